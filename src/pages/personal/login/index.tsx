import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import { PageShell } from '../../../components/page-shell'
import { AgreementCheck, AGREEMENT_REQUIRED_TEXT, Field } from '../account-ui'
import { loginByPassword, routeAfterLogin } from '../../../services/account'
import { PAGES } from '../../../services/navigation'
import { getPlatform } from '../../../platform'
import { getItem } from '../../../utils/storage'
import { checkLoginPassword, checkMobile, collectErrors } from '../../../utils/validate'
import { pageUrl, readParam } from '../../../utils/url'

type Errors = Partial<Record<'mobile' | 'password', string>>

/** Password login. `redirect`: the page to open once logged in. */
export default function PasswordLoginPage() {
  const { params } = useRouter()
  const redirect = readParam(params, 'redirect')
  const [mobile, setMobile] = useState(readParam(params, 'Mobile'))
  const [password, setPassword] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [agreeError, setAgreeError] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const canBind = getPlatform().usesOpenId && !!getItem('openID')

  const submit = async () => {
    const found = collectErrors({ mobile: checkMobile(mobile), password: checkLoginPassword(password) })
    setErrors(found)
    if (Object.keys(found).length) return
    if (!agreed) {
      setAgreeError(true)
      void Taro.showToast({ title: AGREEMENT_REQUIRED_TEXT, icon: 'none', duration: 2000 })
      return
    }
    setBusy(true)
    try {
      const status = await loginByPassword(mobile.trim(), password)
      void Taro.showToast({ title: '登录成功', icon: 'success', duration: 1500 })
      await routeAfterLogin(status, redirect)
    } catch {
      // the request layer has shown the server's message
    } finally {
      setBusy(false)
    }
  }

  const withRedirect = (route: string) => pageUrl(route, redirect ? { redirect } : {})

  return (
    <PageShell className='acc-page'>
      <View className='acc-hero'>
        <Text className='acc-hero__title'>欢迎登录</Text>
        <Text className='acc-hero__sub'>登录后可保存志愿表、查看个性化推荐</Text>
      </View>
      <View className='acc-card'>
        <Field
          name='mobile'
          title='手机号'
          type='phone'
          placeholder='请输入 11 位手机号'
          value={mobile}
          onChange={(v) => {
            setMobile(v)
            if (errors.mobile) setErrors({ ...errors, mobile: undefined })
          }}
          error={errors.mobile}
        />
        <Field
          name='password'
          title='密码'
          type='password'
          placeholder='请输入密码'
          maxLength={64}
          value={password}
          onChange={(v) => {
            setPassword(v)
            if (errors.password) setErrors({ ...errors, password: undefined })
          }}
          error={errors.password}
        />
      </View>
      <AgreementCheck
        checked={agreed}
        onChange={(v) => {
          setAgreed(v)
          setAgreeError(false)
        }}
        error={agreeError}
      />
      <View className='acc-actions'>
        <AtButton type='primary' className='acc-submit' loading={busy} disabled={busy} onClick={submit}>
          {busy ? '登录中…' : '登录'}
        </AtButton>
      </View>
      <View className='acc-links'>
        <Text className='acc-link' onClick={() => void Taro.redirectTo({ url: withRedirect(PAGES.smsLogin) })}>
          验证码登录
        </Text>
        <Text className='acc-link' onClick={() => void Taro.navigateTo({ url: pageUrl(PAGES.forgetPassword, mobile ? { Mobile: mobile } : {}) })}>
          忘记密码
        </Text>
        <Text className='acc-link' onClick={() => void Taro.navigateTo({ url: withRedirect(PAGES.register) })}>
          注册账号
        </Text>
      </View>
      {canBind ? (
        <View className='acc-links'>
          <Text className='acc-link' onClick={() => void Taro.navigateTo({ url: withRedirect(PAGES.bindPlatform) })}>
            微信用户？用手机验证码登录并绑定微信
          </Text>
        </View>
      ) : null}
    </PageShell>
  )
}

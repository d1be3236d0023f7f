import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AgreementCheck, AGREEMENT_REQUIRED_TEXT, Field, SmsCodeField } from '../account-ui'
import { loginBySmsCode, routeAfterLogin, SmsPurpose } from '../../../services/account'
import { SmsSender } from '../../../services/sms-sender'
import { PAGES } from '../../../services/navigation'
import { checkMobile, checkSmsCode, collectErrors } from '../../../utils/validate'
import { pageUrl, readParam } from '../../../utils/url'

type Errors = Partial<Record<'mobile' | 'code', string>>

/** SMS-code login; a mobile without an account is registered by the same step. */
function SmsLoginPage() {
  const { params } = useRouter()
  const redirect = readParam(params, 'redirect')
  const sender = useRef(new SmsSender(SmsPurpose.LOGIN)).current
  useEffect(() => () => sender.dispose(), [sender])
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [agreeError, setAgreeError] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const found = collectErrors({ mobile: checkMobile(mobile), code: checkSmsCode(code) })
    setErrors(found)
    if (Object.keys(found).length) return
    if (!agreed) {
      setAgreeError(true)
      void Taro.showToast({ title: AGREEMENT_REQUIRED_TEXT, icon: 'none', duration: 2000 })
      return
    }
    setBusy(true)
    try {
      const status = await loginBySmsCode(mobile.trim(), code.trim())
      void Taro.showToast({ title: '登录成功', icon: 'success', duration: 1500 })
      await routeAfterLogin(status, redirect)
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell className='acc-page'>
      <View className='acc-hero'>
        <Text className='acc-hero__title'>验证码登录</Text>
        <Text className='acc-hero__sub'>未注册的手机号验证后将自动创建账号</Text>
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
        <SmsCodeField
          sender={sender}
          mobile={mobile}
          value={code}
          onChange={(v) => {
            setCode(v)
            if (errors.code) setErrors({ ...errors, code: undefined })
          }}
          error={errors.code}
          onMobileError={(m) => setErrors({ ...errors, mobile: m })}
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
        <Text className='acc-link' onClick={() => void Taro.redirectTo({ url: pageUrl(PAGES.login, redirect ? { redirect } : {}) })}>
          密码登录
        </Text>
        <Text className='acc-link' onClick={() => void Taro.navigateTo({ url: pageUrl(PAGES.register, redirect ? { redirect } : {}) })}>
          注册账号
        </Text>
      </View>
    </PageShell>
  )
}

export default observer(SmsLoginPage)

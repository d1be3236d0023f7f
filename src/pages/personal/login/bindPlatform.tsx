import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AgreementCheck, AGREEMENT_REQUIRED_TEXT, CenterMessage, Field, SmsCodeField } from '../account-ui'
import { loginAndBindOpenId, routeAfterLogin, SmsPurpose } from '../../../services/account'
import { SmsSender } from '../../../services/sms-sender'
import { PAGES } from '../../../services/navigation'
import { getItem } from '../../../utils/storage'
import { checkMobile, checkSmsCode, collectErrors } from '../../../utils/validate'
import { pageUrl, readParam } from '../../../utils/url'

type Errors = Partial<Record<'mobile' | 'code', string>>

/**
 * Bind the WeChat identity (the stored openID) to an account proved by an SMS code; a new mobile gets a
 * new account. Afterwards the openID alone logs this user in.
 */
function BindPlatformPage() {
  const { params } = useRouter()
  const redirect = readParam(params, 'redirect')
  const sender = useRef(new SmsSender(SmsPurpose.BIND)).current
  useEffect(() => () => sender.dispose(), [sender])
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [agreeError, setAgreeError] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const openId = getItem('openID')

  if (!openId) {
    return (
      <PageShell className='acc-page'>
        <CenterMessage title='未获取到微信身份' sub='请在微信中打开本页面，授权后再绑定账号'>
          <View className='acc-actions'>
            <AtButton type='primary' onClick={() => void Taro.redirectTo({ url: pageUrl(PAGES.login, redirect ? { redirect } : {}) })}>
              使用手机号登录
            </AtButton>
          </View>
        </CenterMessage>
      </PageShell>
    )
  }

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
      const status = await loginAndBindOpenId(mobile.trim(), code.trim())
      void Taro.showToast({ title: '绑定成功', icon: 'success', duration: 1500 })
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
        <Text className='acc-hero__title'>绑定手机号</Text>
        <Text className='acc-hero__sub'>绑定后，在微信中打开即可自动登录</Text>
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
          {busy ? '绑定中…' : '绑定并登录'}
        </AtButton>
      </View>
    </PageShell>
  )
}

export default observer(BindPlatformPage)

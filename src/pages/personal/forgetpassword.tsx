import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { Field, SmsCodeField } from './account-ui'
import { resetPassword, SmsPurpose } from '../../services/account'
import { SmsSender } from '../../services/sms-sender'
import { PAGES } from '../../services/navigation'
import { checkConfirmPassword, checkMobile, checkNewPassword, checkSmsCode, collectErrors, PASSWORD_RULE_TEXT } from '../../utils/validate'
import { pageUrl, readParam } from '../../utils/url'

type Errors = Partial<Record<'mobile' | 'code' | 'password' | 'confirm', string>>

/** Set a new password with an SMS code sent to the account's mobile. */
function ForgetPasswordPage() {
  const { params } = useRouter()
  const sender = useRef(new SmsSender(SmsPurpose.RESET_PASSWORD)).current
  useEffect(() => () => sender.dispose(), [sender])
  const [mobile, setMobile] = useState(readParam(params, 'Mobile'))
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const clear = (k: keyof Errors) => {
    if (errors[k]) setErrors({ ...errors, [k]: undefined })
  }

  const submit = async () => {
    const found = collectErrors({
      mobile: checkMobile(mobile),
      code: checkSmsCode(code),
      password: checkNewPassword(password),
      confirm: checkConfirmPassword(password, confirm),
    })
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      await resetPassword(mobile.trim(), code.trim(), password)
      void Taro.showToast({ title: '密码已重置，请用新密码登录', icon: 'none', duration: 2000 })
      await Taro.redirectTo({ url: pageUrl(PAGES.login, { Mobile: mobile.trim() }) })
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell className='acc-page'>
      <View className='acc-hero'>
        <Text className='acc-hero__title'>找回密码</Text>
        <Text className='acc-hero__sub'>验证注册手机号后设置新密码，其他设备上的登录将退出</Text>
      </View>
      <View className='acc-card'>
        <Field
          name='mobile'
          title='手机号'
          type='phone'
          placeholder='注册时使用的手机号'
          value={mobile}
          onChange={(v) => {
            setMobile(v)
            clear('mobile')
          }}
          error={errors.mobile}
        />
        <SmsCodeField
          sender={sender}
          mobile={mobile}
          value={code}
          onChange={(v) => {
            setCode(v)
            clear('code')
          }}
          error={errors.code}
          onMobileError={(m) => setErrors({ ...errors, mobile: m })}
        />
      </View>
      <View className='acc-card'>
        <Field
          name='password'
          title='新密码'
          type='password'
          maxLength={32}
          placeholder={PASSWORD_RULE_TEXT}
          value={password}
          onChange={(v) => {
            setPassword(v)
            clear('password')
          }}
          error={errors.password}
        />
        <Field
          name='confirm'
          title='确认密码'
          type='password'
          maxLength={32}
          placeholder='再次输入新密码'
          value={confirm}
          onChange={(v) => {
            setConfirm(v)
            clear('confirm')
          }}
          error={errors.confirm}
        />
      </View>
      <View className='acc-actions'>
        <AtButton type='primary' className='acc-submit' loading={busy} disabled={busy} onClick={submit}>
          {busy ? '提交中…' : '重设密码'}
        </AtButton>
      </View>
    </PageShell>
  )
}

export default observer(ForgetPasswordPage)

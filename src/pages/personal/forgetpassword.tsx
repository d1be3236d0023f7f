import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { Field, MobileCodeFields, SubmitButton, useFormFields, useSmsSender } from './account-ui'
import { resetPassword, SmsPurpose } from '../../services/account'
import { PAGES } from '../../services/navigation'
import { checkConfirmPassword, checkMobile, checkNewPassword, checkSmsCode, PASSWORD_RULE_TEXT } from '../../utils/validate'
import { pagePath } from '../../utils/url'
import { useStore } from '../../stores'

/** Set a new password with an SMS code sent to the account's mobile. */
function ForgetPasswordPage() {
  const sender = useSmsSender(SmsPurpose.RESET_PASSWORD)
  const { accountFlow } = useStore()
  // the mobile typed on the login form (through the store: never in the address)
  const form = useFormFields({ mobile: accountFlow.typedMobile, code: '', password: '', confirm: '' })
  const { mobile, code, password, confirm } = form.values

  const submit = async () => {
    const valid = form.validate({
      mobile: checkMobile(mobile),
      code: checkSmsCode(code),
      password: checkNewPassword(password),
      confirm: checkConfirmPassword(password, confirm),
    })
    if (!valid) return
    await form.submitting(async () => {
      await resetPassword(mobile.trim(), code.trim(), password)
      void Taro.showToast({ title: '密码已重置，请用新密码登录', icon: 'none', duration: 2000 })
      accountFlow.offerMobile(mobile.trim())
      await Taro.redirectTo({ url: pagePath(PAGES.login) })
    })
  }

  return (
    <PageShell className='acc-page'>
      <View className='acc-hero'>
        <Text className='acc-hero__title'>找回密码</Text>
        <Text className='acc-hero__sub'>验证注册手机号后设置新密码，其他设备上的登录将退出</Text>
      </View>
      <View className='acc-card'>
        <MobileCodeFields form={form} sender={sender} placeholder='注册时使用的手机号' />
      </View>
      <View className='acc-card'>
        <Field {...form.field('password')} title='新密码' type='password' maxLength={32} placeholder={PASSWORD_RULE_TEXT} />
        <Field {...form.field('confirm')} title='确认密码' type='password' maxLength={32} placeholder='再次输入新密码' />
      </View>
      <SubmitButton busy={form.busy} onClick={submit} text='重设密码' busyText='提交中…' />
    </PageShell>
  )
}

export default observer(ForgetPasswordPage)

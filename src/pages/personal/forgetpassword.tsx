import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { resetPassword, SmsPurpose } from '../../stores/flows/account'
import { PAGES } from '../../navigation'
import { checkConfirmPassword, checkMobile, checkNewPassword, checkSmsCode, PASSWORD_RULE_TEXT } from '../../utils/validate'
import { pagePath } from '../../utils/url'
import { useStore } from '../../stores'
import { Field, useFormFields, useSmsSender } from '../../components/form-field'
import { MobileCodeFields } from '../../components/sms-code-field'
import { FormPage, FormCard, SubmitButton } from '../../components/form-page'

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
    <FormPage title='找回密码' sub='验证注册手机号后设置新密码，其他设备上的登录将退出'>
      <FormCard>
        <MobileCodeFields form={form} sender={sender} placeholder='注册时使用的手机号' />
      </FormCard>
      <FormCard>
        <Field {...form.field('password')} title='新密码' type='password' maxLength={32} placeholder={PASSWORD_RULE_TEXT} />
        <Field {...form.field('confirm')} title='确认密码' type='password' maxLength={32} placeholder='再次输入新密码' />
      </FormCard>
      <SubmitButton busy={form.busy} onClick={submit} text='重设密码' busyText='提交中…' />
    </FormPage>
  )
}

export default observer(ForgetPasswordPage)

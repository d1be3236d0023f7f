import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { loginBySmsCode, routeAfterLogin, SmsPurpose } from '../../../stores/flows/account'
import { PAGES } from '../../../navigation'
import { checkMobile, checkSmsCode } from '../../../utils/validate'
import { pageUrl, readParam } from '../../../utils/url'
import { useFormFields, useAgreement, useSmsSender } from '../../../components/form-field'
import { MobileCodeFields } from '../../../components/sms-code-field'
import { AgreementCheck } from '../../../components/agreement-check'
import { FormPage, FormCard, FormLinks, SubmitButton } from '../../../components/form-page'

/** SMS-code login; a mobile without an account is registered by the same step. */
function SmsLoginPage() {
  const { params } = useRouter()
  const redirect = readParam(params, 'redirect')
  const sender = useSmsSender(SmsPurpose.LOGIN)
  const form = useFormFields({ mobile: '', code: '' })
  const agreement = useAgreement()
  const { mobile, code } = form.values

  const submit = async () => {
    if (!form.validate({ mobile: checkMobile(mobile), code: checkSmsCode(code) }) || !agreement.confirmed()) return
    await form.submitting(async () => {
      const status = await loginBySmsCode(mobile.trim(), code.trim())
      void Taro.showToast({ title: '登录成功', icon: 'success', duration: 1500 })
      await routeAfterLogin(status, redirect)
    })
  }

  return (
    <FormPage title='验证码登录' sub='未注册的手机号验证后将自动创建账号'>
      <FormCard>
        <MobileCodeFields form={form} sender={sender} />
      </FormCard>
      <AgreementCheck {...agreement.props} />
      <SubmitButton busy={form.busy} onClick={submit} text='登录' busyText='登录中…' />
      <FormLinks
        links={[
          { text: '密码登录', onClick: () => void Taro.redirectTo({ url: pageUrl(PAGES.login, { redirect }) }) },
          { text: '注册账号', onClick: () => void Taro.navigateTo({ url: pageUrl(PAGES.register, { redirect }) }) },
        ]}
      />
    </FormPage>
  )
}

export default observer(SmsLoginPage)

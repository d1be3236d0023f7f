import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { checkSmsCodeValid, SmsPurpose } from '../../../stores/flows/account'
import { PAGES } from '../../../navigation'
import { useStore } from '../../../stores'
import { checkMobile, checkSmsCode } from '../../../utils/validate'
import { pageUrl, readParam } from '../../../utils/url'
import { useFormFields, useAgreement, useSmsSender } from '../../../components/form-field'
import { MobileCodeFields } from '../../../components/sms-code-field'
import { AgreementCheck } from '../../../components/agreement-check'
import { FormPage, FormCard, FormLinks, SubmitButton } from '../../../components/form-page'

/** Register, step 1 of 2: prove the mobile with an SMS code. Step 2 (stepRegister) sets the password. */
function RegisterPage() {
  const { params } = useRouter()
  const { accountFlow } = useStore()
  const redirect = readParam(params, 'redirect')
  const sender = useSmsSender(SmsPurpose.REGISTER)
  const form = useFormFields({ mobile: '', code: '' })
  const agreement = useAgreement()
  const { mobile, code } = form.values

  const next = async () => {
    if (!form.validate({ mobile: checkMobile(mobile), code: checkSmsCode(code) }) || !agreement.confirmed()) return
    await form.submitting(async () => {
      await checkSmsCodeValid(mobile.trim(), code.trim(), SmsPurpose.REGISTER)
      // the mobile and its code go to step 2 through the store, never in the page address
      accountFlow.proveBySms(mobile.trim(), code.trim())
      await Taro.navigateTo({ url: pageUrl(PAGES.stepRegister, { redirect }) })
    })
  }

  return (
    <FormPage title='注册账号' sub='第 1 步，共 2 步：验证手机号'>
      <FormCard>
        <MobileCodeFields form={form} sender={sender} />
      </FormCard>
      <AgreementCheck {...agreement.props} />
      <SubmitButton busy={form.busy} onClick={next} text='下一步' />
      <FormLinks links={[{ text: '已有账号？去登录', onClick: () => void Taro.redirectTo({ url: pageUrl(PAGES.login, { redirect }) }) }]} />
    </FormPage>
  )
}

export default observer(RegisterPage)

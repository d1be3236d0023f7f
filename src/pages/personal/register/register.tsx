import { View, Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AgreementCheck, MobileCodeFields, SubmitButton, useAgreement, useFormFields, useSmsSender } from '../account-ui'
import { checkSmsCodeValid, SmsPurpose } from '../../../services/account'
import { PAGES } from '../../../services/navigation'
import { useStore } from '../../../stores'
import { checkMobile, checkSmsCode } from '../../../utils/validate'
import { pageUrl, readParam } from '../../../utils/url'

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
    <PageShell className='acc-page'>
      <View className='acc-hero'>
        <Text className='acc-hero__title'>注册账号</Text>
        <Text className='acc-hero__sub'>第 1 步，共 2 步：验证手机号</Text>
      </View>
      <View className='acc-card'>
        <MobileCodeFields form={form} sender={sender} />
      </View>
      <AgreementCheck {...agreement.props} />
      <SubmitButton busy={form.busy} onClick={next} text='下一步' />
      <View className='acc-links'>
        <Text className='acc-link' onClick={() => void Taro.redirectTo({ url: pageUrl(PAGES.login, { redirect }) })}>
          已有账号？去登录
        </Text>
      </View>
    </PageShell>
  )
}

export default observer(RegisterPage)

import { View, Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AgreementCheck, MobileCodeFields, SubmitButton, useAgreement, useFormFields, useSmsSender } from '../account-ui'
import { loginBySmsCode, routeAfterLogin, SmsPurpose } from '../../../services/account'
import { PAGES } from '../../../services/navigation'
import { checkMobile, checkSmsCode } from '../../../utils/validate'
import { pageUrl, readParam } from '../../../utils/url'

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
    <PageShell className='acc-page'>
      <View className='acc-hero'>
        <Text className='acc-hero__title'>验证码登录</Text>
        <Text className='acc-hero__sub'>未注册的手机号验证后将自动创建账号</Text>
      </View>
      <View className='acc-card'>
        <MobileCodeFields form={form} sender={sender} />
      </View>
      <AgreementCheck {...agreement.props} />
      <SubmitButton busy={form.busy} onClick={submit} text='登录' busyText='登录中…' />
      <View className='acc-links'>
        <Text className='acc-link' onClick={() => void Taro.redirectTo({ url: pageUrl(PAGES.login, { redirect }) })}>
          密码登录
        </Text>
        <Text className='acc-link' onClick={() => void Taro.navigateTo({ url: pageUrl(PAGES.register, { redirect }) })}>
          注册账号
        </Text>
      </View>
    </PageShell>
  )
}

export default observer(SmsLoginPage)

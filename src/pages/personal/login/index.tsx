import Taro, { useRouter } from '@tarojs/taro'
import { loginByPassword, routeAfterLogin } from '../../../stores/flows/account'
import { PAGES } from '../../../navigation'
import { getPlatform } from '../../../platform'
import { getItem } from '../../../utils/storage'
import { checkLoginPassword, checkMobile } from '../../../utils/validate'
import { pagePath, pageUrl, readParam } from '../../../utils/url'
import { useStore } from '../../../stores'
import { Field, useFormFields, useAgreement } from '../../../components/form-field'
import { AgreementCheck } from '../../../components/agreement-check'
import { FormPage, FormCard, FormLinks, SubmitButton } from '../../../components/form-page'

/** Password login. `redirect`: the page to open once logged in. */
export default function PasswordLoginPage() {
  const { params } = useRouter()
  const redirect = readParam(params, 'redirect')
  const { accountFlow } = useStore()
  // the mobile typed on 忘记密码 (through the store: never in the address)
  const form = useFormFields({ mobile: accountFlow.typedMobile, password: '' })
  const agreement = useAgreement()
  const { mobile, password } = form.values
  const canBind = getPlatform().usesOpenId && !!getItem('openID')

  const submit = async () => {
    if (!form.validate({ mobile: checkMobile(mobile), password: checkLoginPassword(password) }) || !agreement.confirmed()) return
    await form.submitting(async () => {
      const status = await loginByPassword(mobile.trim(), password)
      void Taro.showToast({ title: '登录成功', icon: 'success', duration: 1500 })
      await routeAfterLogin(status, redirect)
    })
  }

  const withRedirect = (route: string) => pageUrl(route, { redirect })

  return (
    <FormPage title='欢迎登录' sub='登录后可保存志愿表、查看个性化推荐'>
      <FormCard>
        <Field {...form.field('mobile')} title='手机号' type='phone' placeholder='请输入 11 位手机号' />
        <Field {...form.field('password')} title='密码' type='password' placeholder='请输入密码' maxLength={64} />
      </FormCard>
      <AgreementCheck {...agreement.props} />
      <SubmitButton busy={form.busy} onClick={submit} text='登录' busyText='登录中…' />
      <FormLinks
        links={[
          { text: '验证码登录', onClick: () => void Taro.redirectTo({ url: withRedirect(PAGES.smsLogin) }) },
          {
            text: '忘记密码',
            onClick: () => {
              accountFlow.offerMobile(mobile.trim())
              void Taro.navigateTo({ url: pagePath(PAGES.forgetPassword) })
            },
          },
          { text: '注册账号', onClick: () => void Taro.navigateTo({ url: withRedirect(PAGES.register) }) },
        ]}
      />
      {canBind ? (
        <FormLinks links={[{ text: '微信用户？用手机验证码登录并绑定微信', onClick: () => void Taro.navigateTo({ url: withRedirect(PAGES.bindPlatform) }) }]} />
      ) : null}
    </FormPage>
  )
}

import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { register, routeAfterLogin } from '../../../stores/flows/account'
import { PAGES } from '../../../navigation'
import { useStore } from '../../../stores'
import { checkConfirmPassword, checkMobile, checkNewPassword, checkNickname, checkRecommendCode, PASSWORD_RULE_TEXT } from '../../../utils/validate'
import { pageUrl, readParam } from '../../../utils/url'
import { Field, useFormFields, useAgreement } from '../../../components/form-field'
import { AgreementCheck } from '../../../components/agreement-check'
import { BlockedPage } from '../../../components/blocked-page'
import { FormPage, FormCard, SubmitButton } from '../../../components/form-page'

/**
 * Register, step 2 of 2: password and nickname. Reached from step 1 (mobile + SMS code) or from single
 * sign-on for a partner user without an account (mobile + registration ticket); either way they come through
 * the store (rootStore.accountFlow), never in the page address.
 */
function StepRegisterPage() {
  const { params } = useRouter()
  const { accountFlow } = useStore()
  const { mobile, code, ticket } = accountFlow
  const redirect = readParam(params, 'redirect')
  const form = useFormFields({ password: '', confirm: '', nickname: '', recommend: '' })
  // step 1 asked for the agreement; arriving from single sign-on it is asked here
  const agreement = useAgreement()
  const { password, confirm, nickname, recommend } = form.values

  if (!accountFlow.registrationReady || checkMobile(mobile)) {
    return (
      <BlockedPage
        title='请先验证手机号'
        sub='注册需要先通过短信验证码验证手机号'
        action='去验证手机号'
        onAction={() => void Taro.redirectTo({ url: pageUrl(PAGES.register, { redirect }) })}
      />
    )
  }

  const submit = async () => {
    const valid = form.validate({
      password: checkNewPassword(password),
      confirm: checkConfirmPassword(password, confirm),
      nickname: checkNickname(nickname),
      recommend: checkRecommendCode(recommend),
    })
    if (!valid || (ticket && !agreement.confirmed())) return
    await form.submitting(async () => {
      const status = await register({
        Mobile: mobile,
        Password: password,
        ...(ticket ? { RegisterTicket: ticket } : { Code: code }),
        NickName: nickname.trim() || undefined,
        RecommendCode: recommend.trim() || undefined,
      })
      accountFlow.clearRegistration()
      void Taro.showToast({ title: '注册成功', icon: 'success', duration: 1500 })
      await routeAfterLogin(status, redirect)
    })
  }

  return (
    <FormPage title={ticket ? '完善资料' : '设置密码'} sub={<>{ticket ? `为手机号 ${mobile} 设置登录密码` : `第 2 步，共 2 步：为 ${mobile} 设置登录密码`}</>}>
      <FormCard>
        <Field {...form.field('password')} title='密码' type='password' maxLength={32} placeholder={PASSWORD_RULE_TEXT} />
        <Field {...form.field('confirm')} title='确认密码' type='password' maxLength={32} placeholder='再次输入密码' />
      </FormCard>
      <FormCard>
        <Field {...form.field('nickname')} title='昵称' placeholder='选填，最多 20 个字' maxLength={20} />
        <Field {...form.field('recommend')} title='推荐码' placeholder='选填' maxLength={32} />
      </FormCard>
      {ticket ? <AgreementCheck {...agreement.props} /> : null}
      <SubmitButton busy={form.busy} onClick={submit} text='完成注册' busyText='注册中…' />
    </FormPage>
  )
}

export default observer(StepRegisterPage)

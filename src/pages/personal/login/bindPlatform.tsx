import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { loginAndBindOpenId, routeAfterLogin, SmsPurpose } from '../../../stores/flows/account'
import { PAGES } from '../../../navigation'
import { getItem } from '../../../utils/storage'
import { checkMobile, checkSmsCode } from '../../../utils/validate'
import { pageUrl, readParam } from '../../../utils/url'
import { useFormFields, useAgreement, useSmsSender } from '../../../components/form-field'
import { MobileCodeFields } from '../../../components/sms-code-field'
import { AgreementCheck } from '../../../components/agreement-check'
import { BlockedPage } from '../../../components/blocked-page'
import { FormPage, FormCard, SubmitButton } from '../../../components/form-page'

/**
 * Bind the WeChat identity (the stored openID) to an account proved by an SMS code; a new mobile gets a
 * new account. Afterwards the openID alone logs this user in.
 */
function BindPlatformPage() {
  const { params } = useRouter()
  const redirect = readParam(params, 'redirect')
  const sender = useSmsSender(SmsPurpose.BIND)
  const form = useFormFields({ mobile: '', code: '' })
  const agreement = useAgreement()
  const { mobile, code } = form.values
  const openId = getItem('openID')

  if (!openId) {
    return (
      <BlockedPage
        title='未获取到微信身份'
        sub='请在微信中打开本页面，授权后再绑定账号'
        action='使用手机号登录'
        onAction={() => void Taro.redirectTo({ url: pageUrl(PAGES.login, { redirect }) })}
      />
    )
  }

  const submit = async () => {
    if (!form.validate({ mobile: checkMobile(mobile), code: checkSmsCode(code) }) || !agreement.confirmed()) return
    await form.submitting(async () => {
      const status = await loginAndBindOpenId(mobile.trim(), code.trim())
      void Taro.showToast({ title: '绑定成功', icon: 'success', duration: 1500 })
      await routeAfterLogin(status, redirect)
    })
  }

  return (
    <FormPage title='绑定手机号' sub='绑定后，在微信中打开即可自动登录'>
      <FormCard>
        <MobileCodeFields form={form} sender={sender} />
      </FormCard>
      <AgreementCheck {...agreement.props} />
      <SubmitButton busy={form.busy} onClick={submit} text='绑定并登录' busyText='绑定中…' />
    </FormPage>
  )
}

export default observer(BindPlatformPage)

import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useStore } from '../../../stores'
import { deleteAccount, SmsPurpose } from '../../../stores/flows/account'
import { PAGES } from '../../../navigation'
import { checkMobile, checkSmsCode, mobileMatchesMasked } from '../../../utils/validate'
import { useFormFields, useSmsSender } from '../../../components/form-field'
import { MobileCodeFields } from '../../../components/sms-code-field'
import { BlockedPage } from '../../../components/blocked-page'
import { useLoginGuard } from '../../../components/login-gate'
import { FormPage, FormCard, SubmitButton, BulletList } from '../../../components/form-page'

/**
 * 注销账号: says what is deleted, proves the account's mobile by SMS code, asks once more, then deletes
 * the account with its profile, scores, wish tables and bindings.
 */
function DeleteAccountPage() {
  const loggedIn = useLoginGuard()
  const { session } = useStore()
  const masked = session.userInfo?.Mobile ?? ''
  const sender = useSmsSender(SmsPurpose.DELETE_ACCOUNT)
  const form = useFormFields({ mobile: '', code: '' })
  const { mobile, code } = form.values

  if (!loggedIn) return <BlockedPage title='请先登录' />

  const mobileProblem = (v: string) => checkMobile(v) ?? (masked && !mobileMatchesMasked(v, masked) ? `请输入本账号绑定的手机号（${masked}）` : null)

  const submit = async () => {
    if (!form.validate({ mobile: mobileProblem(mobile), code: checkSmsCode(code) })) return
    const { confirm } = await Taro.showModal({
      title: '确认注销账号',
      content: '注销后，账号及其个人资料、成绩、志愿表和绑定关系将被永久删除，无法恢复。',
      confirmText: '确认注销',
      confirmColor: '#e5484d',
    })
    if (!confirm) return
    await form.submitting(async () => {
      await deleteAccount(code.trim())
      void Taro.showToast({ title: '账号已注销', icon: 'success', duration: 1500 })
      setTimeout(() => void Taro.switchTab({ url: `/${PAGES.home}` }), 1000)
    })
  }

  return (
    <FormPage title='注销账号' sub='注销后以下内容将被永久删除，且无法恢复'>
      <FormCard>
        <BulletList
          items={[
            '账号、手机号、密码和登录记录',
            '个人资料：昵称、性别、学校、所在地区',
            '高考信息：省份、年份、科类、选考科目、分数与位次',
            '报考意向、志愿表及审核记录',
            '与微信等第三方账号的绑定关系',
          ]}
        />
      </FormCard>
      <FormCard title={<>验证本账号的手机号{masked ? `（${masked}）` : ''}</>}>
        <MobileCodeFields form={form} sender={sender} placeholder='请输入完整手机号' checkMobile={mobileProblem} />
      </FormCard>
      <SubmitButton busy={form.busy} onClick={submit} text='注销账号' danger />
    </FormPage>
  )
}

export default observer(DeleteAccountPage)

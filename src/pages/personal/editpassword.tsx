import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { changePassword } from '../../stores/flows/account'
import { PAGES } from '../../navigation'
import { useStore } from '../../stores'
import { checkConfirmPassword, checkLoginPassword, checkNewPassword, PASSWORD_RULE_TEXT } from '../../utils/validate'
import { pageUrl } from '../../utils/url'
import { Field, useFormFields } from '../../components/form-field'
import { BlockedPage } from '../../components/blocked-page'
import { useLoginGuard } from '../../components/login-gate'
import { FormPage, FormCard, FormLinks, SubmitButton } from '../../components/form-page'

/** Change the password (knowing the current one). Other devices are signed out by the server. */
function EditPasswordPage() {
  const loggedIn = useLoginGuard()
  const { session } = useStore()
  const form = useFormFields({ old: '', password: '', confirm: '' })
  const { old, password, confirm } = form.values

  if (!loggedIn) return <BlockedPage title='请先登录' />
  if (session.userInfo && !session.userInfo.HasPassword) {
    return (
      <BlockedPage
        title='您还没有设置密码'
        sub='验证码登录的账号可以通过「找回密码」设置密码'
        action='设置密码'
        onAction={() => void Taro.redirectTo({ url: pageUrl(PAGES.forgetPassword) })}
      />
    )
  }

  const submit = async () => {
    const valid = form.validate({
      old: checkLoginPassword(old),
      password: checkNewPassword(password) ?? (password === old ? '新密码不能与原密码相同' : null),
      confirm: checkConfirmPassword(password, confirm),
    })
    if (!valid) return
    await form.submitting(async () => {
      await changePassword(old, password)
      void Taro.showToast({ title: '密码已修改', icon: 'success', duration: 1500 })
      setTimeout(() => void Taro.navigateBack().catch(() => Taro.switchTab({ url: '/pages/personal/index' })), 800)
    })
  }

  return (
    <FormPage title='修改密码' sub='修改后，其他设备上的登录将退出'>
      <FormCard>
        <Field {...form.field('old')} title='原密码' type='password' maxLength={64} placeholder='当前使用的密码' />
        <Field {...form.field('password')} title='新密码' type='password' maxLength={32} placeholder={PASSWORD_RULE_TEXT} />
        <Field {...form.field('confirm')} title='确认密码' type='password' maxLength={32} placeholder='再次输入新密码' />
      </FormCard>
      <SubmitButton busy={form.busy} onClick={submit} text='确认修改' busyText='提交中…' />
      <FormLinks links={[{ text: '忘记原密码？', onClick: () => void Taro.navigateTo({ url: pageUrl(PAGES.forgetPassword) }) }]} />
    </FormPage>
  )
}

export default observer(EditPasswordPage)

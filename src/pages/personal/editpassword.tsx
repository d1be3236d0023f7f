import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { CenterMessage, Field, useLoginGuard } from './account-ui'
import { changePassword } from '../../services/account'
import { PAGES } from '../../services/navigation'
import { useStore } from '../../stores'
import { checkConfirmPassword, checkLoginPassword, checkNewPassword, collectErrors, PASSWORD_RULE_TEXT } from '../../utils/validate'
import { pageUrl } from '../../utils/url'

type Errors = Partial<Record<'old' | 'password' | 'confirm', string>>

/** Change the password (knowing the current one). Other devices are signed out by the server. */
function EditPasswordPage() {
  const loggedIn = useLoginGuard()
  const { session } = useStore()
  const [old, setOld] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const clear = (k: keyof Errors) => {
    if (errors[k]) setErrors({ ...errors, [k]: undefined })
  }

  if (!loggedIn) return <PageShell className='acc-page'><CenterMessage title='请先登录' /></PageShell>
  if (session.userInfo && !session.userInfo.HasPassword) {
    return (
      <PageShell className='acc-page'>
        <CenterMessage title='您还没有设置密码' sub='验证码登录的账号可以通过「找回密码」设置密码'>
          <View className='acc-actions'>
            <AtButton type='primary' onClick={() => void Taro.redirectTo({ url: pageUrl(PAGES.forgetPassword) })}>
              设置密码
            </AtButton>
          </View>
        </CenterMessage>
      </PageShell>
    )
  }

  const submit = async () => {
    const found = collectErrors({
      old: checkLoginPassword(old),
      password: checkNewPassword(password) ?? (password === old ? '新密码不能与原密码相同' : null),
      confirm: checkConfirmPassword(password, confirm),
    })
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      await changePassword(old, password)
      void Taro.showToast({ title: '密码已修改', icon: 'success', duration: 1500 })
      setTimeout(() => void Taro.navigateBack().catch(() => Taro.switchTab({ url: '/pages/personal/index' })), 800)
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell className='acc-page'>
      <View className='acc-hero'>
        <Text className='acc-hero__title'>修改密码</Text>
        <Text className='acc-hero__sub'>修改后，其他设备上的登录将退出</Text>
      </View>
      <View className='acc-card'>
        <Field
          name='old'
          title='原密码'
          type='password'
          maxLength={64}
          placeholder='当前使用的密码'
          value={old}
          onChange={(v) => {
            setOld(v)
            clear('old')
          }}
          error={errors.old}
        />
        <Field
          name='password'
          title='新密码'
          type='password'
          maxLength={32}
          placeholder={PASSWORD_RULE_TEXT}
          value={password}
          onChange={(v) => {
            setPassword(v)
            clear('password')
          }}
          error={errors.password}
        />
        <Field
          name='confirm'
          title='确认密码'
          type='password'
          maxLength={32}
          placeholder='再次输入新密码'
          value={confirm}
          onChange={(v) => {
            setConfirm(v)
            clear('confirm')
          }}
          error={errors.confirm}
        />
      </View>
      <View className='acc-actions'>
        <AtButton type='primary' className='acc-submit' loading={busy} disabled={busy} onClick={submit}>
          {busy ? '提交中…' : '确认修改'}
        </AtButton>
      </View>
      <View className='acc-links'>
        <Text className='acc-link' onClick={() => void Taro.navigateTo({ url: pageUrl(PAGES.forgetPassword) })}>
          忘记原密码？
        </Text>
      </View>
    </PageShell>
  )
}

export default observer(EditPasswordPage)

import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import { PageShell } from '../../../components/page-shell'
import { AgreementCheck, AGREEMENT_REQUIRED_TEXT, CenterMessage, Field } from '../account-ui'
import { register, routeAfterLogin } from '../../../services/account'
import { PAGES } from '../../../services/navigation'
import { checkConfirmPassword, checkMobile, checkNewPassword, checkNickname, checkRecommendCode, collectErrors, PASSWORD_RULE_TEXT } from '../../../utils/validate'
import { pageUrl, readParam } from '../../../utils/url'

type Errors = Partial<Record<'password' | 'confirm' | 'nickname' | 'recommend', string>>

/**
 * Register, step 2 of 2: password and nickname. Reached from step 1 (Mobile + Code) or from single
 * sign-on for a partner user without an account (Mobile + RegisterTicket).
 */
export default function StepRegisterPage() {
  const { params } = useRouter()
  const mobile = readParam(params, 'Mobile')
  const code = readParam(params, 'Code')
  const ticket = readParam(params, 'RegisterTicket')
  const redirect = readParam(params, 'redirect')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [nickname, setNickname] = useState('')
  const [recommend, setRecommend] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  // step 1 asked for the agreement; arriving from single sign-on it is asked here
  const [agreed, setAgreed] = useState(false)
  const [agreeError, setAgreeError] = useState(false)

  if (checkMobile(mobile) || (!code && !ticket)) {
    return (
      <PageShell className='acc-page'>
        <CenterMessage title='请先验证手机号' sub='注册需要先通过短信验证码验证手机号'>
          <View className='acc-actions'>
            <AtButton type='primary' onClick={() => void Taro.redirectTo({ url: pageUrl(PAGES.register, redirect ? { redirect } : {}) })}>
              去验证手机号
            </AtButton>
          </View>
        </CenterMessage>
      </PageShell>
    )
  }

  const submit = async () => {
    const found = collectErrors({
      password: checkNewPassword(password),
      confirm: checkConfirmPassword(password, confirm),
      nickname: checkNickname(nickname),
      recommend: checkRecommendCode(recommend),
    })
    setErrors(found)
    if (Object.keys(found).length) return
    if (ticket && !agreed) {
      setAgreeError(true)
      void Taro.showToast({ title: AGREEMENT_REQUIRED_TEXT, icon: 'none', duration: 2000 })
      return
    }
    setBusy(true)
    try {
      const status = await register({
        Mobile: mobile,
        Password: password,
        ...(ticket ? { RegisterTicket: ticket } : { Code: code }),
        NickName: nickname.trim() || undefined,
        RecommendCode: recommend.trim() || undefined,
      })
      void Taro.showToast({ title: '注册成功', icon: 'success', duration: 1500 })
      await routeAfterLogin(status, redirect)
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }

  const clear = (k: keyof Errors) => {
    if (errors[k]) setErrors({ ...errors, [k]: undefined })
  }

  return (
    <PageShell className='acc-page'>
      <View className='acc-hero'>
        <Text className='acc-hero__title'>{ticket ? '完善资料' : '设置密码'}</Text>
        <Text className='acc-hero__sub'>{ticket ? `为手机号 ${mobile} 设置登录密码` : `第 2 步，共 2 步：为 ${mobile} 设置登录密码`}</Text>
      </View>
      <View className='acc-card'>
        <Field
          name='password'
          title='密码'
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
          placeholder='再次输入密码'
          value={confirm}
          onChange={(v) => {
            setConfirm(v)
            clear('confirm')
          }}
          error={errors.confirm}
        />
      </View>
      <View className='acc-card'>
        <Field
          name='nickname'
          title='昵称'
          placeholder='选填，最多 20 个字'
          maxLength={20}
          value={nickname}
          onChange={(v) => {
            setNickname(v)
            clear('nickname')
          }}
          error={errors.nickname}
        />
        <Field
          name='recommend'
          title='推荐码'
          placeholder='选填'
          maxLength={32}
          value={recommend}
          onChange={(v) => {
            setRecommend(v)
            clear('recommend')
          }}
          error={errors.recommend}
        />
      </View>
      {ticket ? (
        <AgreementCheck
          checked={agreed}
          onChange={(v) => {
            setAgreed(v)
            setAgreeError(false)
          }}
          error={agreeError}
        />
      ) : null}
      <View className='acc-actions'>
        <AtButton type='primary' className='acc-submit' loading={busy} disabled={busy} onClick={submit}>
          {busy ? '注册中…' : '完成注册'}
        </AtButton>
      </View>
    </PageShell>
  )
}

/**
 * Small building blocks the account pages share: a labelled input with its error under it, the SMS code
 * field with its send button, the agreement check, a picker row and a choice chip. Logic stays in
 * services (account.ts, sms-sender.ts) and utils/validate.ts.
 */
import type { ComponentType } from 'react'
import { View, Text, Picker } from '@tarojs/components'
import { AtButton, AtInput } from 'taro-ui'
import { observer } from 'mobx-react'
import Taro, { useLoad } from '@tarojs/taro'
import type { SmsSender } from '../../../services/sms-sender'
import { PageShell } from '../../../components/page-shell'
import { rootStore, useStore, type UserInfo } from '../../../stores'
import { goLogin } from '../../../services/navigation'
import { loadUserInfo } from '../../../services/profile'
import { currentPageUrl } from '../../../utils/url'
import './form.scss'

import type { FormFields } from './use-form'

export { AGREEMENT_REQUIRED_TEXT, useAgreement, useFormFields, useSmsSender, type FormFields } from './use-form'

export interface FieldProps {
  name: string
  title: string
  value: string
  onChange: (v: string) => void
  type?: 'text' | 'number' | 'password' | 'phone' | 'idcard' | 'digit'
  placeholder?: string
  maxLength?: number
  error?: string
  hint?: string
  disabled?: boolean
  children?: React.ReactNode
}

export function Field({ name, title, value, onChange, type = 'text', placeholder, maxLength, error, hint, disabled, children }: FieldProps) {
  return (
    <View className={`acc-field ${error ? 'acc-field--error' : ''}`} data-field={name}>
      <AtInput
        name={name}
        title={title}
        type={type}
        value={value}
        placeholder={placeholder}
        maxlength={maxLength}
        disabled={disabled}
        error={!!error}
        onChange={(v: string | number) => {
          onChange(String(v))
          return v
        }}
      >
        {children}
      </AtInput>
      {error ? (
        <Text className='acc-field__error' data-error-for={name}>
          {error}
        </Text>
      ) : hint ? (
        <Text className='acc-field__hint'>{hint}</Text>
      ) : null}
    </View>
  )
}

/** The 6-digit code field with the 获取验证码 button (counts down after a send). */
export const SmsCodeField = observer(function SmsCodeField({
  sender,
  mobile,
  value,
  onChange,
  error,
  onMobileError,
  checkMobile,
}: {
  sender: SmsSender
  /** a stricter mobile check than the format (e.g. must be the account's own) */
  checkMobile?: (mobile: string) => string | null
  mobile: string
  value: string
  onChange: (v: string) => void
  error?: string
  /** where to show a problem with the mobile found when sending */
  onMobileError: (message: string | undefined) => void
}) {
  const send = async () => {
    if (!sender.canSend) return
    const problem = await sender.send(mobile, checkMobile)
    if (problem) onMobileError(problem)
    else if (problem === null) {
      onMobileError(undefined)
      void Taro.showToast({ title: '验证码已发送', icon: 'none', duration: 2000 })
    }
  }
  return (
    <Field name='code' title='验证码' type='number' maxLength={6} placeholder='6 位数字' value={value} onChange={onChange} error={error}>
      <View className={`acc-sms-btn ${sender.canSend ? '' : 'acc-sms-btn--disabled'}`} onClick={send} data-testid='sms-send'>
        {sender.label}
      </View>
    </Field>
  )
})

/**
 * The mobile field with the SMS code field under it; a problem with the mobile found when sending shows
 * on the mobile field. `checkMobile`: a stricter check than the format (e.g. must be the account's own).
 */
export function MobileCodeFields({
  form,
  sender,
  placeholder = '请输入 11 位手机号',
  checkMobile,
}: {
  form: Pick<FormFields<'mobile' | 'code'>, 'values' | 'field' | 'setError'>
  sender: SmsSender
  placeholder?: string
  checkMobile?: (mobile: string) => string | null
}) {
  return (
    <>
      <Field {...form.field('mobile')} title='手机号' type='phone' placeholder={placeholder} />
      <SmsCodeField
        {...form.field('code')}
        sender={sender}
        mobile={form.values.mobile}
        onMobileError={(m) => form.setError('mobile', m)}
        checkMobile={checkMobile}
      />
    </>
  )
}

export const SERVICE_PAGE = '/pages/personal/service/service'
export const PRIVACY_PAGE = '/pages/personal/service/agreement'

/** 我已阅读并同意《用户服务协议》《隐私政策》 */
export function AgreementCheck({ checked, onChange, error }: { checked: boolean; onChange: (v: boolean) => void; error?: boolean }) {
  return (
    <View className={`acc-agree ${error ? 'acc-agree--error' : ''}`} data-testid='agreement'>
      <View className={`acc-agree__box ${checked ? 'acc-agree__box--on' : ''}`} onClick={() => onChange(!checked)} data-testid='agreement-box'>
        {checked ? '✓' : ''}
      </View>
      <View>
        <Text onClick={() => onChange(!checked)}>我已阅读并同意</Text>
        <Text className='acc-link' onClick={() => void Taro.navigateTo({ url: SERVICE_PAGE })}>
          《用户服务协议》
        </Text>
        <Text>和</Text>
        <Text className='acc-link' onClick={() => void Taro.navigateTo({ url: PRIVACY_PAGE })}>
          《隐私政策》
        </Text>
      </View>
    </View>
  )
}

/** A label + value row that opens a selector picker. */
export function PickerRow<T>({
  label,
  items,
  textOf,
  value,
  placeholder,
  onPick,
  disabled,
  testId,
}: {
  label: string
  items: readonly T[]
  textOf: (item: T) => string
  value: string
  placeholder: string
  onPick: (item: T, index: number) => void
  disabled?: boolean
  testId?: string
}) {
  const row = (
    <View className='acc-picker-row' data-testid={testId}>
      <Text className='acc-picker-row__label'>{label}</Text>
      <Text className={`acc-picker-row__value ${value ? '' : 'acc-picker-row__value--empty'}`}>{value || placeholder}</Text>
      <Text className='acc-picker-row__arrow'>›</Text>
    </View>
  )
  if (disabled || !items.length) {
    return (
      <View
        onClick={() => {
          if (!disabled && !items.length) void Taro.showToast({ title: `${label}列表加载中，请稍候`, icon: 'none', duration: 2000 })
        }}
      >
        {row}
      </View>
    )
  }
  return (
    <Picker
      mode='selector'
      range={items.map(textOf)}
      value={Math.max(0, items.findIndex((i) => textOf(i) === value))}
      onChange={(e) => onPick(items[Number(e.detail.value)], Number(e.detail.value))}
    >
      {row}
    </Picker>
  )
}

/** A selectable chip (subjects, tracks, gender). */
export function Choice({ text, on, disabled, onClick, testId }: { text: string; on: boolean; disabled?: boolean; onClick: () => void; testId?: string }) {
  return (
    <View
      className={`acc-choice ${on ? 'acc-choice--on' : ''} ${disabled ? 'acc-choice--disabled' : ''}`}
      onClick={() => {
        if (!disabled) onClick()
      }}
      data-testid={testId}
    >
      {text}
    </View>
  )
}

/** Whole-page centred message (loading, nothing to do, failure). */
export function CenterMessage({ title, sub, spinner, children }: { title: string; sub?: string; spinner?: boolean; children?: React.ReactNode }) {
  return (
    <View className='acc-center'>
      {spinner ? <View className='acc-spinner' /> : null}
      <Text className='acc-center__title'>{title}</Text>
      {sub ? <Text className='acc-center__sub'>{sub}</Text> : null}
      {children}
    </View>
  )
}

/** The form's one submit button; `busyText` replaces `text` while the request runs. */
export function SubmitButton({
  busy,
  onClick,
  text,
  busyText,
  disabled,
  danger,
}: {
  busy: boolean
  onClick: () => void
  text: string
  busyText?: string
  disabled?: boolean
  danger?: boolean
}) {
  return (
    <View className='acc-actions'>
      <AtButton type='primary' className={danger ? 'acc-submit acc-danger' : 'acc-submit'} loading={busy} disabled={busy || !!disabled} onClick={onClick}>
        {busy && busyText ? busyText : text}
      </AtButton>
    </View>
  )
}

/** A whole page that only says why the form is not there, with at most one way on. */
export function BlockedPage({ title, sub, spinner, action, onAction }: { title: string; sub?: string; spinner?: boolean; action?: string; onAction?: () => void }) {
  return (
    <PageShell className='acc-page'>
      <CenterMessage title={title} sub={sub} spinner={spinner}>
        {action ? (
          <View className='acc-actions'>
            <AtButton type='primary' onClick={onAction}>
              {action}
            </AtButton>
          </View>
        ) : null}
      </CenterMessage>
    </PageShell>
  )
}

/**
 * Pages that need a login: opens the login (with the way back) when there is no session, and loads the
 * user info when start-up has not yet. Answers whether a session exists.
 */
export function useLoginGuard(): boolean {
  const loggedIn = !!rootStore.session.token
  useLoad(() => {
    if (!rootStore.session.token) {
      void goLogin(currentPageUrl(), { replace: true })
      return
    }
    if (!rootStore.session.userInfo) void loadUserInfo({ silent: true }).catch(() => undefined)
  })
  return loggedIn
}

/**
 * A page whose form needs the login and the profile: the form mounts once the profile is there, starting
 * from its values (setting an input's value before Taro's H5 input has mounted logs an error, so values
 * are never pushed in from an effect).
 */
export function profileFormPage(Form: ComponentType<{ info: UserInfo }>) {
  return observer(function ProfileFormPage() {
    const loggedIn = useLoginGuard()
    const { session } = useStore()
    if (!loggedIn) return <BlockedPage title='请先登录' />
    if (!session.userInfo) return <BlockedPage title='加载中，请稍候' spinner />
    return <Form info={session.userInfo} />
  })
}

export interface DocSection {
  h: string
  p: string[]
}

/** A legal text: title, dates, numbered sections of paragraphs. */
export function DocView({ title, meta, intro, sections }: { title: string; meta: string; intro: string[]; sections: DocSection[] }) {
  return (
    <View className='acc-doc'>
      <Text className='acc-doc__title'>{title}</Text>
      <Text className='acc-doc__meta'>{meta}</Text>
      {intro.map((p, i) => (
        <Text key={`i${i}`} className='acc-doc__p'>
          {p}
        </Text>
      ))}
      {sections.map((s) => (
        <View key={s.h}>
          <Text className='acc-doc__h'>{s.h}</Text>
          {s.p.map((p, i) => (
            <Text key={i} className='acc-doc__p'>
              {p}
            </Text>
          ))}
        </View>
      ))}
    </View>
  )
}

/**
 * Small building blocks the account pages share: a labelled input with its error under it, the SMS code
 * field with its send button, the agreement check, a picker row and a choice chip. Logic stays in
 * services (account.ts, sms-sender.ts) and utils/validate.ts.
 */
import { View, Text, Picker } from '@tarojs/components'
import { AtInput } from 'taro-ui'
import { observer } from 'mobx-react'
import Taro, { useLoad } from '@tarojs/taro'
import type { SmsSender } from '../../../services/sms-sender'
import { rootStore } from '../../../stores'
import { goLogin } from '../../../services/navigation'
import { loadUserInfo } from '../../../services/profile'
import { currentPageUrl } from '../../../utils/url'
import './form.scss'

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

export const AGREEMENT_REQUIRED_TEXT = '请先阅读并同意《用户服务协议》和《隐私政策》'

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

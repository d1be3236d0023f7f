/**
 * A labelled text input with its error (or a hint) under it, on taro-ui's AtInput: the account forms' field.
 * The form state hooks beside it (use-form.ts) keep values and errors the same way in every form.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { AtInput } from 'taro-ui'
import 'taro-ui/lib/style/components/input.scss'
import 'taro-ui/lib/style/components/icon.scss'
import './index.scss'

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
  /** at the input's right, e.g. the 获取验证码 button */
  children?: ReactNode
}

export function Field({ name, title, value, onChange, type = 'text', placeholder, maxLength, error, hint, disabled, children }: FieldProps) {
  return (
    <View className={`zy-field ${error ? 'zy-field--error' : ''}`} data-field={name}>
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
        <Text className='zy-field__error' data-error-for={name}>
          {error}
        </Text>
      ) : hint ? (
        <Text className='zy-field__hint'>{hint}</Text>
      ) : null}
    </View>
  )
}

/** An error that belongs to the form or to a row without an input (a picker, a choice): under it, in red. */
export function FieldError({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <Text className='zy-field__error zy-field__error--block' data-error-for={name}>
      {children}
    </Text>
  )
}

export default Field

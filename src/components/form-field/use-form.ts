/**
 * The state every account form keeps the same way: text values with an error each (typing clears it),
 * the busy flag while the request runs, the agreement check and the SMS sender. Pages then state only
 * their fields, their checks (utils/validate.ts) and what they send.
 */
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { useStore } from '../../stores'
import type { SmsSender } from '../../stores/sms-sender'
import type { SmsPurposeValue } from '../../services/sms'
import { collectErrors } from '../../utils/validate'

export const AGREEMENT_REQUIRED_TEXT = '请先阅读并同意《用户服务协议》和《隐私政策》'

export interface FormFields<K extends string> {
  values: Record<K, string>
  errors: Partial<Record<K, string>>
  busy: boolean
  /** props for a Field (or SmsCodeField): its name, value and error; typing replaces the value and clears the error */
  field: (name: K) => { name: string; value: string; error: string | undefined; onChange: (v: string) => void }
  setError: (name: K, message: string | undefined) => void
  /** shows what the checks found (and only that); answers whether the form may be sent */
  validate: (checks: Record<K, string | null>) => boolean
  /** runs the request with the busy flag on; a failure has already been shown by the request layer */
  submitting: (send: () => Promise<unknown>) => Promise<void>
}

export function useFormFields<K extends string>(initial: Record<K, string>): FormFields<K> {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({})
  const [busy, setBusy] = useState(false)
  const setError = (name: K, message: string | undefined) => setErrors((e) => ({ ...e, [name]: message }))
  return {
    values,
    errors,
    busy,
    setError,
    field: (name) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (v) => {
        setValues((s) => ({ ...s, [name]: v }))
        if (errors[name]) setError(name, undefined)
      },
    }),
    validate: (checks) => {
      const found = collectErrors(checks)
      setErrors(found)
      return !Object.keys(found).length
    },
    submitting: async (send) => {
      setBusy(true)
      try {
        await send()
      } catch {
        // shown by the request layer
      } finally {
        setBusy(false)
      }
    },
  }
}

/** The agreement check: `props` go to AgreementCheck; `confirmed()` answers whether it is ticked, else marks it and says so. */
export function useAgreement() {
  const [agreed, setAgreed] = useState(false)
  const [error, setError] = useState(false)
  return {
    props: {
      checked: agreed,
      error,
      onChange: (v: boolean) => {
        setAgreed(v)
        setError(false)
      },
    },
    confirmed: (): boolean => {
      if (agreed) return true
      setError(true)
      void Taro.showToast({ title: AGREEMENT_REQUIRED_TEXT, icon: 'none', duration: 2000 })
      return false
    },
  }
}

/** One SMS sender for the page's lifetime (its countdown stops when the page goes away). */
export function useSmsSender(purpose: SmsPurposeValue): SmsSender {
  const store = useStore()
  const [sender] = useState(() => store.smsSender(purpose))
  useEffect(() => () => sender.dispose(), [sender])
  return sender
}

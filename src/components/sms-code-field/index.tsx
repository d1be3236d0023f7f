/**
 * The 6-digit SMS code field with its 获取验证码 button (counting down after a send), and the pair every SMS form
 * has: the mobile field with the code field under it. A problem with the mobile found when sending shows on the
 * mobile field.
 */
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { SmsSender } from '../../stores/sms-sender'
import { Button } from '../button'
import { Field, type FormFields } from '../form-field'
import './index.scss'

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
      <View className='zy-sms-code'>
        <Button size='small' kind='ghost' disabled={!sender.canSend} onClick={() => void send()} testId='sms-send'>
          {sender.label}
        </Button>
      </View>
    </Field>
  )
})

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

export default SmsCodeField

/** A read-only label / value row (a detail card, a form's fixed facts), on taro-ui's AtListItem. */
import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { AtListItem } from 'taro-ui'
import 'taro-ui/lib/style/components/list.scss'
import './index.scss'

export function FieldRow({ label, children, hint, testId }: { label: string; children?: ReactNode; hint?: string; testId?: string }) {
  return (
    <View className='zy-field-row' data-testid={testId}>
      <AtListItem title={label} note={hint} extraText={<View className='zy-field-row__value'>{children}</View>} hasBorder={false} />
    </View>
  )
}

export default FieldRow

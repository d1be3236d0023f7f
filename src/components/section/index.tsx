/**
 * A titled white card on the grey page (DESIGN.md "Look and feel"), on taro-ui's AtCard. The head shows the
 * title and, at the right, either `extra` (a source mark, a count) or a 「更多 ›」 link; without both the card has
 * no head. `flush` drops the inner padding for lists and grids that draw their own.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { AtCard } from 'taro-ui'
import 'taro-ui/lib/style/components/card.scss'
import './index.scss'

export interface SectionProps {
  title?: string
  extra?: ReactNode
  onMore?: () => void
  moreText?: string
  children?: ReactNode
  className?: string
  testId?: string
  /** no inner padding (lists and grids draw their own) */
  flush?: boolean
}

export function Section({ title, extra, onMore, moreText = '更多', children, className, testId, flush }: SectionProps) {
  const side = onMore ? (
    <Text className='zy-section__more' onClick={onMore}>
      {moreText} ›
    </Text>
  ) : (
    extra
  )
  const headless = !title && !side
  const classes = ['zy-section', flush ? 'zy-section--flush' : '', headless ? 'zy-section--headless' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <View className={classes} data-testid={testId}>
      <AtCard title={title ?? ''} extra={side ? <View className='zy-section__extra'>{side}</View> : undefined}>
        {children}
      </AtCard>
    </View>
  )
}

export default Section

/**
 * A short explanation in a tinted box: how a number was made, what a list covers. The warning tone carries an
 * icon as well as its colour, so it reads as a warning without colour.
 */
import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { AtIcon } from 'taro-ui'
import 'taro-ui/lib/style/components/icon.scss'
import './index.scss'

export interface NoteProps {
  children?: ReactNode
  tone?: 'info' | 'warn'
  testId?: string
  /** outside a card: with the page margins */
  spaced?: boolean
}

export function Note({ children, tone = 'info', testId, spaced }: NoteProps) {
  return (
    <View className={`zy-note zy-note--${tone} ${spaced ? 'zy-note--spaced' : ''}`} data-testid={testId} data-tone={tone}>
      {tone === 'warn' ? <AtIcon value='alert-circle' className='zy-note__icon' /> : null}
      <View className='zy-note__text'>{children}</View>
    </View>
  )
}

export default Note

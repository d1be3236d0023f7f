/**
 * The page's main actions in a bar fixed to the bottom (SPEC §9: 96 rpx high), with a spacer so the page's last
 * lines are not hidden under it. Holds Buttons; `note` is a short line at its left (e.g. what is chosen).
 */
import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import './index.scss'

export function BottomBar({ children, note, testId }: { children?: ReactNode; note?: ReactNode; testId?: string }) {
  return (
    <>
      <View className='zy-bottom-bar__spacer' />
      <View className='zy-bottom-bar' data-testid={testId}>
        {note ? <View className='zy-bottom-bar__note'>{note}</View> : null}
        <View className='zy-bottom-bar__actions'>{children}</View>
      </View>
    </>
  )
}

export default BottomBar

/**
 * The app's one button, on taro-ui's AtButton: `primary` (filled), `ghost` (outlined) or `plain` (grey), normal
 * or small, inline or `block` (the width of its container), with a spinner while `loading`.
 *
 * The tap is taken on the wrapper, which also carries the test id: a test (or a journey) that taps the wrapper,
 * the AtButton or the native button taro-ui lays over its text reaches the same handler.
 */
import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import 'taro-ui/lib/style/components/button.scss'
import 'taro-ui/lib/style/components/loading.scss'
import './index.scss'

export interface ButtonProps {
  children?: ReactNode
  onClick?: () => void
  kind?: 'primary' | 'ghost' | 'plain' | 'danger'
  size?: 'normal' | 'small'
  disabled?: boolean
  loading?: boolean
  block?: boolean
  testId?: string
  className?: string
}

const AT_TYPE = { primary: 'primary', ghost: 'secondary', plain: '', danger: 'secondary' } as const

export function Button({ children, onClick, kind = 'primary', size = 'normal', disabled, loading, block, testId, className }: ButtonProps) {
  const inactive = !!disabled || !!loading
  return (
    <View
      className={`zy-button zy-button--${kind} ${block ? 'zy-button--block' : 'zy-button--inline'} ${className ?? ''}`}
      data-testid={testId}
      data-disabled={inactive ? 'true' : 'false'}
      aria-disabled={inactive}
      onClick={() => {
        if (!inactive) onClick?.()
      }}
    >
      <AtButton type={AT_TYPE[kind]} size={size} circle disabled={inactive} loading={loading}>
        {children}
      </AtButton>
    </View>
  )
}

export default Button

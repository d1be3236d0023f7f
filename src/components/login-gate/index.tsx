/**
 * What needs a login: `LoginGate` shows its children to a logged-in student, else says what logging in gives with
 * a 登录 button; `useLoginGuard` sends a visitor of a login-only page to the login (with the way back) and loads the
 * user info when start-up has not yet; `profileFormPage` wraps a form that starts from the loaded profile.
 */
import type { ComponentType, ReactNode } from 'react'
import { useLoad } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useStore, type UserInfo } from '../../stores'
import { goLogin } from '../../navigation'
import { loadUserInfo } from '../../stores/flows/profile'
import { currentPageUrl } from '../../utils/url'
import { BlockedPage } from '../blocked-page'
import { Button } from '../button'
import { EmptyView } from '../empty-view'
import { Section } from '../section'

export const LoginGate = observer(function LoginGate({ why, children }: { why: string; children?: ReactNode }) {
  const { session } = useStore()
  if (session.isLoggedIn) return <>{children}</>
  return (
    <Section testId='login-gate'>
      <EmptyView text='请先登录' hint={why}>
        <Button size='small' onClick={() => void goLogin()} testId='gate-login'>
          登录
        </Button>
      </EmptyView>
    </Section>
  )
})

/** A login-only page: answers whether a session exists (and, without one, has opened the login in its place). */
export function useLoginGuard(): boolean {
  const { session } = useStore()
  const loggedIn = !!session.token
  useLoad(() => {
    if (!session.token) {
      void goLogin(currentPageUrl(), { replace: true })
      return
    }
    if (!session.userInfo) void loadUserInfo({ silent: true }).catch(() => undefined)
  })
  return loggedIn
}

/**
 * A login-only page whose form needs the profile: the form mounts once the profile is there, starting from its
 * values (setting an input's value before Taro's H5 input has mounted logs an error, so values are never pushed in
 * from an effect).
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

export default LoginGate

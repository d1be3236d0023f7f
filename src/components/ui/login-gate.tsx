import type { ReactNode } from 'react'
import { observer } from 'mobx-react'
import { EmptyView } from '../empty-view'
import { useStore } from '../../stores'
import { goLogin } from '../../services/navigation'
import { Button, Section } from './index'

/** Shows the children to a logged-in student, else a login prompt saying what logging in gives. */
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

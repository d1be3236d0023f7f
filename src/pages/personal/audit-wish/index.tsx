import { useState } from 'react'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { LoginGate } from '../../../components/login-gate'
import { Button } from '../../../components/button'
import { Section } from '../../../components/section'
import { KindTabs } from '../../../components/kind-tabs'
import { openRoute } from '../../../components/menu-list'

const STATES = [
  { key: 'all', title: '全部' },
  { key: 'pending', title: '审核中' },
  { key: 'done', title: '已完成' },
]

/** 志愿审核: the student's audit requests and their states. */
export default function AuditWishPage() {
  const [state, setState] = useState('all')
  return (
    <PageShell>
      <LoginGate why='登录后可查看志愿表的审核记录'>
        <KindTabs tabs={STATES} value={state} onChange={setState} testId='audit-states' />
        <Section flush testId='audit-records'>
          <EmptyView text='还没有审核记录' hint='志愿审核服务目前没有开放，还不能提交审核'>
            <Button size='small' kind='ghost' onClick={() => openRoute('pages/home/expert-consulting/wish-check')}>
              了解志愿审核
            </Button>
          </EmptyView>
        </Section>
      </LoginGate>
    </PageShell>
  )
}

import { useState } from 'react'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { Button, Section, Tabs, open } from '../../../components/ui'
import { LoginGate } from '../../../components/ui/login-gate'

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
        <Tabs tabs={STATES} value={state} onChange={setState} testId='audit-states' />
        <Section flush testId='audit-records'>
          <EmptyView text='还没有审核记录' hint='在志愿表详情中提交审核后，进度和专家意见会显示在这里'>
            <Button size='small' kind='ghost' onClick={() => open('pages/home/expert-consulting/wish-check')}>
              了解志愿审核
            </Button>
          </EmptyView>
        </Section>
      </LoginGate>
    </PageShell>
  )
}

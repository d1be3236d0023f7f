import { useState } from 'react'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { Button, Section, Tabs, open } from '../../../components/ui'
import { LoginGate } from '../../../components/ui/login-gate'

const KINDS = [
  { key: 'normal', title: '正式志愿表' },
  { key: 'forecast', title: '模拟志愿表' },
]

/** 我的志愿表: the saved tables, formal and simulated (wishType 0 / forecast). */
export default function VolunteerListPage() {
  const [kind, setKind] = useState('normal')
  return (
    <PageShell>
      <LoginGate why='登录后可保存和查看你的志愿表'>
        <Tabs tabs={KINDS} value={kind} onChange={setKind} testId='wish-kinds' />
        <Section flush testId='wish-tables'>
          <EmptyView text='还没有保存的志愿表' hint='在志愿填报中把院校加入志愿表并保存后，会显示在这里'>
            <Button size='small' kind='ghost' onClick={() => open('pages/query/index')}>
              去填报志愿
            </Button>
          </EmptyView>
        </Section>
      </LoginGate>
    </PageShell>
  )
}

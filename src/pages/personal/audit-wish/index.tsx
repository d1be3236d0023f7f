import { useState } from 'react'
import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { LoginGate } from '../../../components/login-gate'
import { Button } from '../../../components/button'
import { KindTabs } from '../../../components/kind-tabs'
import { PagedList } from '../../../components/paged-list'
import { AuditCard } from '../../../components/audit-card'
import { useAutoPaging } from '../../../components/paged-list/use-paging'
import { openRoute } from '../../../components/menu-list'
import { useStore } from '../../../stores'
import { go } from '../../../navigation'
import { pageUrl } from '../../../utils/url'

type State = 'all' | 'open' | 'done'
const STATES: Array<{ key: State; title: string }> = [
  { key: 'all', title: '全部' },
  { key: 'open', title: '审核中' },
  { key: 'done', title: '已结束' },
]

const AuditList = observer(function AuditList({ state }: { state: State }) {
  const store = useStore()
  const pager = useAutoPaging(() => store.audit.list(state === 'all' ? undefined : state), { pullDownRefresh: true })
  // back from a result just read or withdrawn: the list follows
  useDidShow(() => {
    if (pager?.loaded) void pager.reload()
  })
  return (
    <View data-testid='audit-records'>
      <PagedList
        pager={pager}
        emptyText={state === 'open' ? '没有正在审核的志愿表' : state === 'done' ? '还没有结束的审核' : '还没有审核记录'}
        emptyHint='在「我的志愿表」里打开一张志愿表，点「专家审核」提交'
        render={(items) =>
          items.map((a) => <AuditCard key={a.AuditId} a={a} onOpen={() => void go(pageUrl('pages/personal/audit-wish/audit-result', { id: a.AuditId }))} />)
        }
      />
      {pager?.loaded && pager.isEmpty ? (
        <View className='zy-center-action'>
          <Button size='small' kind='ghost' onClick={() => openRoute('pages/personal/volunteerlist/volunteerlist')}>
            去我的志愿表
          </Button>
        </View>
      ) : null}
    </View>
  )
})

/** 志愿审核: the student's audit requests, their states and results. */
export default function AuditWishPage() {
  const [state, setState] = useState<State>('all')
  return (
    <PageShell>
      <LoginGate why='登录后可查看志愿表的审核记录'>
        <KindTabs tabs={STATES} value={state} onChange={setState} testId='audit-states' />
        <AuditList key={state} state={state} />
      </LoginGate>
    </PageShell>
  )
}

import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import { PageShell } from '../../../components/page-shell'
import { LOOKUP, open } from '../../../navigation/lookup-routes'
import { RankRow } from '../../../components/rank-row'
import { useAutoPaging } from '../../../components/paged-list/use-paging'
import './collegeRank.scss'
import { useStore } from '../../../stores'
import { LookupStore } from '../../../stores/lookup'
import { Note } from '../../../components/note'
import { PagedList } from '../../../components/paged-list'
import { Section } from '../../../components/section'

/** 院校排名 by admission selectivity in the chosen province, year and track; the method is on the page. */
function CollegeRankPage() {
  const lookup = useStore().part(LookupStore)
  const q = lookup.collegeRank
  const ctx = q.ctx
  const [list] = useState(() => q.list())
  const method = list.answer?.Method ?? ''
  const [ready, setReady] = useState(false)
  const pager = useAutoPaging(() => list.pager, { autoLoad: false })
  const seen = useRef(-1)
  useEffect(() => {
    void ctx.ensureInit().then(() => setReady(true))
  }, [ctx])
  useEffect(() => {
    if (!ready || seen.current === q.version) return
    seen.current = q.version
    const body = q.body
    if (body) void pager?.reload(body)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads when the query is applied (its version); the body is read then
  }, [ready, q.version])
  const basis = [ctx.provinceName, ctx.trackName, ctx.year ? `${ctx.year}年` : '最新年份', q.level ?? '全部层次', q.tag ?? ''].filter(Boolean).join(' · ')
  return (
    <PageShell className='lk-crank'>
      <Section
        title='院校录取难度排名'
        extra={
          <Text className='zy-lk-link' data-testid='rank-screen' onClick={() => open(LOOKUP.collegeRankScreen)}>
            筛选
          </Text>
        }
      >
        <Text className='lk-crank__basis' data-testid='rank-basis'>
          {basis}
        </Text>
        <Note testId='rank-method'>
          {method ||
            '排名依据：所选生源省份、年份、科类中，各校普通类录取数据的最低录取位次中位数，位次越小排名越靠前。我们没有取得任何商业排行榜的授权，因此只按能核实的录取数据排序。'}
        </Note>
      </Section>
      {!ctx.provinceId && ready ? <Note>请先在筛选中选择生源省份。</Note> : null}
      <PagedList
        pager={pager}
        emptyText='该省份、年份、科类暂无可排名的录取数据'
        render={(items) => (
          <View className='lk-crank__list'>
            {items.map((r) => (
              <RankRow key={r.School.SchoolId} r={r} />
            ))}
          </View>
        )}
      />
    </PageShell>
  )
}

export default observer(CollegeRankPage)

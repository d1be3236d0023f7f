import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { openSchool } from '../../../navigation/lookup-routes'
import { BRANCH_KIND_TEXT, batchGroupText, branchText } from '../../../components/line-label'
import { SourceTag } from '../../../components/source-tag'
import { querySummary, useQueryList } from '../line-query'
import { formatNumber } from '../../../utils/number'
import { useStore } from '../../../stores'
import { LookupStore } from '../../../stores/lookup'
import { Chips } from '../../../components/chips'
import { DataTable } from '../../../components/data-table'
import { Note } from '../../../components/note'
import { PagedList } from '../../../components/paged-list'
import { Section } from '../../../components/section'

/** 招生计划查询: the plans matching the query of the 招生计划 page. */
function PlanSearchPage() {
  const lookup = useStore().part(LookupStore)
  const q = lookup.plans
  const pager = useQueryList(q)
  const summary = querySummary(q.ctx, q.filter)
  return (
    <PageShell>
      <Section title='招生计划' extra={<Text className='zy-lk-muted'>{summary}</Text>}>
        {q.batches.length > 1 ? (
          <Chips allowNone options={q.batches.map((b) => ({ key: b, label: b }))} value={q.filter.batch} onChange={(b) => q.filter.setBatch(b)} />
        ) : null}
        {q.note ? <Note>{q.note}</Note> : null}
      </Section>
      <View className='zy-lk-pad'>
        <PagedList
          pager={pager}
          emptyText='没有符合条件的招生计划'
          emptyHint='可以换个年份、科类，或不限院校再试'
          render={(items) => (
            <DataTable
              testId='plan-table'
              rows={items}
              rowKey={(p) => p.Id}
              onRowClick={(p) => p.SchoolId && openSchool(p.SchoolId)}
              columns={[
                {
                  title: '院校 / 专业',
                  flex: 2.6,
                  render: (p) => (
                    <View>
                      <Text className='lk-block'>{p.SchoolName}</Text>
                      <Text className='lk-block'>{p.MajorName || '—'}</Text>
                      <Text className='zy-lk-muted' data-testid='plan-row-labels'>
                        {[
                          `${p.Year}年`,
                          batchGroupText(p),
                          p.ElectiveRequirement ? `选科 ${p.ElectiveRequirement}` : '',
                          branchText(p) ? BRANCH_KIND_TEXT[p.BranchKind as Exclude<typeof p.BranchKind, ''>] : '',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </View>
                  ),
                },
                { title: '计划', flex: 0.7, align: 'right', render: (p) => formatNumber(p.PlanCount, { unit: '人' }) },
                {
                  title: '来源',
                  flex: 0.9,
                  align: 'right',
                  render: (p) => (
                    <SourceTag
                      compact
                      source={p.Source}
                      year={null}
                      what={`${p.Year}年 ${p.SchoolName} ${p.MajorName} 计划 ${formatNumber(p.PlanCount, { unit: '人' })}`}
                    />
                  ),
                },
              ]}
            />
          )}
        />
      </View>
    </PageShell>
  )
}

export default observer(PlanSearchPage)

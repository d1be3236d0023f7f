import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { Chips, DataTable, Note, PagedList, Section, num } from '../../../components/lookup'
import { groupText, openSchool } from '../../../components/lookup/routes'
import { SourceTag } from '../../../components/source-tag'
import { lookupStore } from '../../../stores/lookup'
import { PublicLines, type PlanRow } from '../../../services/lookup'
import { querySummary, useQueryList } from '../line-query'
import type { ApiBody, ApiData } from '@contract/endpoints'

type Body = ApiBody<'Public/EnrollmentPlan'>

/** 招生计划查询: the plans matching the query of the 招生计划 page. */
function PlanSearchPage() {
  const q = lookupStore.plans
  const pager = useQueryList<PlanRow, Body, ApiData<'Public/EnrollmentPlan'>>(q, PublicLines.EnrollmentPlan, { ProvinceId: 44, PageIndex: 1, PageSize: 30 })
  const summary = querySummary(q.ctx, q.filter)
  return (
    <PageShell>
      <Section title='招生计划' extra={<Text className='zy-lk-muted'>{summary}</Text>}>
        {q.batches.length > 1 ? <Chips allowNone options={q.batches.map((b) => ({ key: b, label: b }))} value={q.filter.batch} onChange={(b) => q.filter.setBatch(b)} /> : null}
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
                { title: '院校 / 专业', flex: 2.4, render: (p) => (
                  <View>
                    <Text className='lk-block'>{p.SchoolName}</Text>
                    <Text className='zy-lk-muted'>
                      {[p.MajorName, groupText(p.MajorGroup), p.ElectiveRequirement].filter(Boolean).join(' · ')}
                    </Text>
                  </View>
                ) },
                { title: '年份/批次', flex: 1.2, render: (p) => `${p.Year} ${p.Batch}` },
                { title: '计划', flex: 0.6, align: 'right', render: (p) => num(p.PlanCount) },
                { title: '来源', flex: 1, align: 'right', render: (p) => <SourceTag compact source={p.Source} year={p.Year} what={`${p.Year}年 ${p.SchoolName} ${p.MajorName} 计划 ${num(p.PlanCount)} 人`} /> },
              ]}
            />
          )}
        />
      </View>
    </PageShell>
  )
}

export default observer(PlanSearchPage)

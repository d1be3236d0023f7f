import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { openSchool } from '../../../navigation/lookup-routes'
import { BRANCH_KIND_TEXT, batchGroupText, branchText } from '../../../components/line-label'
import { ScoreFigure } from '../../../components/score-figure'
import { AdmissionLineSource } from '../../../components/source-tag'
import { LookupStore, ADMISSION_LEVELS } from '../../../stores/lookup'
import { querySummary, useQueryList } from '../line-query'
import { formatNumber } from '../../../utils/number'
import { useStore } from '../../../stores'
import { Chips } from '../../../components/chips'
import { DataTable } from '../../../components/data-table'
import { Note } from '../../../components/note'
import { PagedList } from '../../../components/paged-list'
import { Section } from '../../../components/section'

/** 录取数据查询: admission lines matching the query of the 录取数据 page. */
function AdmissionSearchPage() {
  const lookup = useStore().part(LookupStore)
  const q = lookup.admissions
  const pager = useQueryList(q)
  const summary = querySummary(q.ctx, q.filter, ADMISSION_LEVELS.find((l) => l.key === q.level)?.name)
  return (
    <PageShell>
      <Section title='录取数据' extra={<Text className='zy-lk-muted'>{summary}</Text>}>
        <Chips options={ADMISSION_LEVELS.map((l) => ({ key: l.key, label: l.name }))} value={q.level} onChange={(l) => l && q.setLevel(l)} />
        {q.batches.length > 1 ? (
          <View className='zy-lk-gap-top'>
            <Chips allowNone options={q.batches.map((b) => ({ key: b, label: b }))} value={q.filter.batch} onChange={(b) => q.filter.setBatch(b)} />
          </View>
        ) : null}
      </Section>
      <View className='zy-lk-pad'>
        <PagedList
          pager={pager}
          emptyText='没有符合条件的录取数据'
          emptyHint='可以换个年份、科类或数据层级再试'
          render={(items) => (
            <View>
              <DataTable
                testId='admission-table'
                rows={items}
                rowKey={(l) => l.Id}
                onRowClick={(l) => l.SchoolId && openSchool(l.SchoolId)}
                columns={[
                  {
                    title: '院校 / 专业',
                    flex: 2.2,
                    render: (l) => (
                      <View>
                        <Text className='lk-block'>{l.SchoolName}</Text>
                        <Text className='zy-lk-muted'>
                          {[
                            l.Level === 'major' ? l.MajorName : '',
                            l.Year,
                            batchGroupText(l),
                            l.SubjectName,
                            branchText(l) ? BRANCH_KIND_TEXT[l.BranchKind as Exclude<typeof l.BranchKind, ''>] : '',
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </View>
                    ),
                  },
                  { title: '最低分', flex: 0.9, align: 'right', render: (l) => <ScoreFigure value={l.MinScore} estimated={l.ScoreRounded} /> },
                  {
                    title: '最低位次',
                    flex: 1.1,
                    align: 'right',
                    render: (l) => <ScoreFigure value={l.MinRank} from={l.MinRankFrom} estimated={l.IsDerived} />,
                  },
                  {
                    title: '来源',
                    flex: 0.9,
                    align: 'right',
                    render: (l) => (
                      <AdmissionLineSource line={l} what={`${l.Year}年 ${l.SchoolName} ${l.MajorName || l.GroupName} 最低分 ${formatNumber(l.MinScore)}`} />
                    ),
                  },
                ]}
              />
              <Note>点按一行打开院校详情。</Note>
            </View>
          )}
        />
      </View>
    </PageShell>
  )
}

export default observer(AdmissionSearchPage)

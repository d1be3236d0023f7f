import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { Button } from '../../../components/button'
import { Section } from '../../../components/section'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { Note } from '../../../components/note'
import { openRoute } from '../../../components/menu-list'
import { BasisNote, CombinationRow } from '../../../components/subject-combos'
import { useStore } from '../../../stores'
import { CareerStore, type SubjectScore, type SubjectStat } from '../../../stores/career'

/** 选科详情: what one combination opens in the province, and which 选科要求 close the rest. */
function ChooseSubjectDetailsPage() {
  const store = useStore()
  const { Subjects, ProvinceId } = useRouter().params
  const combo = (Subjects ? decodeURIComponent(Subjects) : '').split(',').filter(Boolean)
  const pid = Number(ProvinceId || store.profile.provinceId)
  const ok = combo.length === 3 && Number.isInteger(pid) && pid > 10
  const stat = useLoaded(
    () =>
      ok
        ? store.part(CareerStore).load('Career/SelectExamStat', { ProvinceId: pid, Subjects: combo as SubjectScore['Subject'][] })
        : store.resource<SubjectStat>(),
    [pid, combo.join()],
  )
  if (!ok) {
    return (
      <PageShell>
        <Section>
          <EmptyView text='还没有选择省份和科目组合' hint='先选好高考省份、首选和再选科目'>
            <Button size='small' kind='ghost' onClick={() => openRoute('pages/home/chooseSubject/chooseSubject')}>
              去选科
            </Button>
          </EmptyView>
        </Section>
      </PageShell>
    )
  }
  return (
    <PageShell>
      <AsyncView
        state={stat}
        isEmpty={!stat.data?.Basis.Enough}
        emptyText='这个省份暂时不能计算'
        emptyHint={stat.data?.Basis.Text}
        onRetry={() => void stat.retry()}
        skeletonRows={5}
      >
        {() => {
          const d = stat.data!
          return (
            <>
              <Section title={`${d.Basis.ProvinceName} · 选科组合`} testId='combo'>
                <Text className='zy-ui-tag' data-testid='combo-text'>
                  {combo.join(' + ')}
                </Text>
                <CombinationRow c={d.Combination} />
                <Text className='zy-lk-muted'>
                  在本省 {d.Total} 个组合中按可报专业占比排第 {d.Combination.Rank}
                </Text>
                <BasisNote basis={d.Basis} />
              </Section>
              <Section title='这个组合不能报的，主要因为' testId='closed-by'>
                {d.ClosedBy.length ? (
                  d.ClosedBy.map((r) => (
                    <View key={r.Requirement} className='zy-lk-between zy-lk-list-row'>
                      <Text>{r.Requirement}</Text>
                      <Text className='zy-lk-muted'>{r.Rows} 行</Text>
                    </View>
                  ))
                ) : (
                  <EmptyView compact text='这些数据里没有这个组合不能报的专业' />
                )}
              </Section>
              <Note>占比只统计印有选科要求、且我们能读懂的行；具体以各院校当年公布的选科要求为准。</Note>
            </>
          )
        }}
      </AsyncView>
    </PageShell>
  )
}

export default observer(ChooseSubjectDetailsPage)

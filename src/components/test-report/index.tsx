/**
 * One report for the three assessments, drawn from the sections the server sends (User/Test<X>Info): the result,
 * its dimensions as bars (an MBTI dichotomy as one bar between its two poles), for Holland the RIASEC hexagon,
 * what it means, the suggested 专业类 (each opens the major search) and, for Holland, occupations of its code.
 * `TestReportPage` is the whole page of the three report routes (opened with ?id=).
 */
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useStore } from '../../stores'
import { AssessStore, type TestKind, type TestReport } from '../../stores/assess'
import { AsyncView } from '../async-view'
import { Button } from '../button'
import { RadarView } from '../charts/radar-view'
import { EmptyView } from '../empty-view'
import { LoginGate } from '../login-gate'
import { openRoute } from '../menu-list'
import { Note } from '../note'
import { PageShell } from '../page-shell'
import { Section } from '../section'
import './index.scss'

/** where a suggested 专业类 opens: the catalogue search with the class' name (it lists the class and its majors) */
const majorRoute = (name: string) => `pages/home/searchspecialty?keyword=${encodeURIComponent(name.replace(/类$/, ''))}`
export const OCCUPATION_ROUTE = 'pages/home/occupation/occupationtypesearch'

function Bar({ d, pair }: { d: TestReport['Dimensions'][number]; pair: boolean }) {
  return (
    <View className='zy-report__dim' data-testid='report-bar' data-key={d.Key} data-score={d.Score}>
      <View className='zy-report__row'>
        <Text>{d.Name}</Text>
        <Text className='zy-muted'>{pair ? d.Level : `${d.Score} · ${d.Level}`}</Text>
      </View>
      <View className='zy-report__row'>
        {pair ? <Text>{d.Left}</Text> : null}
        <View className='zy-report__track'>
          <View className='zy-report__fill' style={{ width: `${d.Score}%` }} />
        </View>
        {pair ? <Text>{d.Right}</Text> : null}
      </View>
      <Text className='zy-muted'>{d.Text}</Text>
    </View>
  )
}

export function TestReportView({ report: r }: { report: TestReport }) {
  const pair = r.Type === 'mbti'
  return (
    <View data-testid='report'>
      <Section>
        <View className='zy-report__head'>
          <Text className='zy-muted'>
            {r.Name} · {r.FinishedAt.slice(0, 10)}
          </Text>
          <Text className='zy-report__code' data-testid='report-code'>
            {r.Code}
          </Text>
          <Text className='zy-report__line'>{r.Title}</Text>
        </View>
        <Text className='zy-report__line'>{r.Summary}</Text>
      </Section>
      <Section title={pair ? '四个维度' : r.Type === 'holland' ? '六种兴趣' : '五个方面'} testId='report-dims'>
        {r.Type === 'holland' ? <RadarView values={r.Dimensions.map((d) => d.Score)} labels={r.Dimensions.map((d) => `${d.Key} ${d.Name}`)} /> : null}
        {r.Dimensions.map((d) => (
          <Bar key={d.Key} d={d} pair={pair} />
        ))}
      </Section>
      {r.Sections.map((s) => (
        <Section key={s.Title} title={s.Title}>
          {s.Lines.map((l) => (
            <Text key={l} className='zy-report__line'>
              {l}
            </Text>
          ))}
        </Section>
      ))}
      {r.Majors.length ? (
        <Section title='可以了解的专业类' extra={<Text className='zy-muted'>{r.MajorsSource}</Text>} testId='report-majors'>
          {r.Majors.map((m) => (
            <View key={m.Code} className='zy-report__major zy-report__row' data-testid='report-major' onClick={() => openRoute(majorRoute(m.Name))}>
              <Text>{m.Name}</Text>
              <Text className='zy-muted'>{m.Code} ›</Text>
            </View>
          ))}
        </Section>
      ) : null}
      {r.OccupationCode ? (
        <Section title='适合的职业' testId='report-occupations'>
          <Text className='zy-report__line'>{r.Occupations.join('、')}</Text>
          <Button size='small' kind='ghost' testId='report-occupation-link' onClick={() => openRoute(`${OCCUPATION_ROUTE}?HollandCode=${r.OccupationCode}`)}>
            查看 {r.OccupationCode} 型的职业
          </Button>
        </Section>
      ) : null}
      <Note spaced>
        {r.Source}。{r.MajorsNote}
      </Note>
    </View>
  )
}

/** The page of one finished test's report (the three report routes differ only by test). */
export const TestReportPage = observer(function TestReportPage({ type }: { type: TestKind }) {
  const id = Number(useRouter().params.id)
  const { session } = useStore()
  const assess = useStore().part(AssessStore)
  const [report] = useState(() => (id > 0 ? assess.report(type, id) : null))
  useEffect(() => {
    if (session.isLoggedIn) void report?.load()
  }, [report, session.isLoggedIn])
  return (
    <PageShell>
      <LoginGate why='登录后查看测评报告'>
        {report ? (
          <AsyncView state={report} isEmpty={!report.data} onRetry={() => void report.retry()} loadingStyle='spinner' emptyText='没有找到这份报告'>
            {() => <TestReportView report={report.data!} />}
          </AsyncView>
        ) : (
          <EmptyView text='没有指定报告' hint='做过的测评在「我的测评」里'>
            <Button size='small' kind='ghost' onClick={() => openRoute('pages/personal/appraisal/list')}>
              我的测评
            </Button>
          </EmptyView>
        )}
      </LoginGate>
    </PageShell>
  )
})

export default TestReportPage

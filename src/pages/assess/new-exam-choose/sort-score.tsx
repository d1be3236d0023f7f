import { useEffect, useRef, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { LoadingView } from '../../../components/loading-view'
import { ErrorView } from '../../../components/error-view'
import { loadExamSubjects, type NewExamSubjects } from '../../../stores/flows/profile'
import { errorText } from '../../../model/errors'
import './sort-score.scss'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'
import { useStore } from '../../../stores'
import { AssessStore } from '../../../stores/assess'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { BasisNote, CombinationRow } from '../../../components/subject-combos'
import { CareerStore, type SubjectScore } from '../../../stores/career'

/** the province's combinations ranked by the student's scores (and Holland code when given) */
const Ranked = observer(function Ranked({ provinceId, scores, holland }: { provinceId: number; scores: SubjectScore[]; holland: string }) {
  const career = useStore().part(CareerStore)
  const list = useLoaded(
    () => career.load('Career/SelectExamList', { ProvinceId: provinceId, Scores: scores, ...(holland ? { Holland: holland } : {}) }),
    [provinceId, JSON.stringify(scores), holland],
  )
  return (
    <Section title='适合你的选科组合' testId='ranked-combos'>
      <AsyncView state={list} isEmpty={!list.data?.List.length} onRetry={() => void list.retry()} emptyText='暂时不能比较选科组合'>
        {() => (
          <>
            <BasisNote basis={list.data!.Basis} />
            {list.data!.List.map((c) => (
              <CombinationRow
                key={c.Key}
                c={c}
                showFit
                shares={list.data!.Basis.Enough}
                onOpen={() =>
                  openRoute(`pages/home/chooseSubject/chooseSubjectDetails?ProvinceId=${provinceId}&Subjects=${encodeURIComponent(c.Subjects.join(','))}`)
                }
              />
            ))}
            <Text className='zy-sort__method'>{list.data!.Method}</Text>
          </>
        )}
      </AsyncView>
    </Section>
  )
})

/** One subject's score: a number from 0 to its full marks (100 for the choosable subjects). */
export function checkSubjectScore(text: string, full = 100): string | null {
  const t = text.trim()
  if (!t) return '请输入成绩'
  if (!/^\d+(\.\d)?$/.test(t)) return '成绩只能是数字'
  if (Number(t) > full) return `成绩不能超过 ${full}`
  return null
}

/** Subjects sorted from strongest to weakest (ties keep the entry order). */
export function sortSubjects(scores: Record<string, string>): { subject: string; score: number }[] {
  return Object.entries(scores)
    .map(([subject, s]) => ({ subject, score: Number(s) }))
    .sort((a, b) => b.score - a.score)
}

/**
 * 各科成绩排序: enter the choosable subjects' recent scores; they are sorted and checked. The province comes from the
 * 选择省份 step, else the student's own exam province.
 */
function SortScorePage() {
  const { profile } = useStore()
  const assess = useStore().part(AssessStore)
  const params = useRouter().params
  const given = Number(params.ProvinceId)
  const [holland, setHolland] = useState(/^[RIASEC]{1,3}$/.test(String(params.Holland ?? '').toUpperCase()) ? String(params.Holland).toUpperCase() : '')
  // the student's own Holland result fills the field when the page was not given one (they may change or clear it)
  const [fromTest, setFromTest] = useState(false)
  const linkedCode = useRef(holland)
  useEffect(() => {
    if (linkedCode.current) return
    assess
      .latestCode('holland')
      .then((code) => {
        if (!/^[RIASEC]{1,3}$/.test(code)) return
        setHolland((typed) => typed || code)
        setFromTest(true)
      })
      .catch(() => undefined)
  }, [assess])
  const pid = Number.isInteger(given) && given > 0 ? given : (profile.provinceId ?? NaN)
  const [rules, setRules] = useState<NewExamSubjects | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [scores, setScores] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sorted, setSorted] = useState<{ subject: string; score: number }[] | null>(null)
  const load = () => {
    setError(null)
    if (!Number.isInteger(pid) || pid <= 0) {
      setError('没有指定省份')
      return
    }
    loadExamSubjects(pid)
      .then(setRules)
      .catch((e) => setError(errorText(e)))
  }
  useEffect(load, [pid])
  if (error) {
    return (
      <PageShell>
        <ErrorView
          text={error === '没有指定省份' ? '没有指定省份' : '页面加载失败'}
          detail={error === '没有指定省份' ? '请先选择高考省份' : error}
          onRetry={error === '没有指定省份' ? () => openRoute('pages/assess/new-exam-choose/choose-province') : load}
          retryText={error === '没有指定省份' ? '去选择省份' : '重新加载'}
        />
      </PageShell>
    )
  }
  if (!rules)
    return (
      <PageShell>
        <LoadingView />
      </PageShell>
    )
  const subjects = [...new Set([...rules.FirstSubjects, ...rules.SecondSubjects])]
  const submit = () => {
    const e: Record<string, string> = {}
    for (const s of subjects) {
      const m = checkSubjectScore(scores[s] ?? '')
      if (m) e[s] = m
    }
    setErrors(e)
    setSorted(Object.keys(e).length ? null : sortSubjects(Object.fromEntries(subjects.map((s) => [s, scores[s]]))))
  }
  return (
    <PageShell className='zy-sort'>
      <Section title={`选考科目成绩（${rules.ExamMode}）`} testId='subject-scores'>
        {subjects.map((s) => (
          <View key={s} className='zy-sort__row'>
            <Text className='zy-sort__name'>{s}</Text>
            <Input
              className='zy-sort__input'
              type='digit'
              maxlength={5}
              placeholder='最近一次考试成绩（百分制）'
              value={scores[s] ?? ''}
              onInput={(ev) => {
                setScores((prev) => ({ ...prev, [s]: ev.detail.value }))
                setSorted(null)
              }}
            />
            {errors[s] ? <Text className='zy-sort__error'>{errors[s]}</Text> : null}
          </View>
        ))}
        <View className='zy-sort__row'>
          <Text className='zy-sort__name'>兴趣代码</Text>
          <Input
            className='zy-sort__input'
            maxlength={3}
            placeholder='霍兰德代码（可不填），如 RIA'
            value={holland}
            data-testid='holland-input'
            onInput={(ev) => {
              setHolland(ev.detail.value.toUpperCase().replace(/[^RIASEC]/g, ''))
              setFromTest(false)
              setSorted(null)
            }}
          />
        </View>
        {fromTest && holland ? (
          <Text className='zy-sort__note' data-testid='holland-from-test'>
            已填入你最近一次霍兰德测评的结果 {holland}，可修改或清空
          </Text>
        ) : null}
      </Section>
      {sorted ? (
        <Section title='从强到弱' testId='sorted'>
          {sorted.map((x, i) => (
            <Text key={x.subject} className='zy-sort__rank'>
              {i + 1}. {x.subject} {x.score}
            </Text>
          ))}
        </Section>
      ) : null}
      {sorted && Number.isInteger(pid) ? (
        <Ranked provinceId={pid} scores={sorted.map((x) => ({ Subject: x.subject as SubjectScore['Subject'], Score: x.score }))} holland={holland} />
      ) : null}
      <Note>请按同一次考试的成绩填写，换算成百分制，排序才有意义。兴趣代码来自霍兰德测评，可不填。</Note>
      <BottomBar>
        <Button block onClick={submit} testId='sort-submit'>
          排序并比较选科组合
        </Button>
      </BottomBar>
    </PageShell>
  )
}

export default observer(SortScorePage)

import { useEffect, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useStore } from '../../../stores'
import { checkSubjectChoice, loadExamSubjects, saveSelectSubjects, type NewExamSubjects } from '../../../stores/flows/profile'
import { leaveLogin, PAGES } from '../../../navigation'
import { errorText } from '../../../model/errors'
import { pageUrl, readParam } from '../../../utils/url'
import { FieldError } from '../../../components/form-field'
import { BlockedPage } from '../../../components/blocked-page'
import { useLoginGuard } from '../../../components/login-gate'
import { FormPage, FormCard, SubmitButton, ChoiceRow } from '../../../components/form-page'
import { Chip } from '../../../components/chips'
import { ErrorView } from '../../../components/error-view'
import { PageShell } from '../../../components/page-shell'

type Subject = '物理' | '历史' | '化学' | '生物' | '政治' | '地理' | '技术'

/**
 * 选择科目 by the province's mode (Public/NewExamSubject): 3+1+2 → one of 物理/历史 plus two of
 * 化学/生物/政治/地理; 3+3 → three (浙江 adds 技术); 文理 → nothing to choose. Then the `redirect` page.
 */
function SelectSubjectPage() {
  const loggedIn = useLoginGuard()
  const { params } = useRouter()
  const redirect = readParam(params, 'redirect')
  const { session } = useStore()
  const info = session.userInfo
  const [rules, setRules] = useState<NewExamSubjects | null>(null)
  const [first, setFirst] = useState<string | null>(null)
  const [seconds, setSeconds] = useState<string[]>([])
  const [error, setError] = useState('')
  const [loadError, setLoadError] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!info?.ExamProvinceId || !info.ExamYear) return
    loadExamSubjects(info.ExamProvinceId, info.ExamYear)
      .then((r) => {
        setRules(r)
        const saved = info.SelectSubjectList
        // the track chosen with the exam information already names the first subject (物理类 / 历史类)
        const byTrack = info.SubjectType === 2 ? '物理' : info.SubjectType === 1 ? '历史' : null
        setFirst(saved.find((s) => r.FirstSubjects.includes(s)) ?? (byTrack && r.FirstSubjects.includes(byTrack) ? byTrack : null))
        setSeconds(saved.filter((s) => r.SecondSubjects.includes(s) && !r.FirstSubjects.includes(s)))
      })
      .catch((e) => setLoadError(errorText(e)))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rules follow province and year; saved choices only preselect
  }, [info?.ExamProvinceId, info?.ExamYear])

  if (!loggedIn) return <BlockedPage title='请先登录' />
  if (info && (!info.ExamProvinceId || !info.ExamYear)) {
    return (
      <BlockedPage
        title='请先填写高考省份和年份'
        sub='选考科目的规则因省份和年份而不同'
        action='去填写'
        onAction={() => void Taro.redirectTo({ url: pageUrl(PAGES.completeInfo, redirect ? { redirect } : {}) })}
      />
    )
  }
  if (loadError) {
    return (
      <PageShell>
        <ErrorView text='科目规则加载失败' detail={loadError} />
      </PageShell>
    )
  }
  if (!rules || !info) return <BlockedPage title='加载中，请稍候' spinner />

  if (rules.ExamMode === '文理') {
    return (
      <BlockedPage
        title={`${info.ExamProvinceName} ${info.ExamYear} 年为文理分科高考`}
        sub='不需要选择选考科目'
        action='继续'
        onAction={() => void leaveLogin(redirect)}
      />
    )
  }

  const toggleSecond = (s: string) => {
    setError('')
    if (seconds.includes(s)) setSeconds(seconds.filter((x) => x !== s))
    else if (seconds.length < rules.SecondCount) setSeconds([...seconds, s])
    else void Taro.showToast({ title: `最多选择 ${rules.SecondCount} 门`, icon: 'none', duration: 2000 })
  }

  const submit = async () => {
    const problem = checkSubjectChoice(rules, first, seconds)
    setError(problem ?? '')
    if (problem) return
    setBusy(true)
    try {
      await saveSelectSubjects([...(first ? [first] : []), ...seconds] as Subject[])
      void Taro.showToast({ title: '已保存', icon: 'success', duration: 1200 })
      await leaveLogin(redirect)
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormPage
      title='选择科目'
      sub={
        <>
          {`${info.ExamProvinceName} ${info.ExamYear} 年为 ${rules.ExamMode} 模式`}
          {rules.ExamMode === '3+1+2' ? '：首选 1 门，再选 2 门' : `：选 ${rules.SecondCount} 门`}
        </>
      }
    >
      {rules.ExamMode === '3+1+2' ? (
        <>
          <FormCard title={<>首选科目（{rules.FirstSubjects.length} 选 1）</>}>
            <ChoiceRow>
              {rules.FirstSubjects.map((s) => (
                <Chip
                  key={s}
                  text={s}
                  on={first === s}
                  testId={`first-${s}`}
                  onClick={() => {
                    setFirst(s)
                    setError('')
                  }}
                />
              ))}
            </ChoiceRow>
          </FormCard>
        </>
      ) : null}
      <FormCard
        title={
          <>
            {rules.ExamMode === '3+1+2' ? '再选科目' : '选考科目'}（{rules.SecondSubjects.length} 选 {rules.SecondCount}，已选 {seconds.length}）
          </>
        }
      >
        <ChoiceRow>
          {rules.SecondSubjects.map((s) => (
            <Chip
              key={s}
              text={s}
              on={seconds.includes(s)}
              disabled={!seconds.includes(s) && seconds.length >= rules.SecondCount}
              testId={`second-${s}`}
              onClick={() => toggleSecond(s)}
            />
          ))}
        </ChoiceRow>
      </FormCard>
      {error ? <FieldError name='subjects'>{error}</FieldError> : null}
      <SubmitButton busy={busy} onClick={() => void submit()} text='保存' />
    </FormPage>
  )
}

export default observer(SelectSubjectPage)

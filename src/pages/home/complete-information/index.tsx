import { useEffect, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useStore, isSubjectType, type SubjectType, type UserInfo } from '../../../stores'
import {
  examYearOptions,
  guessExamYear,
  loadExamSubjects,
  loadProvinces,
  loadScoreConfig,
  modeNeedsSubjects,
  resolveDefaultProvince,
  saveExam,
  subjectTypeOptions,
  totalScoreOf,
} from '../../../stores/flows/profile'
import { leaveLogin, PAGES } from '../../../navigation'
import { checkScore } from '../../../utils/validate'
import { pageUrl, readParam } from '../../../utils/url'
import { Field, FieldError } from '../../../components/form-field'
import { BlockedPage } from '../../../components/blocked-page'
import { useLoginGuard } from '../../../components/login-gate'
import { FormPage, FormCard, FormNote, SubmitButton, ChoiceRow } from '../../../components/form-page'
import { Chip } from '../../../components/chips'
import { PickerRow } from '../../../components/picker-row'

type Errors = Partial<Record<'province' | 'year' | 'subjectType' | 'score', string>>

/**
 * 完善高考信息: exam province, year, track and score (within the province's full marks). New-exam
 * provinces continue to the subject choice; then the `redirect` page (or back).
 */
const CompleteInformationForm = observer(function CompleteInformationForm({ info, redirect }: { info: UserInfo; redirect: string }) {
  const { province: provinces } = useStore()
  const [provinceId, setProvinceId] = useState<number | null>(info.ExamProvinceId)
  const [year, setYear] = useState<number | null>(info.ExamYear)
  const [subjectType, setSubjectType] = useState<SubjectType | null>(isSubjectType(info.SubjectType) ? info.SubjectType : null)
  const [score, setScore] = useState(info.Score !== null ? String(info.Score) : '')
  const [mode, setMode] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [loadError, setLoadError] = useState('')

  // what is known already: the saved exam information, else the default province and the current exam year
  useEffect(() => {
    void loadScoreConfig().catch(() => undefined)
    loadProvinces()
      .then(async () => {
        if (info.ExamProvinceId) return
        const d = await resolveDefaultProvince()
        setProvinceId((p) => p ?? d?.ID ?? null)
      })
      .catch(() => setLoadError('省份列表加载失败'))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form: it starts from the saved exam information
  }, [])

  const currentYear = provinces.currentExamYear ?? guessExamYear()
  useEffect(() => {
    if (year === null && provinces.currentExamYear) setYear(provinces.currentExamYear)
  }, [provinces.currentExamYear, year])

  // the exam mode of the chosen province and year decides the tracks
  useEffect(() => {
    if (!provinceId || !year) return
    let live = true
    loadExamSubjects(provinceId, year)
      .then((r) => {
        if (!live) return
        setMode(r.ExamMode)
        const options = subjectTypeOptions(r.ExamMode)
        setSubjectType((t) => (t && options.some((o) => o.value === t) ? t : options.length === 1 ? options[0].value : null))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [provinceId, year])

  const total = totalScoreOf(provinceId)
  const chosen = provinces.byId(provinceId)
  const years = examYearOptions(currentYear)
  const tracks = mode ? subjectTypeOptions(mode) : []

  const submit = async () => {
    const found: Errors = {}
    if (!provinceId) found.province = '请选择高考省份'
    if (!year) found.year = '请选择高考年份'
    if (!subjectType) found.subjectType = mode === '3+1+2' ? '请选择首选科目类别（物理类或历史类）' : '请选择科类'
    const scoreProblem = checkScore(score, total, false)
    if (scoreProblem) found.score = scoreProblem
    setErrors(found)
    if (Object.keys(found).length || !provinceId || !year || !subjectType) return
    setBusy(true)
    try {
      await saveExam({ ExamProvinceId: provinceId, ExamYear: year, SubjectType: subjectType, ...(score.trim() ? { Score: Number(score) } : {}) })
      void Taro.showToast({ title: '已保存', icon: 'success', duration: 1200 })
      if (modeNeedsSubjects(mode)) await Taro.redirectTo({ url: pageUrl(PAGES.selectSubject, redirect ? { redirect } : {}) })
      else await leaveLogin(redirect)
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormPage title='完善高考信息' sub='院校推荐、位次换算都以这些信息为准，之后可在「我的」中修改'>
      {loadError ? <FormNote>{loadError}，请返回后重试</FormNote> : null}
      <FormCard>
        <PickerRow<number>
          label='高考省份'
          options={provinces.list.map((p) => ({ key: p.ID, label: p.ProvinceName }))}
          value={chosen?.ID ?? null}
          testId='pick-province'
          onChange={(id) => {
            setProvinceId(id)
            setErrors({ ...errors, province: undefined, score: undefined })
          }}
        />
        {errors.province ? <FieldError name='province'>{errors.province}</FieldError> : null}
        <PickerRow<number>
          label='高考年份'
          options={years.map((y) => ({ key: y, label: `${y} 年` }))}
          value={year}
          testId='pick-year'
          onChange={(y) => {
            setYear(y)
            setErrors({ ...errors, year: undefined })
          }}
        />
        {errors.year ? <FieldError name='year'>{errors.year}</FieldError> : null}
      </FormCard>
      <FormCard
        title={
          <>
            {mode === '3+1+2' ? '首选科目类别' : '科类'}
            {chosen && mode ? `（${chosen.ProvinceName}${year ?? ''} 年：${mode === '文理' ? '文理分科' : `${mode} 新高考`}）` : ''}
          </>
        }
      >
        <ChoiceRow>
          {tracks.length ? (
            tracks.map((t) => (
              <Chip
                key={t.value}
                text={t.text}
                on={subjectType === t.value}
                testId={`track-${t.value}`}
                onClick={() => {
                  setSubjectType(t.value)
                  setErrors({ ...errors, subjectType: undefined })
                }}
              />
            ))
          ) : (
            <FormNote>请先选择省份和年份</FormNote>
          )}
        </ChoiceRow>
        {errors.subjectType ? <FieldError name='subjectType'>{errors.subjectType}</FieldError> : null}
      </FormCard>
      <FormCard>
        <Field
          name='score'
          title='高考分数'
          type='digit'
          maxLength={5}
          placeholder={total ? `选填，满分 ${total} 分` : '选填'}
          value={score}
          onChange={(v) => {
            setScore(v)
            if (errors.score) setErrors({ ...errors, score: undefined })
          }}
          error={errors.score}
          hint={total ? `${chosen?.ProvinceName ?? ''}满分 ${total} 分；还没有成绩可先填预估分或留空` : undefined}
        />
      </FormCard>
      <SubmitButton busy={busy} onClick={() => void submit()} text={modeNeedsSubjects(mode) ? '下一步：选择科目' : '保存'} />
    </FormPage>
  )
})

/**
 * The form mounts once the profile is there, starting from its values (setting an input's value before
 * Taro's H5 input has mounted logs an error, so values are never pushed in from an effect).
 */
function CompleteInformationPage() {
  const loggedIn = useLoginGuard()
  const { params } = useRouter()
  const { session } = useStore()
  if (!loggedIn) return <BlockedPage title='请先登录' />
  if (!session.userInfo) return <BlockedPage title='加载中，请稍候' spinner />
  return <CompleteInformationForm info={session.userInfo} redirect={readParam(params, 'redirect')} />
}

export default observer(CompleteInformationPage)

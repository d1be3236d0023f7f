import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useStore, type UserInfo } from '../../../stores'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { loadScoreConfig, saveFinalScore, totalScoreOf } from '../../../stores/flows/profile'
import { PAGES } from '../../../navigation'
import { checkRank, checkScore } from '../../../utils/validate'
import { pageUrl } from '../../../utils/url'
import { Field, useFormFields } from '../../../components/form-field'
import { BlockedPage } from '../../../components/blocked-page'
import { profileFormPage } from '../../../components/login-gate'
import { FormPage, FormCard, FormNote, SubmitButton } from '../../../components/form-page'

/** 录入高考成绩: the real score (and rank) once the province has published results. */
const SetRealScoreForm = observer(function SetRealScoreForm({ info }: { info: UserInfo }) {
  const form = useFormFields({
    score: info.FinalScore !== null ? String(info.FinalScore) : '',
    rank: info.FinalScore !== null && info.Rank !== null ? String(info.Rank) : '',
  })
  const { score, rank } = form.values
  const store = useStore()
  const published = useLoaded(() => store.accountPages.finalScorePublished(info.ExamProvinceId, info.ExamYear), [info.ExamProvinceId, info.ExamYear]).data

  useEffect(() => {
    void loadScoreConfig().catch(() => undefined)
  }, [])

  if (!info.ExamProvinceId || !info.ExamYear) {
    return <BlockedPage title='请先完善高考信息' action='去完善' onAction={() => void Taro.redirectTo({ url: pageUrl(PAGES.completeInfo) })} />
  }

  const total = totalScoreOf(info.ExamProvinceId)

  const submit = async () => {
    if (!form.validate({ score: checkScore(score, total), rank: checkRank(rank) })) return
    await form.submitting(async () => {
      await saveFinalScore({ FinalScore: Number(score), ...(rank.trim() ? { Rank: Number(rank) } : {}) })
      void Taro.showToast({ title: '成绩已保存', icon: 'success', duration: 1500 })
      setTimeout(() => void Taro.navigateBack().catch(() => undefined), 800)
    })
  }

  return (
    <FormPage
      title='录入高考成绩'
      sub={
        <>
          {info.ExamProvinceName} {info.ExamYear} 年 · 实考分将替代预估分用于推荐
        </>
      }
    >
      {published === false ? (
        <FormNote>
          {info.ExamProvinceName} {info.ExamYear} 年高考成绩尚未公布，公布后再来录入。
        </FormNote>
      ) : null}
      <FormCard>
        <Field
          {...form.field('score')}
          title='高考成绩'
          type='digit'
          maxLength={5}
          placeholder={total ? `满分 ${total} 分` : '请输入成绩'}
          disabled={published === false}
        />
        <Field {...form.field('rank')} title='全省位次' type='number' maxLength={7} placeholder='选填，以成绩单为准' disabled={published === false} />
      </FormCard>
      <SubmitButton busy={form.busy} onClick={submit} text='保存' disabled={published === false} />
    </FormPage>
  )
})

export default profileFormPage(SetRealScoreForm)

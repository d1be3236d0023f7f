import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { SUBJECT_TYPE_TEXT, SUBJECT_TYPE_TEXT_NEW_EXAM, isSubjectType, useStore, type UserInfo } from '../../stores'
import { useLoaded } from '../../components/async-view/use-loaded'
import { loadScoreConfig, saveScore, totalScoreOf } from '../../stores/flows/profile'
import { PAGES } from '../../navigation'
import { checkScore } from '../../utils/validate'
import { pageUrl } from '../../utils/url'
import { Field, useFormFields } from '../../components/form-field'
import { BlockedPage } from '../../components/blocked-page'
import { profileFormPage } from '../../components/login-gate'
import { FormPage, FormCard, FormLinks, SubmitButton, InfoRow } from '../../components/form-page'

/** 修改成绩: the score recommendations use, with the number of changes left. */
const EditScoreForm = observer(function EditScoreForm({ info }: { info: UserInfo }) {
  const form = useFormFields({ score: info.Score !== null ? String(info.Score) : '' })
  const { score } = form.values
  const store = useStore()
  const edits = useLoaded(() => store.accountPages.scoreEdits()).data

  useEffect(() => {
    void loadScoreConfig().catch(() => undefined)
  }, [])

  if (!info.ExamProvinceId || !info.ExamYear || !isSubjectType(info.SubjectType)) {
    return (
      <BlockedPage
        title='请先完善高考信息'
        sub='分数需要对应省份、年份和科类'
        action='去完善'
        onAction={() => void Taro.redirectTo({ url: pageUrl(PAGES.completeInfo) })}
      />
    )
  }

  const total = totalScoreOf(info.ExamProvinceId)
  const track = (info.IsNewExam ? SUBJECT_TYPE_TEXT_NEW_EXAM : SUBJECT_TYPE_TEXT)[info.SubjectType]
  // the first score is free; changes after it count against the limit
  const left = edits && info.Score !== null ? Math.max(0, edits.Limit - edits.Used) : null
  const noneLeft = left === 0

  const submit = async () => {
    if (!form.validate({ score: checkScore(score, total) })) return
    if (info.Score !== null && Number(score) === info.Score) {
      form.setError('score', '分数没有变化')
      return
    }
    if (info.Score !== null && left !== null) {
      const { confirm } = await Taro.showModal({ title: '确认修改分数', content: `修改后剩余 ${left - 1} 次修改机会，确定修改为 ${Number(score)} 分吗？` })
      if (!confirm) return
    }
    await form.submitting(async () => {
      await saveScore({ Score: Number(score) })
      void Taro.showToast({ title: '分数已更新', icon: 'success', duration: 1500 })
      setTimeout(() => void Taro.navigateBack().catch(() => undefined), 800)
    })
  }

  return (
    <FormPage>
      <FormCard title='高考信息'>
        <InfoRow label='省份 · 年份' value={`${info.ExamProvinceName} · ${info.ExamYear} 年`} />
        <InfoRow label='科类' value={`${track}${info.SelectSubjectList.length ? `（${info.SelectSubjectList.join('、')}）` : ''}`} />
      </FormCard>
      <FormCard title='分数'>
        <Field
          {...form.field('score')}
          title='分数'
          type='digit'
          maxLength={5}
          placeholder={total ? `满分 ${total} 分` : '请输入分数'}
          disabled={noneLeft}
          hint={left !== null ? `还可修改 ${left} 次（共 ${edits?.Limit} 次）` : '首次填写不计入修改次数'}
        />
      </FormCard>
      <SubmitButton busy={form.busy} onClick={submit} text={noneLeft ? '修改次数已用完' : '保存'} disabled={noneLeft} />
      <FormLinks links={[{ text: '修改省份、年份或科类', onClick: () => void Taro.navigateTo({ url: pageUrl(PAGES.completeInfo) }) }]} />
    </FormPage>
  )
})

export default profileFormPage(EditScoreForm)

import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { CenterMessage, Field, useLoginGuard } from '../account-ui'
import { useStore, type UserInfo } from '../../../stores'
import { loadScoreConfig, saveFinalScore, totalScoreOf } from '../../../services/profile'
import { Public } from '../../../services/public'
import { PAGES } from '../../../services/navigation'
import { checkRank, checkScore, collectErrors } from '../../../utils/validate'
import { pageUrl } from '../../../utils/url'

/** 录入高考成绩: the real score (and rank) once the province has published results. */
const SetRealScoreForm = observer(function SetRealScoreForm({ info }: { info: UserInfo }) {
  const [score, setScore] = useState(info.FinalScore !== null ? String(info.FinalScore) : '')
  const [rank, setRank] = useState(info.FinalScore !== null && info.Rank !== null ? String(info.Rank) : '')
  const [errors, setErrors] = useState<Partial<Record<'score' | 'rank', string>>>({})
  const [published, setPublished] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void loadScoreConfig().catch(() => undefined)
  }, [])
  useEffect(() => {
    if (!info.ExamProvinceId || !info.ExamYear) return
    Public.ProvinceIsFinalScore({ ProvinceId: info.ExamProvinceId, Year: info.ExamYear })
      .then(setPublished)
      .catch(() => setPublished(null))
  }, [info.ExamProvinceId, info.ExamYear])

  if (!info.ExamProvinceId || !info.ExamYear) {
    return (
      <PageShell className='acc-page'>
        <CenterMessage title='请先完善高考信息'>
          <View className='acc-actions'>
            <AtButton type='primary' onClick={() => void Taro.redirectTo({ url: pageUrl(PAGES.completeInfo) })}>
              去完善
            </AtButton>
          </View>
        </CenterMessage>
      </PageShell>
    )
  }

  const total = totalScoreOf(info.ExamProvinceId)

  const submit = async () => {
    const found = collectErrors({ score: checkScore(score, total), rank: checkRank(rank) })
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      await saveFinalScore({ FinalScore: Number(score), ...(rank.trim() ? { Rank: Number(rank) } : {}) })
      void Taro.showToast({ title: '成绩已保存', icon: 'success', duration: 1500 })
      setTimeout(() => void Taro.navigateBack().catch(() => undefined), 800)
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell className='acc-page'>
      <View className='acc-hero'>
        <Text className='acc-hero__title'>录入高考成绩</Text>
        <Text className='acc-hero__sub'>
          {info.ExamProvinceName} {info.ExamYear} 年 · 实考分将替代预估分用于推荐
        </Text>
      </View>
      {published === false ? (
        <Text className='acc-note'>
          {info.ExamProvinceName} {info.ExamYear} 年高考成绩尚未公布，公布后再来录入。
        </Text>
      ) : null}
      <View className='acc-card'>
        <Field
          name='score'
          title='高考成绩'
          type='digit'
          maxLength={5}
          placeholder={total ? `满分 ${total} 分` : '请输入成绩'}
          value={score}
          disabled={published === false}
          onChange={(v) => {
            setScore(v)
            if (errors.score) setErrors({ ...errors, score: undefined })
          }}
          error={errors.score}
        />
        <Field
          name='rank'
          title='全省位次'
          type='number'
          maxLength={7}
          placeholder='选填，以成绩单为准'
          value={rank}
          disabled={published === false}
          onChange={(v) => {
            setRank(v)
            if (errors.rank) setErrors({ ...errors, rank: undefined })
          }}
          error={errors.rank}
        />
      </View>
      <View className='acc-actions'>
        <AtButton type='primary' className='acc-submit' loading={busy} disabled={busy || published === false} onClick={submit}>
          保存
        </AtButton>
      </View>
    </PageShell>
  )
})

/** The form mounts once the profile is there, starting from its values (see editscore.tsx). */
function SetRealScorePage() {
  const loggedIn = useLoginGuard()
  const { session } = useStore()
  if (!loggedIn) return <PageShell className='acc-page'><CenterMessage title='请先登录' /></PageShell>
  if (!session.userInfo) return <PageShell className='acc-page'><CenterMessage title='加载中，请稍候' spinner /></PageShell>
  return <SetRealScoreForm info={session.userInfo} />
}

export default observer(SetRealScorePage)

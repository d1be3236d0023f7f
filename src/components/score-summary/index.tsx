/**
 * The student's exam facts at the top of a filling page (province · year · track · subjects · score), one tap
 * to change them; a login or fill-in prompt when they are missing.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import { goLogin, PAGES } from '../../navigation'
import { trackText } from '../../model/track'
import { Button } from '../button'
import { openRoute } from '../menu-list'
import './index.scss'

export const ScoreSummary = observer(function ScoreSummary({ needScore = true }: { needScore?: boolean }) {
  const { session, profile } = useStore()
  const p = profile.SProvince
  if (!session.isLoggedIn) {
    return (
      <View className='zy-score-summary' data-testid='score-summary' data-state='anonymous'>
        <Text className='zy-score-summary__text'>登录后按你的分数和位次填报</Text>
        <Button size='small' onClick={() => void goLogin()}>
          登录
        </Button>
      </View>
    )
  }
  if (!p || !profile.Year || !profile.SubjectType || (needScore && profile.Score === null)) {
    return (
      <View className='zy-score-summary' data-testid='score-summary' data-state='incomplete'>
        <Text className='zy-score-summary__text'>还没有填写高考成绩</Text>
        <Button size='small' onClick={() => openRoute(PAGES.completeInfo)}>
          填写成绩
        </Button>
      </View>
    )
  }
  return (
    <View className='zy-score-summary' data-testid='score-summary' data-state='complete' onClick={() => openRoute(PAGES.completeInfo)}>
      <Text className='zy-score-summary__text'>
        {p.ProvinceName} · {profile.Year} 年 · {trackText(profile.SubjectType, p.IsNewExam)}
        {profile.SelectSubjectList.length ? ` · ${profile.SelectSubjectList.join('/')}` : ''}
        {profile.Score !== null ? ` · ${profile.Score} 分` : ''}
      </Text>
      <Text className='zy-score-summary__edit'>修改 ›</Text>
    </View>
  )
})

export default ScoreSummary

import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import { goLogin, PAGES } from '../../services/navigation'
import { trackText } from './format'
import { Button, open } from './index'

/**
 * The student's exam facts at the top of a filling page (province · year · track · subjects · score), one tap
 * to change them; a login or fill-in prompt when they are missing.
 */
export const ScoreSummary = observer(function ScoreSummary({ needScore = true }: { needScore?: boolean }) {
  const { session, profile: scoreForm } = useStore()
  const p = scoreForm.SProvince
  if (!session.isLoggedIn) {
    return (
      <View className='zy-ui-summary' data-testid='score-summary' data-state='anonymous'>
        <Text className='zy-ui-summary__text'>登录后按你的分数和位次填报</Text>
        <Button size='small' onClick={() => void goLogin()}>
          登录
        </Button>
      </View>
    )
  }
  if (!p || !scoreForm.Year || !scoreForm.SubjectType || (needScore && scoreForm.Score === null)) {
    return (
      <View className='zy-ui-summary' data-testid='score-summary' data-state='incomplete'>
        <Text className='zy-ui-summary__text'>还没有填写高考成绩</Text>
        <Button size='small' onClick={() => open(PAGES.completeInfo)}>
          填写成绩
        </Button>
      </View>
    )
  }
  return (
    <View className='zy-ui-summary' data-testid='score-summary' data-state='complete' onClick={() => open(PAGES.completeInfo)}>
      <Text className='zy-ui-summary__text'>
        {p.ProvinceName} · {scoreForm.Year} 年 · {trackText(scoreForm.SubjectType, p.IsNewExam)}
        {scoreForm.SelectSubjectList.length ? ` · ${scoreForm.SelectSubjectList.join('/')}` : ''}
        {scoreForm.Score !== null ? ` · ${scoreForm.Score} 分` : ''}
      </Text>
      <Text className='zy-ui-summary__edit'>修改 ›</Text>
    </View>
  )
})

import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { Button, EntryCards, MenuList, Note, Section, open } from '../../components/ui'
import { fillingModes } from '../../components/wish/modes'
import { trackText } from '../../components/ui/format'
import { useStore } from '../../stores'
import { goLogin, PAGES } from '../../services/navigation'
import { loadUserInfo } from '../../services/profile'
import './index.scss'

const ScorePrompt = observer(function ScorePrompt() {
  const { session, scoreForm } = useStore()
  const p = scoreForm.SProvince
  if (!session.isLoggedIn) {
    return (
      <View className='zy-query-score' data-testid='query-score' data-state='anonymous'>
        <Text className='zy-query-score__lead'>登录后填写成绩，开始填报志愿</Text>
        <Button size='small' testId='query-login' onClick={() => void goLogin()}>
          登录
        </Button>
      </View>
    )
  }
  if (!p || !scoreForm.Year || !scoreForm.SubjectType || scoreForm.Score === null) {
    return (
      <View className='zy-query-score' data-testid='query-score' data-state='no-score'>
        <View className='zy-query-score__text'>
          <Text className='zy-query-score__lead'>还没有填写高考成绩</Text>
          <Text className='zy-query-score__sub'>志愿推荐按你的省份、科类和分数计算，请先填写</Text>
        </View>
        <Button size='small' testId='query-fill' onClick={() => open(PAGES.completeInfo)}>
          填写成绩
        </Button>
      </View>
    )
  }
  return (
    <View className='zy-query-score' data-testid='query-score' data-state='complete' onClick={() => open(PAGES.completeInfo)}>
      <View className='zy-query-score__text'>
        <Text className='zy-query-score__sub'>
          {p.ProvinceName} · {scoreForm.Year} 年 · {trackText(scoreForm.SubjectType, p.IsNewExam)}
          {scoreForm.SelectSubjectList.length ? ` · ${scoreForm.SelectSubjectList.join('/')}` : ''}
        </Text>
        <Text className='zy-query-score__lead'>{scoreForm.Score} 分</Text>
      </View>
      <Text className='zy-query-score__edit'>修改 ›</Text>
    </View>
  )
})

function QueryPage() {
  const { session, scoreForm } = useStore()
  const refresh = async () => {
    if (session.isLoggedIn) await loadUserInfo({ silent: true })
  }
  return (
    <PageShell className='zy-query' onRefresh={refresh}>
      <View className='zy-query__band'>
        <ScorePrompt />
      </View>
      <Section title='选择填报方式' onMore={() => open('pages/query/contrast')} moreText='方式说明' testId='query-modes'>
        <EntryCards items={fillingModes(scoreForm.SProvince ? scoreForm.SProvince.IsNewExam : null)} />
      </Section>
      <Section flush>
        <MenuList
          items={[
            { key: 'tables', title: '我的志愿表', extra: '已保存的志愿表', route: 'pages/query/adjust-wish' },
            { key: 'audit', title: '志愿审核', extra: '请专家检查志愿表', route: 'pages/personal/audit-wish/index' },
            { key: 'expert', title: '专家咨询', route: 'pages/home/expert-consulting/index' },
          ]}
        />
      </Section>
      <Note>冲、稳、保按历年录取位次与你的位次比较得出，仅供参考；正式填报请以省教育考试院公布的招生计划和规则为准。</Note>
    </PageShell>
  )
}

export default observer(QueryPage)

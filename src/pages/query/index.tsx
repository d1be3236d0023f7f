import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { Button, EntryCards, MenuList, Note, Section, open, type EntryItem } from '../../components/ui'
import { trackText } from '../../components/ui/format'
import { useStore } from '../../stores'
import { goLogin, PAGES } from '../../services/navigation'
import { loadUserInfo } from '../../services/profile'
import school from '../../assets/entries/school.png'
import major from '../../assets/entries/major.png'
import fill from '../../assets/entries/fill.png'
import subjects from '../../assets/entries/subjects.png'
import data from '../../assets/entries/data.png'
import './index.scss'

/** The filling modes of SPEC §1, with what each one does. */
export function fillingModes(isNewExam: boolean | null): EntryItem[] {
  const fits = (forNewExam: boolean) => (isNewExam === null ? undefined : isNewExam === forNewExam ? '适合你的省份' : undefined)
  return [
    {
      key: 'college',
      title: '院校优先',
      icon: school,
      desc: '先按分数和位次圈定冲、稳、保的院校，再在每所院校里挑专业（传统文理科省份常用）',
      route: 'pages/query/college/batch',
      badge: fits(false),
    },
    {
      key: 'speciality',
      title: '专业优先',
      icon: major,
      desc: '先选想学的专业，再看开设该专业、分数够得着的院校',
      route: 'pages/query/speciality/index',
    },
    {
      key: 'self',
      title: '自主填报',
      icon: fill,
      desc: '自己搜索院校和专业，逐条加入志愿表，适合已有明确目标的同学',
      route: 'pages/query/self/index',
    },
    {
      key: 'newExam',
      title: '新高考批次填报',
      icon: subjects,
      desc: '按“院校专业组”或“专业+院校”的新高考规则，结合你的选考科目筛选可报志愿',
      route: 'pages/newExam/batch',
      badge: fits(true),
    },
    {
      key: 'simulate',
      title: '模拟填报',
      icon: data,
      desc: '换一个分数试试看：不改动你的高考信息，预演不同分数下的填报结果',
      route: 'pages/query/scoreForm',
    },
  ]
}

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

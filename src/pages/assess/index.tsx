import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { PageShell } from '../../components/page-shell'
import mbti from '../../assets/entries/mbti.png'
import holland from '../../assets/entries/holland.png'
import personality from '../../assets/entries/personality.png'
import subjects from '../../assets/entries/subjects.png'
import pathIcon from '../../assets/entries/path.png'
import './index.scss'
import { MenuList, type MenuItem } from '../../components/menu-list'
import { Note } from '../../components/note'
import { Section } from '../../components/section'
import { useStore } from '../../stores'
import { AssessStore, isTestKind } from '../../stores/assess'

/** The assessment centre (SPEC §1): what each test measures, in one line, and where it starts. */
export const ASSESSMENTS: readonly MenuItem[] = [
  {
    key: 'mbti',
    title: 'MBTI 性格测评',
    icon: mbti,
    desc: '看你的精力来源、获取信息、做决定和安排生活的偏好，归入 16 种性格类型',
    route: 'pages/personal/mbtiintroduce',
  },
  {
    key: 'holland',
    title: '霍兰德职业兴趣测评',
    icon: holland,
    desc: '从现实、研究、艺术、社会、企业、常规六种兴趣看你适合的专业与职业方向',
    route: 'pages/assess/custom-pages/test-tips?type=holland',
  },
  {
    key: 'personality',
    title: '中学生性格测评',
    icon: personality,
    desc: '了解自己的性格特点与学习习惯，为选科和专业选择做参考',
    route: 'pages/assess/custom-pages/test-tips?type=personality',
  },
  {
    key: 'subjects',
    title: '新高考选科测评',
    icon: subjects,
    desc: '结合各科成绩排序与兴趣，比较选科组合能报的专业范围',
    route: 'pages/assess/new-exam-choose/index',
  },
  {
    key: 'path',
    title: '升学路径测评',
    icon: pathIcon,
    desc: '梳理普通批、强基计划、综合评价、专项计划等升学路径哪条更适合你',
    route: 'pages/assess/enter-path/index',
  },
]

function AssessPage() {
  const assess = useStore().part(AssessStore)
  const [latest] = useState(() => assess.latest())
  useDidShow(() => void latest.load())
  const mine = latest.data || {}
  // a half-done test continues where it stopped; else the row shows the latest result
  const items = ASSESSMENTS.map((it): MenuItem => {
    const t = isTestKind(it.key) ? mine[it.key] : undefined
    if (!t) return it
    return t.Status === 'in_progress'
      ? Object.assign({}, it, { extra: `继续作答 ${t.Answered}/${t.Total}`, route: `pages/assess/custom-pages/test-content?type=${t.Type}` })
      : Object.assign({}, it, { extra: `上次 ${t.Code}` })
  })
  return (
    <PageShell className='zy-assess'>
      <View className='zy-assess__head'>
        <Text className='zy-assess__title'>测评中心</Text>
        <Text className='zy-assess__sub'>先认识自己，再选专业和学校</Text>
      </View>
      <Section testId='assess-list'>
        <MenuList items={items} />
      </Section>
      <Section flush>
        <MenuList items={[{ key: 'mine', title: '我的测评', extra: '查看做过的测评与报告', route: 'pages/personal/appraisal/list' }]} />
      </Section>
      <Note>测评结果只反映你作答时的倾向，不是对能力的判断；选专业时请结合成绩、兴趣和家庭情况综合考虑。</Note>
    </PageShell>
  )
}

export default observer(AssessPage)

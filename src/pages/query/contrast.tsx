import { Text, View } from '@tarojs/components'
import { PageShell } from '../../components/page-shell'
import { Button, Note, Section, open } from '../../components/ui'
import { fillingModes } from '../../components/wish/modes'
import './contrast.scss'

/** What each filling way means and when it suits (SPEC §2 query/contrast: explanation of filling methods). */
const GUIDE: { title: string; suits: string; steps: string[]; route: string }[] = [
  {
    title: '院校优先',
    suits: '适合“学校比专业重要”、想先保证院校层次的同学；传统文理科省份按“院校+专业”投档时常用。',
    steps: ['按位次把院校分成冲、稳、保三档', '每所院校里再挑 6 个左右专业并决定是否服从调剂', '按冲、稳、保的顺序排好志愿表'],
    route: 'pages/query/college/batch',
  },
  {
    title: '专业优先',
    suits: '适合已有明确专业方向的同学：先定专业，再找开设它、分数够得着的院校。',
    steps: ['在专业目录中选出想学的专业', '查看开设这些专业的院校及往年录取位次', '按录取把握把院校排进志愿表'],
    route: 'pages/query/speciality/index',
  },
  {
    title: '自主填报',
    suits: '适合心里已有目标院校和专业的同学，直接搜索、逐条加入志愿表。',
    steps: ['搜索院校或专业', '查看它在本省的招生计划和历年录取', '加入志愿表并调整顺序'],
    route: 'pages/query/self/index',
  },
  {
    title: '新高考批次填报',
    suits: '适合新高考省份：按“院校专业组”或“专业（类）+院校”投档，需对照你的选考科目。',
    steps: ['选择批次', '按选考科目筛出能报的院校专业组或专业', '按冲、稳、保排好志愿表'],
    route: 'pages/newExam/batch',
  },
]

export default function ContrastPage() {
  return (
    <PageShell className='zy-contrast'>
      <Note>不知道选哪种？先看自己所在省份的投档方式：新高考省份用「新高考批次填报」，其他省份可从「院校优先」开始。</Note>
      {GUIDE.map((g) => (
        <Section key={g.title} title={g.title} testId='contrast-mode'>
          <Text className='zy-contrast__suits'>{g.suits}</Text>
          <View className='zy-contrast__steps'>
            {g.steps.map((s, i) => (
              <Text key={i} className='zy-contrast__step'>
                {i + 1}. {s}
              </Text>
            ))}
          </View>
          <Button size='small' kind='ghost' onClick={() => open(g.route)}>
            用这种方式填报
          </Button>
        </Section>
      ))}
      <Section title='模拟填报'>
        <Text className='zy-contrast__suits'>{fillingModes(null).find((m) => m.key === 'simulate')?.desc}</Text>
        <Button size='small' kind='ghost' onClick={() => open('pages/query/scoreForm')}>
          去模拟
        </Button>
      </Section>
    </PageShell>
  )
}

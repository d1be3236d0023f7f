import { Text, View } from '@tarojs/components'
import { PageShell } from '../../components/page-shell'
import './mbti.scss'
import { BottomBar } from '../../components/bottom-bar'
import { Button } from '../../components/button'
import { Note } from '../../components/note'
import { Section } from '../../components/section'
import { openRoute } from '../../components/menu-list'

/** The four MBTI dimensions, each a pair of preferences. */
export const MBTI_DIMENSIONS = [
  { pair: 'E / I', name: '外向 / 内向', desc: '精力来自与人交往，还是独处思考' },
  { pair: 'S / N', name: '实感 / 直觉', desc: '更关注具体事实，还是整体与可能性' },
  { pair: 'T / F', name: '思考 / 情感', desc: '做决定更看逻辑，还是更看人和价值' },
  { pair: 'J / P', name: '判断 / 知觉', desc: '喜欢按计划行事，还是灵活随性' },
] as const

/** MBTI 性格测评: what it measures and how, then start. */
export default function MbtiIntroducePage() {
  return (
    <PageShell className='zy-mbti'>
      <View className='zy-mbti__head'>
        <Text className='zy-mbti__title'>MBTI 性格测评</Text>
        <Text className='zy-mbti__sub'>四个维度组合成 16 种性格类型，帮你了解适合的学习与工作方式</Text>
      </View>
      <Section title='测什么' testId='mbti-dimensions'>
        {MBTI_DIMENSIONS.map((d) => (
          <View key={d.pair} className='zy-mbti__dim'>
            <Text className='zy-mbti__pair'>{d.pair}</Text>
            <View className='zy-mbti__dim-text'>
              <Text className='zy-mbti__dim-name'>{d.name}</Text>
              <Text className='zy-mbti__dim-desc'>{d.desc}</Text>
            </View>
          </View>
        ))}
      </Section>
      <Note>请按第一感觉作答，没有对错之分；选“你通常是怎样的”，而不是“你希望自己怎样”。</Note>
      <BottomBar>
        <Button block onClick={() => openRoute('pages/personal/apprasaledit?type=mbti')} testId='mbti-start'>
          开始测评
        </Button>
      </BottomBar>
    </PageShell>
  )
}

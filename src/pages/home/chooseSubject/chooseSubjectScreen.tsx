import { useState } from 'react'
import Taro from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Chips } from '../../../components/chips'
import { Section } from '../../../components/section'

const LEVELS = [
  { key: 'undergrad', label: '本科' },
  { key: 'vocational', label: '专科' },
]
const KINDS = [
  { key: '985', label: '985' },
  { key: '211', label: '211' },
  { key: 'syl', label: '双一流' },
]

/** 选科筛选: narrow the subject-choice statistics by level and school kind. */
export default function ChooseSubjectScreenPage() {
  const [level, setLevel] = useState<string | null>(null)
  const [kind, setKind] = useState<string | null>(null)
  return (
    <PageShell>
      <Section title='办学层次'>
        <Chips options={LEVELS} value={level} onChange={setLevel} allLabel='不限' />
      </Section>
      <Section title='院校类型'>
        <Chips options={KINDS} value={kind} onChange={setKind} allLabel='不限' />
      </Section>
      <BottomBar>
        <Button
          kind='plain'
          size='small'
          onClick={() => {
            setLevel(null)
            setKind(null)
          }}
        >
          重置
        </Button>
        <Button size='small' onClick={() => void Taro.navigateBack()}>
          确定
        </Button>
      </BottomBar>
    </PageShell>
  )
}

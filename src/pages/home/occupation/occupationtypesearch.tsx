import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import './occupationtypesearch.scss'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'

/** Holland's six interest types (RIASEC). */
export const RIASEC = [
  { code: 'R', name: '现实型', desc: '喜欢动手操作、使用工具和机器' },
  { code: 'I', name: '研究型', desc: '喜欢观察、分析和解决抽象问题' },
  { code: 'A', name: '艺术型', desc: '喜欢创作与表达，重视个性' },
  { code: 'S', name: '社会型', desc: '喜欢帮助、教导和与人合作' },
  { code: 'E', name: '企业型', desc: '喜欢领导、说服和承担风险' },
  { code: 'C', name: '常规型', desc: '喜欢有条理、按规则办事' },
] as const

/** 按兴趣代码找职业: choose up to three letters, in order of strength. */
export default function OccupationTypeSearchPage() {
  const [code, setCode] = useState<string[]>([])
  const [searched, setSearched] = useState('')
  const toggle = (c: string) => {
    if (code.includes(c)) setCode(code.filter((x) => x !== c))
    else if (code.length < 3) setCode([...code, c])
    else void Taro.showToast({ title: '兴趣代码最多 3 个字母', icon: 'none', duration: 2000 })
  }
  return (
    <PageShell className='zy-riasec'>
      <Section title='选择你的兴趣代码' testId='riasec'>
        <Text className='zy-muted'>按兴趣由强到弱依次点选 1～3 个</Text>
        {RIASEC.map((t) => (
          <View
            key={t.code}
            className={`zy-riasec__type ${code.includes(t.code) ? 'zy-riasec__type--on' : ''}`}
            data-testid={`riasec-${t.code}`}
            onClick={() => toggle(t.code)}
          >
            <Text className='zy-riasec__code'>{t.code}</Text>
            <View className='zy-riasec__text'>
              <Text className='zy-riasec__name'>{t.name}</Text>
              <Text className='zy-riasec__desc'>{t.desc}</Text>
            </View>
            {code.includes(t.code) ? <Text className='zy-riasec__order'>{code.indexOf(t.code) + 1}</Text> : null}
          </View>
        ))}
        <View className='zy-riasec__actions'>
          <Button size='small' disabled={!code.length} onClick={() => setSearched(code.join(''))} testId='riasec-search'>
            查找职业{code.length ? `（${code.join('')}）` : ''}
          </Button>
          <Button size='small' kind='ghost' onClick={() => openRoute('pages/assess/custom-pages/test-tips?type=holland')}>
            不知道？先测一测
          </Button>
        </View>
      </Section>
      {searched ? (
        <Section flush>
          <EmptyView text={`暂无兴趣代码 ${searched} 的职业`} hint='目前还没有职业资料，不能按兴趣代码查找' />
        </Section>
      ) : null}
      <Note>兴趣代码来自霍兰德职业兴趣理论，只说明你更喜欢哪类活动，不代表能力高低。</Note>
    </PageShell>
  )
}

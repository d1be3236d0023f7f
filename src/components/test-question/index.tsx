/**
 * Answering one test, one question at a time (taro-ui's progress bar and radio list): where the student is, the
 * question, its options (choosing one moves on), back / next, and whether the answers are saved. The sheet
 * (stores/assess.ts `TestSheet`) keeps the answers and saves them to the server a moment after each choice.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtProgress, AtRadio } from 'taro-ui'
import 'taro-ui/lib/style/components/progress.scss'
import 'taro-ui/lib/style/components/radio.scss'
import 'taro-ui/lib/style/components/icon.scss'
import type { TestSheet } from '../../stores/assess-sheet'
import { Button } from '../button'
import { Section } from '../section'
import './index.scss'

export function saveStateText(s: Pick<TestSheet, 'saving' | 'dirty' | 'saveError' | 'testId'>): string {
  if (s.saveError) return `保存失败：${s.saveError}`
  if (s.saving) return '正在保存…'
  if (s.dirty) return '稍后自动保存'
  return s.testId ? '进度已保存' : ''
}

export const TestQuestion = observer(function TestQuestion({ sheet, onSubmit }: { sheet: TestSheet; onSubmit: () => void }) {
  const q = sheet.question
  const bank = sheet.bank
  if (!q || !bank) return null
  const last = sheet.index === sheet.total - 1
  return (
    <View data-testid='test-question'>
      <Section>
        <View className='zy-tq__top'>
          <Text data-testid='test-progress'>
            第 {q.No} / {sheet.total} 题
          </Text>
          <Text className='zy-muted' data-testid='test-save-state'>
            已答 {sheet.answered} 题 {saveStateText(sheet)}
          </Text>
        </View>
        <AtProgress percent={Math.round((sheet.answered / sheet.total) * 100)} isHidePercent strokeWidth={6} />
        <Text className='zy-tq__text' data-testid='test-question-text'>
          {q.Text}
        </Text>
        <View data-testid='test-options'>
          <AtRadio
            options={bank.Options.map((o) => ({ label: o.Text, value: String(o.Value) }))}
            value={q.Id in sheet.answers ? String(sheet.answers[q.Id]) : ''}
            onClick={(v: string) => sheet.choose(q.Id, Number(v))}
          />
        </View>
      </Section>
      <View className='zy-tq__nav'>
        <Button kind='ghost' disabled={sheet.index === 0} onClick={() => sheet.go(sheet.index - 1)} testId='test-prev'>
          上一题
        </Button>
        {last || sheet.complete ? (
          <Button onClick={onSubmit} testId='test-to-submit'>
            {sheet.complete ? '去交卷' : '检查未答的题'}
          </Button>
        ) : (
          <Button kind='ghost' disabled={!(q.Id in sheet.answers)} onClick={() => sheet.go(sheet.index + 1)} testId='test-next'>
            下一题
          </Button>
        )}
      </View>
    </View>
  )
})

export default TestQuestion

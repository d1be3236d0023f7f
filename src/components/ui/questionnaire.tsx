import { EmptyView } from '../empty-view'
import { Button, Note, Section, open } from './index'

/**
 * The answering page of a test. The question banks belong to the assessment feature; until they are there
 * the page says so instead of showing made-up questions.
 */
export function QuestionnairePlaceholder({ name, back }: { name: string; back: string }) {
  return (
    <>
      <Section title={name} testId='questions'>
        <EmptyView text='题目暂未开放' hint='这项测评目前还没有题库，暂时不能作答'>
          <Button size='small' kind='ghost' onClick={() => open(back)}>
            返回测评中心
          </Button>
        </EmptyView>
      </Section>
      <Note>作答时请按第一感觉选择，中途退出不会保存进度。</Note>
    </>
  )
}

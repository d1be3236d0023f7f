/**
 * The answering page of a test. The question banks belong to the assessment feature; until they are there the page
 * says so instead of showing made-up questions.
 */
import { Button } from '../button'
import { EmptyView } from '../empty-view'
import { openRoute } from '../menu-list'
import { Note } from '../note'
import { Section } from '../section'

export function QuestionnairePlaceholder({ name, back }: { name: string; back: string }) {
  return (
    <>
      <Section title={name} testId='questions'>
        <EmptyView compact text='题目暂未开放' hint='这项测评目前还没有题库，暂时不能作答'>
          <Button size='small' kind='ghost' onClick={() => openRoute(back)}>
            返回测评中心
          </Button>
        </EmptyView>
      </Section>
      <Note spaced>作答时请按第一感觉选择，中途退出不会保存进度。</Note>
    </>
  )
}

export default QuestionnairePlaceholder

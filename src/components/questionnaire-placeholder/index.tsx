/**
 * The answering page of a test whose questions the app does not hold: it says so plainly (no made-up questions, no
 * answering tips for questions that are not there) and leads back to the assessment centre.
 */
import { Button } from '../button'
import { EmptyView } from '../empty-view'
import { openRoute } from '../menu-list'
import { Section } from '../section'

export function QuestionnairePlaceholder({ name, back }: { name: string; back: string }) {
  return (
    <>
      <Section title={name} testId='questions'>
        <EmptyView compact text='这项测评还没有题目' hint='题库里没有这项测评的题目，现在不能作答'>
          <Button size='small' kind='ghost' onClick={() => openRoute(back)}>
            返回测评中心
          </Button>
        </EmptyView>
      </Section>
    </>
  )
}

export default QuestionnairePlaceholder

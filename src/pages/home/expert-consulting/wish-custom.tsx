import { PageShell } from '../../../components/page-shell'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Paragraphs } from '../../../components/article'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'

/** 志愿定制: what the one-to-one service needs from the student. */
export default function WishCustomPage() {
  return (
    <PageShell>
      <Section title='服务流程'>
        <Paragraphs
          lines={[
            '1. 填写高考信息和报考意向（地区、院校层次、专业方向）。',
            '2. 专家与你和家长沟通，了解兴趣、性格与家庭考虑。',
            '3. 专家给出冲、稳、保完整志愿方案，并说明每个志愿的理由。',
          ]}
        />
      </Section>
      <Section title='先准备好'>
        <Button size='small' kind='ghost' onClick={() => openRoute('pages/personal/audit/index')}>
          填写报考意向
        </Button>
      </Section>
      <Note>定制服务的开通方式与费用以服务开放时的说明为准。</Note>
    </PageShell>
  )
}

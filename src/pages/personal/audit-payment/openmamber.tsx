import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { LoginGate } from '../../../components/login-gate'
import { Note } from '../../../components/note'
import { Paragraphs } from '../../../components/article'
import { Section } from '../../../components/section'

/** 审核服务: the paid wish-audit service (what it includes; plans come from the payment service). */
export default function AuditServicePage() {
  return (
    <PageShell>
      <LoginGate why='登录后才能购买审核服务'>
        <Section title='志愿审核服务'>
          <Paragraphs lines={['专家逐条检查你的志愿表：梯度是否合理、专业是否符合选科和体检要求、调剂风险，并给出书面修改意见。']} />
        </Section>
        <Section title='选择服务' testId='audit-plans'>
          <EmptyView text='暂无可购买的服务' hint='志愿审核服务目前没有开放，不能购买' />
        </Section>
        <Note>审核意见仅供参考，最终填报以你本人确认提交的志愿为准。</Note>
      </LoginGate>
    </PageShell>
  )
}

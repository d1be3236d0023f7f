import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { LoginGate } from '../../../components/login-gate'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Paragraphs } from '../../../components/article'
import { PlanList } from '../../../components/plan-list'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'
import { useStore } from '../../../stores'
import { PaymentStore } from '../../../stores/payment'

/** 审核服务: one expert audit bought on its own (VIP members have it with their membership). */
function AuditServicePage() {
  const payment = useStore().part(PaymentStore)
  const products = useLoaded(() => payment.products, [payment])
  const audit = payment.auditProduct()
  return (
    <PageShell>
      <LoginGate why='登录后才能购买审核服务'>
        <Section title='志愿审核服务'>
          <Paragraphs lines={['专家逐条检查你的志愿表：梯度是否合理、专业是否符合选科和体检要求、调剂风险，并给出书面修改意见。']} />
        </Section>
        <Section title='购买一次审核' testId='audit-plans'>
          <AsyncView state={products} onRetry={() => void products.retry()} isEmpty={!audit} emptyText='暂无可购买的服务' emptyHint='请稍后再来看看'>
            {() => (audit ? <PlanList plans={[audit]} selected={audit.ProductId} onSelect={() => undefined} testId='audit-plan' /> : null)}
          </AsyncView>
        </Section>
        <Note>
          VIP 会员提交审核无需另外购买。支付成功后获得一次审核机会，在「我的志愿表」中提交审核时使用；审核意见仅供参考，最终填报以你本人确认提交的志愿为准。
        </Note>
        <BottomBar>
          <Button
            block
            disabled={!audit}
            onClick={() => audit && openRoute(`pages/personal/audit-payment/orderpay?productId=${audit.ProductId}`)}
            testId='audit-buy'
          >
            购买审核服务
          </Button>
        </BottomBar>
      </LoginGate>
    </PageShell>
  )
}

export default observer(AuditServicePage)

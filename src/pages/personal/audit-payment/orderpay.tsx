import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { LoginGate } from '../../../components/ui/login-gate'
import { EmptyView } from '../../../components/empty-view'
import { Button, Section, open } from '../../../components/ui'

/** 确认支付 (audit service). */
export default function AuditOrderPayPage() {
  const { orderId } = useRouter().params
  return (
    <PageShell>
      <LoginGate why='登录后才能支付'>
        <Section title='订单' testId='order'>
          <EmptyView text={orderId ? '订单暂时无法支付' : '没有待支付的订单'} hint='审核服务开放后，在「审核服务」中选择服务即可生成订单'>
            <Button size='small' kind='ghost' onClick={() => open('pages/personal/audit-payment/openmamber')}>
              查看审核服务
            </Button>
          </EmptyView>
        </Section>
      </LoginGate>
    </PageShell>
  )
}

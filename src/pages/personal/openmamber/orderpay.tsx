import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { LoginGate } from '../../../components/ui/login-gate'
import { EmptyView } from '../../../components/empty-view'
import { Button, Section, open } from '../../../components/ui'

/** 确认支付 (membership): the order and the payment method of the environment (WeChat / Alipay / H5). */
export default function MemberOrderPayPage() {
  const { orderId } = useRouter().params
  return (
    <PageShell>
      <LoginGate why='登录后才能支付'>
        <Section title='订单' testId='order'>
          <EmptyView text={orderId ? '订单暂时无法支付' : '没有待支付的订单'} hint='会员购买开放后，在「开通会员」中选择套餐即可生成订单'>
            <Button size='small' kind='ghost' onClick={() => open('pages/personal/openmamber/openmamber')}>
              去开通会员
            </Button>
          </EmptyView>
        </Section>
      </LoginGate>
    </PageShell>
  )
}

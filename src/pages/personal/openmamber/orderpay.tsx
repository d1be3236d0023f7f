import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { LoginGate } from '../../../components/login-gate'
import { EmptyView } from '../../../components/empty-view'
import { Button } from '../../../components/button'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'

/** 确认支付 (membership): the order and the payment method of the environment (WeChat / Alipay / H5). */
export default function MemberOrderPayPage() {
  const { orderId } = useRouter().params
  return (
    <PageShell>
      <LoginGate why='登录后才能支付'>
        <Section title='订单' testId='order'>
          <EmptyView text={orderId ? '订单暂时无法支付' : '没有待支付的订单'} hint='会员购买目前没有开放，没有可支付的订单'>
            <Button size='small' kind='ghost' onClick={() => openRoute('pages/personal/openmamber/openmamber')}>
              去开通会员
            </Button>
          </EmptyView>
        </Section>
      </LoginGate>
    </PageShell>
  )
}

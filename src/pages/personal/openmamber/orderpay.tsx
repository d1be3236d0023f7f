import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { LoginGate } from '../../../components/login-gate'
import { OrderPay } from '../../../components/order-pay'
import { openRoute } from '../../../components/menu-list'

/** 确认支付 (membership): the chosen plan, paid with the platform's payment; the server's order status decides. */
export default function MemberOrderPayPage() {
  const { productId } = useRouter().params
  return (
    <PageShell>
      <LoginGate why='登录后才能支付'>
        <OrderPay
          kind='member'
          productId={productId}
          route='pages/personal/openmamber/orderpay'
          choose={() => openRoute('pages/personal/openmamber/openmamber')}
          done={{ text: '查看会员权益', onClick: () => openRoute('pages/personal/membership') }}
        />
      </LoginGate>
    </PageShell>
  )
}

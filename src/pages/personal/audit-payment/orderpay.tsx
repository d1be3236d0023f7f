import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { LoginGate } from '../../../components/login-gate'
import { OrderPay } from '../../../components/order-pay'
import { openRoute } from '../../../components/menu-list'

/** 确认支付 (expert audit): one audit, paid with the platform's payment; fulfilment grants one audit credit. */
export default function AuditOrderPayPage() {
  const { productId } = useRouter().params
  return (
    <PageShell>
      <LoginGate why='登录后才能支付'>
        <OrderPay
          kind='audit'
          productId={productId}
          route='pages/personal/audit-payment/orderpay'
          choose={() => openRoute('pages/personal/audit-payment/openmamber')}
          done={{ text: '去提交志愿表审核', onClick: () => openRoute('pages/personal/volunteerlist/volunteerlist') }}
        />
      </LoginGate>
    </PageShell>
  )
}

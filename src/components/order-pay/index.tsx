/**
 * 确认支付, shared by the membership and the audit order pages: the product and its price, the pay button, and what
 * became of the payment as the server says (PaymentStatus through the payment store). When the page shows again
 * (back from the browser cashier, or the app restarted mid-payment) the account's stored order is asked about.
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { useStore } from '../../stores'
import { PaymentStore } from '../../stores/payment'
import { formatFen } from '../../utils/number'
import { pageUrl } from '../../utils/url'
import { AsyncView } from '../async-view'
import { useLoaded } from '../async-view/use-loaded'
import { BottomBar } from '../bottom-bar'
import { Button } from '../button'
import { Note } from '../note'
import { Section } from '../section'
import './index.scss'

export interface OrderPayProps {
  kind: 'member' | 'audit'
  productId: string | undefined
  /** this page's route (a browser payment comes back to it) */
  route: string
  /** where to go once it is done */
  done: { text: string; onClick: () => void }
  /** where to choose a product when none is named */
  choose: () => void
}

export const OrderPay = observer(function OrderPay({ kind, productId, route, done, choose }: OrderPayProps) {
  const payment = useStore().part(PaymentStore)
  const products = useLoaded(() => payment.products, [payment])
  useDidShow(() => void payment.resume())
  // a page left mid-poll stops asking; the stored order stays for the next visit
  useEffect(() => () => payment.reset(), [payment])
  const product = payment.productById(productId) ?? (kind === 'audit' ? payment.auditProduct() : null)
  const pending = payment.pending
  const finished = payment.phase === 'fulfilled'
  return (
    <View className='zy-orderpay'>
      <Section title='订单' testId='order'>
        <AsyncView
          state={products}
          onRetry={() => void products.retry()}
          isEmpty={!product && !pending}
          emptyText='没有选择要购买的商品'
          emptyAction={
            <Button size='small' kind='ghost' onClick={choose}>
              去选择
            </Button>
          }
        >
          {() => (
            <View className='zy-orderpay__card'>
              <Text className='zy-orderpay__name'>{pending?.Name ?? product?.Name}</Text>
              {product?.Description ? <Text className='zy-orderpay__desc'>{product.Description}</Text> : null}
              <Text className='zy-orderpay__amount' data-testid='order-amount'>
                {formatFen(pending?.Amount ?? product?.Price)}
              </Text>
              {pending ? <Text className='zy-orderpay__no'>订单号 {pending.OrderId}</Text> : null}
            </View>
          )}
        </AsyncView>
      </Section>
      {payment.message ? (
        <Note tone={payment.phase === 'failed' || payment.phase === 'closed' ? 'warn' : 'info'} testId='pay-state'>
          <Text data-phase={payment.phase}>{payment.message}</Text>
        </Note>
      ) : null}
      {payment.sandboxUrl ? (
        <Note testId='pay-sandbox'>
          <Text userSelect>{payment.sandboxUrl}</Text>
        </Note>
      ) : null}
      <BottomBar>
        {finished ? (
          <Button block onClick={done.onClick} testId='pay-done'>
            {done.text}
          </Button>
        ) : pending && payment.phase !== 'closed' && payment.phase !== 'idle' && payment.phase !== 'paying' ? (
          <Button block kind='ghost' loading={payment.busy} onClick={() => void payment.check()} testId='pay-refresh'>
            刷新支付结果
          </Button>
        ) : (
          <Button
            block
            disabled={!product}
            loading={payment.busy}
            onClick={() => product && void payment.buy(product, pageUrl(route, { productId: product.ProductId }))}
            testId='pay-submit'
          >
            {product ? `立即支付 ${formatFen(product.Price)}` : '立即支付'}
          </Button>
        )}
      </BottomBar>
    </View>
  )
})

export default OrderPay

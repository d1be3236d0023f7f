import { useState } from 'react'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { LoginGate } from '../../../components/login-gate'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { PlanList } from '../../../components/plan-list'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'
import { useStore } from '../../../stores'
import { PaymentStore } from '../../../stores/payment'
import { memberTypeLabel, NON_MEMBER } from '@contract/membership'

/** 开通会员: the membership plans on sale (Payment/PaymentPrice), the student's current membership, then 确认支付. */
function OpenMemberPage() {
  const { session } = useStore()
  const payment = useStore().part(PaymentStore)
  const products = useLoaded(() => payment.products, [payment])
  const plans = payment.memberProducts()
  const [chosen, setChosen] = useState<string | null>(null)
  const selected = chosen ?? plans[0]?.ProductId ?? null
  const type = session.memberType
  const expire = session.userInfo?.MemberExpireAt
  return (
    <PageShell>
      <LoginGate why='登录后才能开通会员'>
        <Note testId='member-current'>
          <Text>
            {type !== null && type !== NON_MEMBER
              ? `当前：${memberTypeLabel(type)}${expire ? `，有效期至 ${expire.slice(0, 10)}` : ''}。续费的天数接在现有有效期之后。`
              : '当前还不是会员。'}
          </Text>
        </Note>
        <Section title='选择会员套餐' testId='member-plans' extra={<Text onClick={() => openRoute('pages/personal/membership')}>权益说明</Text>}>
          <AsyncView state={products} onRetry={() => void products.retry()} isEmpty={!plans.length} emptyText='暂无可购买的套餐' emptyHint='请稍后再来看看'>
            {() => <PlanList plans={plans} selected={selected} onSelect={setChosen} testId='plan-list' />}
          </AsyncView>
          <Button size='small' kind='ghost' onClick={() => openRoute('pages/personal/memberactivation')}>
            我有会员卡
          </Button>
        </Section>
        <Note>会员为虚拟服务，支付成功后即时开通；价格与有效期以本页显示为准。</Note>
        <BottomBar>
          <Button
            block
            disabled={!selected}
            onClick={() => selected && openRoute(`pages/personal/openmamber/orderpay?productId=${selected}`)}
            testId='member-buy'
          >
            立即开通
          </Button>
        </BottomBar>
      </LoginGate>
    </PageShell>
  )
}

export default observer(OpenMemberPage)

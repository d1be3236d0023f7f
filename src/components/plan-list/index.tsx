/**
 * The products on sale to choose from (Payment/PaymentPrice): name, what it gives, how long, the price in ¥ (from
 * integer 分 through formatFen). One is selected at a time; the page decides what buying it means.
 */
import { Text, View } from '@tarojs/components'
import { formatFen } from '../../utils/number'
import './index.scss'

export interface Plan {
  ProductId: string
  Name: string
  Price: number
  Days?: number
  Description: string
}

export function PlanList({
  plans,
  selected,
  onSelect,
  testId,
}: {
  plans: readonly Plan[]
  selected: string | null
  onSelect: (id: string) => void
  testId?: string
}) {
  return (
    <View className='zy-plans' data-testid={testId}>
      {plans.map((p) => (
        <View
          key={p.ProductId}
          className={`zy-plans__item ${selected === p.ProductId ? 'zy-plans__item--on' : ''}`}
          data-testid={`plan-${p.ProductId}`}
          data-selected={selected === p.ProductId ? 'true' : 'false'}
          onClick={() => onSelect(p.ProductId)}
        >
          <View className='zy-plans__main'>
            <Text className='zy-plans__name'>{p.Name}</Text>
            <Text className='zy-plans__desc'>{p.Description}</Text>
            {p.Days ? <Text className='zy-plans__days'>有效期 {p.Days} 天</Text> : null}
          </View>
          <Text className='zy-plans__price'>{formatFen(p.Price)}</Text>
        </View>
      ))}
    </View>
  )
}

export default PlanList

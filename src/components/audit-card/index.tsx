/** One expert audit in the student's list: the table sent, its state, the result when there is one. */
import { Text, View } from '@tarojs/components'
import { AtBadge } from 'taro-ui'
import { AUDIT_RESULT_TEXT, type AuditSummary } from '../../model/audit'
import { formatDate } from '../../utils/date'
import 'taro-ui/lib/style/components/badge.scss'
import './index.scss'

export function AuditCard({ a, onOpen }: { a: AuditSummary; onOpen: () => void }) {
  const state = a.Status === 'returned' && a.Result ? `${a.StatusText} · ${AUDIT_RESULT_TEXT[a.Result]}` : a.StatusText
  return (
    <View className='zy-audit-card' data-testid='audit-card' data-audit={a.AuditId} data-status={a.Status} onClick={onOpen}>
      <View className='zy-audit-card__top'>
        <Text className='zy-audit-card__name'>{a.TableName}</Text>
        {a.Unread ? (
          <AtBadge value='新' className='zy-audit-card__new'>
            <View />
          </AtBadge>
        ) : null}
      </View>
      <Text className='zy-audit-card__meta'>
        {a.ProvinceName} {a.Year} · {a.ItemCount} 个志愿 · 提交时滑档风险 {a.SlipRisk === null ? '—' : `${a.SlipRisk}%`}
      </Text>
      <View className='zy-audit-card__bottom'>
        <Text className={`zy-audit-card__state zy-audit-card__state--${a.Status}`} data-testid='audit-state'>
          {state}
        </Text>
        <Text className='zy-audit-card__time'>提交于 {formatDate(a.CreatedAt, { precision: 'minute' })}</Text>
      </View>
    </View>
  )
}

export default AuditCard

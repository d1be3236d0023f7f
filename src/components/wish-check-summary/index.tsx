/**
 * What a wish table amounts to, from the server's check: the chance of being admitted by none of its wishes
 * (滑档风险), how many wishes of each band it holds, and every rule problem and risk in words — errors (the
 * table cannot be filed like this) first, then warnings.
 */
import { Text, View } from '@tarojs/components'
import { AtProgress } from 'taro-ui'
import { BANDS, type CheckIssue, type WishCheck } from '../../model/wish'
import { BAND_CLASS } from '../band-tag'
import 'taro-ui/lib/style/components/icon.scss'
import 'taro-ui/lib/style/components/progress.scss'
import './index.scss'

export interface WishCheckSummaryProps {
  check: WishCheck | null
  /** Wish/BandConfig's SlipWarn: at or above it the risk is shown as a warning */
  slipWarn: number | null
  /** a newer check is on its way */
  checking?: boolean
  /** the check failed (network, server) */
  error?: string | null
  onRetry?: () => void
  /** wishes in the draft and the batch's wish count */
  count: number
  wishCount: number | null
}

export function slipLevel(slip: number | null, warn: number | null): 'unknown' | 'high' | 'ok' {
  if (slip === null) return 'unknown'
  return warn !== null && slip >= warn ? 'high' : 'ok'
}

export function WishCheckSummary({ check, slipWarn, checking, error, onRetry, count, wishCount }: WishCheckSummaryProps) {
  const slip = check?.SlipRisk ?? null
  const level = slipLevel(slip, slipWarn)
  return (
    <View className='zy-check' data-testid='check-summary' data-checking={checking ? 'true' : 'false'}>
      <View className='zy-check__head'>
        <View className='zy-check__slip'>
          <Text className='zy-check__label'>滑档风险</Text>
          <Text className={`zy-check__value zy-check__value--${level}`} data-testid='slip-risk'>
            {slip === null ? '—' : `${slip}%`}
          </Text>
        </View>
        <View className='zy-check__count'>
          <Text className='zy-check__label'>已填志愿</Text>
          <Text className='zy-check__value' data-testid='table-count'>
            {count}
            {wishCount !== null ? `/${wishCount}` : ''}
          </Text>
        </View>
      </View>
      {slip !== null ? (
        <View className='zy-check__bar'>
          <AtProgress percent={Math.max(slip, 1)} isHidePercent strokeWidth={8} color={level === 'high' ? '#e5484d' : '#16a34a'} />
          <Text className='zy-check__hint'>
            至少被一个志愿录取的可能约 {check?.AdmitAny ?? 100 - slip}%
            {check && check.UnratedCount > 0 ? `；有 ${check.UnratedCount} 个志愿算不出概率，按录不上计算` : ''}
          </Text>
        </View>
      ) : null}
      {check ? (
        <View className='zy-check__bands' data-testid='check-bands'>
          {BANDS.map((b) => (
            <Text key={b} className={`zy-check__band zy-check__band--${BAND_CLASS[b]}`}>
              {b} {check.Counts[b]}
            </Text>
          ))}
          {check.Counts.不推荐 + check.Counts.无概率 + check.Counts.选科不符 > 0 ? (
            <Text className='zy-check__band zy-check__band--none'>其他 {check.Counts.不推荐 + check.Counts.无概率 + check.Counts.选科不符}</Text>
          ) : null}
        </View>
      ) : null}
      {checking ? <Text className='zy-check__status'>正在重新计算…</Text> : null}
      {error ? (
        <View className='zy-check__error' onClick={onRetry}>
          <Text>检查失败：{error}</Text>
          {onRetry ? <Text className='zy-check__retry'>重试</Text> : null}
        </View>
      ) : null}
      {check ? <IssueList issues={check.Issues} /> : null}
    </View>
  )
}

export function IssueList({ issues }: { issues: readonly CheckIssue[] }) {
  const sorted = [...issues].sort((a, b) => (a.Level === b.Level ? 0 : a.Level === 'error' ? -1 : 1))
  if (!sorted.length) return <Text className='zy-check__ok'>没有发现规则问题</Text>
  return (
    <View className='zy-check__issues' data-testid='check-issues'>
      {sorted.map((i, k) => (
        <View key={k} className={`zy-check__issue zy-check__issue--${i.Level}`} data-testid='check-issue' data-level={i.Level} data-kind={i.Kind}>
          <Text className='zy-check__issue-level'>{i.Level === 'error' ? '必须修改' : '请注意'}</Text>
          <Text className='zy-check__issue-text'>{i.Message}</Text>
        </View>
      ))}
    </View>
  )
}

export default WishCheckSummary

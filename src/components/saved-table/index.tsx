/**
 * Saved wish tables (User/WishList, User/WishDetail): a table's card in the list, and one table opened — its
 * wishes in saved order with band, probability, the chance of being admitted there, majors and 调剂, the
 * 滑档 risk and every issue; edit loads it back into the draft; delete asks first.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import { loadBandConfig } from '../../stores/wish'
import { go, replace } from '../../navigation'
import { tablePageOf, unitTitle, type WishDetail, type WishItem, type WishSummary } from '../../model/wish'
import type { SavedTables } from '../../stores/wish/saved-tables'
import { formatDate } from '../../utils/date'
import { pagePath, pageUrl } from '../../utils/url'
import { AsyncView } from '../async-view'
import { BandTag } from '../band-tag'
import { noBandText, num } from '../recommend-row/format'
import { WishCheckSummary, slipLevel } from '../wish-check-summary'
import { WishExplain } from '../wish-explain'
import 'taro-ui/lib/style/components/loading.scss'
import 'taro-ui/lib/style/components/button.scss'
import './index.scss'

export const SAVED_LIST = 'pages/personal/volunteerlist/volunteerlist'

/** 2026-06-26 11:04 */
export function updatedText(iso: string): string {
  return formatDate(iso, { precision: 'minute' })
}

/** Asks, deletes, and tells; resolves true when the table is gone. */
export async function confirmDelete(saved: SavedTables, t: Pick<WishSummary, 'WishId' | 'Name'>, onGone: (wishId: number) => void): Promise<boolean> {
  const r = await Taro.showModal({ title: '删除志愿表？', content: `「${t.Name}」删除后不能恢复`, confirmText: '删除', confirmColor: '#e5484d' })
  if (!r.confirm) return false
  try {
    await saved.remove(t.WishId)
  } catch {
    // the request layer has shown why
    return false
  }
  onGone(t.WishId)
  void Taro.showToast({ title: '已删除', icon: 'success', duration: 1500 })
  return true
}

export interface SavedTableCardProps {
  t: WishSummary
  slipWarn: number | null
  onOpen: () => void
  onDelete: () => void
}

export function SavedTableCard({ t, slipWarn, onOpen, onDelete }: SavedTableCardProps) {
  const level = slipLevel(t.SlipRisk, slipWarn)
  return (
    <View className='zy-saved' data-testid='saved-table' data-wish={t.WishId}>
      <View className='zy-saved__main' onClick={onOpen}>
        <View className='zy-saved__top'>
          <Text className='zy-saved__name'>{t.Name}</Text>
          {t.IsForecast ? <Text className='zy-saved__forecast'>预估</Text> : null}
        </View>
        <Text className='zy-saved__meta'>
          {t.ProvinceName} {t.Year} · {t.BatchName || '本批次'} · {t.ItemCount} 个志愿{t.Score !== null ? ` · ${t.Score} 分` : ''}
        </Text>
        <View className='zy-saved__risk'>
          <Text className='zy-saved__label'>滑档风险</Text>
          <Text className={`zy-saved__slip zy-saved__slip--${level}`} data-testid='saved-slip'>
            {t.SlipRisk === null ? '—' : `${t.SlipRisk}%`}
          </Text>
          {t.ErrorCount ? <Text className='zy-saved__errors'>{t.ErrorCount} 处需修改</Text> : null}
          {t.WarningCount ? <Text className='zy-saved__warnings'>{t.WarningCount} 条提醒</Text> : null}
        </View>
        <Text className='zy-saved__time'>更新于 {updatedText(t.UpdatedAt)}</Text>
      </View>
      <View className='zy-saved__ops'>
        <View data-testid='saved-open'>
          <AtButton size='small' type='primary' onClick={onOpen}>
            打开
          </AtButton>
        </View>
        <View data-testid='saved-delete'>
          <AtButton size='small' onClick={onDelete}>
            删除
          </AtButton>
        </View>
      </View>
    </View>
  )
}

/** One wish of a saved table: its position, names, band, probability, 在此录取, majors and 调剂; `children` go under it (an expert's remark). */
export const DetailRow = observer(function DetailRow({
  it,
  flagged,
  hasMajors,
  onOpen,
  children,
}: {
  it: WishItem
  flagged: boolean
  hasMajors: boolean
  onOpen?: () => void
  children?: ReactNode
}) {
  const t = unitTitle(it)
  return (
    <View
      className={`zy-saved__row ${flagged ? 'zy-saved__row--flagged' : ''}`}
      data-testid='saved-row'
      data-unit={it.UnitId}
      data-band={it.Band ?? ''}
      onClick={onOpen}
    >
      <Text className='zy-saved__pos'>{it.Position}</Text>
      <View className='zy-saved__names'>
        <Text className='zy-saved__school'>{t.school}</Text>
        {t.unit ? <Text className='zy-saved__unit'>{t.unit}</Text> : null}
        <View className='zy-saved__odds'>
          <BandTag band={it.Band} none={noBandText(it)} />
          <Text className='zy-saved__prob' data-testid='saved-row-probability'>
            {it.Probability !== null ? `录取概率 ${it.Probability}%` : '算不出概率'}
          </Text>
          <Text className='zy-saved__here'>在此录取 {it.AdmitHere}%</Text>
          {it.IsForecast ? <Text className='zy-saved__forecast'>预估</Text> : null}
        </View>
        {hasMajors ? (
          <Text className='zy-saved__majors'>
            {it.Majors.length ? `专业：${it.Majors.join('、')}` : '未选专业'} · {it.Adjust ? '服从调剂' : '不服从调剂'}
          </Text>
        ) : null}
        {it.Reason && it.Probability === null ? <Text className='zy-saved__reason'>{it.Reason}</Text> : null}
        {children}
      </View>
    </View>
  )
})

/** One saved table, opened by its WishId. */
export const SavedTableView = observer(function SavedTableView({ wishId }: { wishId: number | null }) {
  const store = useStore()
  const { wish } = store
  const [res] = useState(() => store.resource<WishDetail>())
  const [explain, setExplain] = useState<WishItem | null>(null)
  useEffect(() => {
    if (wishId !== null) void res.load(() => store.savedTables.read(wishId))
    void loadBandConfig(wish).catch(() => undefined)
  }, [wishId, res, wish, store])
  if (wishId === null)
    return <AsyncView state={{ loading: false, loaded: true, error: null }} isEmpty emptyText='没有指定志愿表' emptyHint='从「我的志愿表」中打开' />
  const edit = (d: WishDetail) => {
    wish.loadFromSaved(d)
    void go(pageUrl(tablePageOf(d.Check.Rule.FillMode), { BatchId: d.BatchId }))
  }
  return (
    <AsyncView state={res} onRetry={() => void res.retry()} errorText='打不开这张志愿表' skeletonRows={4}>
      {() => {
        const d = res.data!
        const flagged = new Set(d.Check.Issues.filter((i) => i.Level === 'error').flatMap((i) => i.Positions))
        const hasMajors = d.Check.Rule.FillMode !== '专业(类)+院校'
        return (
          <View className='zy-saved-detail' data-testid='saved-detail' data-wish={d.WishId}>
            <View className='zy-saved__card'>
              <View className='zy-saved__top'>
                <Text className='zy-saved__name' data-testid='saved-name'>
                  {d.Name}
                </Text>
                {d.IsForecast ? <Text className='zy-saved__forecast'>预估</Text> : null}
              </View>
              <Text className='zy-saved__meta'>
                {d.ProvinceName} {d.Year} · {d.BatchName} · {d.Check.Student.SubjectName} · {d.Score !== null ? `${d.Score} 分 · ` : ''}位次 {num(d.Rank)}
              </Text>
              <Text className='zy-saved__time'>更新于 {updatedText(d.UpdatedAt)} · 概率按最新数据重新计算</Text>
            </View>
            <WishCheckSummary check={d.Check} slipWarn={wish.bandConfig?.SlipWarn ?? null} count={d.ItemCount} wishCount={d.Check.Rule.WishCount} />
            <View className='zy-saved__rows' data-testid='saved-rows'>
              {[...d.Items]
                .sort((a, b) => a.Position - b.Position)
                .map((it) => (
                  <DetailRow key={it.UnitId} it={it} flagged={flagged.has(it.Position)} hasMajors={hasMajors} onOpen={() => setExplain(it)} />
                ))}
            </View>
            <View className='zy-saved__bar'>
              <View data-testid='saved-delete'>
                <AtButton
                  size='small'
                  onClick={() => void confirmDelete(store.savedTables, d, (id) => (wish.forgetSaved(id), void replace(pagePath(SAVED_LIST))))}
                >
                  删除
                </AtButton>
              </View>
              <View data-testid='saved-audit'>
                <AtButton size='small' onClick={() => void go(pageUrl('pages/personal/volunteerlist/audit-remark', { id: d.WishId }))}>
                  专家审核
                </AtButton>
              </View>
              <View className='zy-saved__edit' data-testid='saved-edit'>
                <AtButton type='primary' size='small' onClick={() => edit(d)}>
                  修改这张表
                </AtButton>
              </View>
            </View>
            <WishExplain row={explain} year={d.Year} onClose={() => setExplain(null)} />
          </View>
        )
      }}
    </AsyncView>
  )
})

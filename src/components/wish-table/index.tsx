/**
 * The draft wish table of a batch: the wishes in order (move up / down, remove), the majors and 服从调剂 of a
 * group wish, what the live check says (each row's probability and its chance of being the one that admits,
 * the 滑档 risk of the table, every rule problem in words), and saving under a name — with a confirmation when
 * the 滑档 risk is at or above the warning threshold, and every problem shown when the server refuses.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtButton, AtInput, AtModal, AtModalAction, AtModalContent, AtModalHeader, AtSwitch } from 'taro-ui'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import { loadBandConfig } from '../../stores/wish'
import { go } from '../../navigation'
import { unitTitle, type Batch, type DraftItem, type FillMode, type WishItem } from '../../model/wish'
import { pagePath } from '../../utils/url'
import { BandTag } from '../band-tag'
import { EmptyView } from '../empty-view'
import { MajorsEditor } from '../majors-editor'
import { Note } from '../note'
import { isIneligible, noBandText, probabilityText } from '../recommend-row/format'
import { WishCheckSummary } from '../wish-check-summary'
import { WishExplain } from '../wish-explain'
import { WishScoreCard } from '../wish-score-card'
import { RowCaveats } from '../row-caveats'
import 'taro-ui/lib/style/components/icon.scss'
import 'taro-ui/lib/style/components/loading.scss'
import 'taro-ui/lib/style/components/button.scss'
import 'taro-ui/lib/style/components/input.scss'
import 'taro-ui/lib/style/components/switch.scss'
import 'taro-ui/lib/style/components/modal.scss'
import './index.scss'

const SAVED_LIST = 'pages/personal/volunteerlist/volunteerlist'

/**
 * Rows drawn at a time, more on 「再显示」. A row (names, odds, majors, 服从调剂, three buttons) is ~3 KB of what the
 * mini program sends its template: a 45-wish table drawn whole was one 143 KB setData, a 96-wish one would be twice
 * that (issue 20's budget: 128 KB; bench/weapp-figures.ts measures it).
 */
export const WISH_ROWS_STEP = 20

/** where to add wishes from, by fill mode */
export function addPageOf(fillMode: FillMode): string {
  return fillMode === '传统院校+专业' ? 'pages/query/college/index' : 'pages/newExam/index'
}

/** 志愿表（院校专业组） / 志愿表（专业+院校） / 志愿表（院校+专业） */
export function tableTitle(fillMode: FillMode, batchName: string): string {
  return `${batchName} · 志愿表（${fillModeWord(fillMode)}）`
}

/** 院校专业组 / 专业+院校 / 院校+专业 */
export function fillModeWord(fillMode: FillMode): string {
  return fillMode === '院校专业组' ? '院校专业组' : fillMode === '专业(类)+院校' ? '专业+院校' : '院校+专业'
}

/** the name 「另存为」 suggests: the table's own name marked as a copy, within the 30-character limit */
export function copyName(name: string): string {
  return `${name.slice(0, 26)}（副本）`
}

/** the name a new table gets: 湖南2026本科批志愿表 */
export function defaultName(province: string, year: number | null, batchName: string): string {
  return `${province}${year ?? ''}${batchName}志愿表`.slice(0, 30)
}

interface RowProps {
  item: DraftItem
  index: number
  total: number
  checked: WishItem | null
  fillMode: FillMode
  adjustExists: boolean
  majorsPerGroup: number
  flagged: boolean
  onOpen: () => void
  onMajors: () => void
}

const WishTableRow = observer(function WishTableRow({
  item,
  index,
  total,
  checked,
  fillMode,
  adjustExists,
  majorsPerGroup,
  flagged,
  onOpen,
  onMajors,
}: RowProps) {
  const { wish } = useStore()
  const row = checked ?? item.row
  const t = unitTitle(row)
  const hasMajors = fillMode !== '专业(类)+院校'
  return (
    <View className={`zy-wtable__row ${flagged ? 'zy-wtable__row--flagged' : ''}`} data-testid='wish-row' data-unit={item.UnitId} data-band={row.Band ?? ''}>
      <View className='zy-wtable__main' onClick={onOpen}>
        <Text className='zy-wtable__pos'>{index + 1}</Text>
        <View className='zy-wtable__names'>
          <Text className='zy-wtable__school'>{t.school}</Text>
          {t.unit ? <Text className='zy-wtable__unit'>{t.unit}</Text> : null}
          <View className='zy-wtable__odds'>
            <BandTag band={row.Band} none={noBandText(row)} />
            <Text className='zy-wtable__prob' data-testid='wish-row-probability'>
              {probabilityText(row, '录取概率 ')}
            </Text>
            {checked ? (
              <Text className='zy-wtable__here' data-testid='wish-row-admit-here'>
                在此录取 {checked.AdmitHere}%
              </Text>
            ) : null}
            {row.IsForecast ? <Text className='zy-wtable__forecast'>预估</Text> : null}
          </View>
        </View>
      </View>
      {isIneligible(row) && row.Reason ? (
        <Text className='zy-wtable__reason' data-testid='wish-row-reason'>
          {row.Reason}
        </Text>
      ) : null}
      <RowCaveats row={row} className='zy-wtable__caveat' testId='wish-row-caveat' />
      {hasMajors ? (
        <View className='zy-wtable__majors' onClick={onMajors} data-testid='wish-row-majors'>
          <Text className='zy-wtable__majors-text'>{item.Majors.length ? `专业：${item.Majors.join('、')}` : `还没选专业（最多 ${majorsPerGroup} 个）`}</Text>
          <Text className='zy-wtable__link'>选专业 ›</Text>
        </View>
      ) : null}
      <View className='zy-wtable__ops'>
        {hasMajors && adjustExists ? (
          <View className='zy-wtable__adjust' data-testid='wish-row-adjust' data-on={item.Adjust ? 'true' : 'false'}>
            <AtSwitch title='服从调剂' border={false} checked={item.Adjust} onChange={(v: boolean) => wish.setAdjust(item.UnitId, v)} />
          </View>
        ) : (
          <View className='zy-wtable__adjust-none' />
        )}
        <View className='zy-wtable__buttons'>
          <View className='zy-wtable__up' data-testid='wish-row-up'>
            <AtButton size='small' disabled={index === 0} onClick={() => wish.moveUp(index)}>
              上移
            </AtButton>
          </View>
          <View className='zy-wtable__down' data-testid='wish-row-down'>
            <AtButton size='small' disabled={index === total - 1} onClick={() => wish.moveDown(index)}>
              下移
            </AtButton>
          </View>
          <View className='zy-wtable__remove' data-testid='wish-row-remove'>
            <AtButton
              size='small'
              onClick={() => {
                void Taro.showModal({
                  title: '删除这个志愿？',
                  content: `${t.school}${t.unit ? ` ${t.unit}` : ''}`,
                  confirmText: '删除',
                  confirmColor: '#e5484d',
                }).then((r) => {
                  if (r.confirm) wish.remove(item.UnitId)
                })
              }}
            >
              删除
            </AtButton>
          </View>
        </View>
      </View>
    </View>
  )
})

export interface WishTableProps {
  batch: Batch
}

export const WishTable = observer(function WishTable({ batch }: WishTableProps) {
  const store = useStore()
  const { wish } = store
  const [model] = useState(() => store.tableCheck())
  const [explain, setExplain] = useState<WishItem | null>(null)
  const [majorsOf, setMajorsOf] = useState<DraftItem | null>(null)
  const [naming, setNaming] = useState<string | null>(null)
  // 「保存」 updates the table the draft edits; 「另存为」 makes a new one (never a silent replacement)
  const [asNew, setAsNew] = useState(false)
  const [shown, setShown] = useState(WISH_ROWS_STEP)
  useEffect(() => {
    model.start()
    void loadBandConfig(wish).catch(() => undefined)
    return () => model.stop()
  }, [model, wish])

  const items = wish.items(batch.BatchId)
  const rule = model.check?.Rule ?? batch.Rule
  const fillMode = rule.FillMode
  // the bar's title follows the province's own mode (a 院校专业组 student on the 专业+院校 route sees 院校专业组)
  useEffect(() => {
    void Taro.setNavigationBarTitle({ title: `志愿表（${fillModeWord(fillMode)}）` }).catch(() => undefined)
  }, [fillMode])
  const check = model.check
  const flagged = new Set((check?.Issues ?? []).filter((i) => i.Level === 'error').flatMap((i) => i.Positions))
  const slipWarn = wish.bandConfig?.SlipWarn ?? null
  const editing = wish.editing(batch.BatchId)
  const student = check?.Student ?? null

  const startSave = (saveAsNew: boolean) => {
    if (model.checking) {
      void Taro.showToast({ title: '正在检查志愿表，请稍候', icon: 'none', duration: 1500 })
      return
    }
    if (model.errors.length) {
      void Taro.showToast({ title: `志愿表有 ${model.errors.length} 处必须修改的问题，改好后再保存`, icon: 'none', duration: 2500 })
      return
    }
    const fresh = defaultName(student?.ProvinceName ?? store.profile.SProvince?.ProvinceName ?? '', student?.Year ?? store.profile.Year, batch.Name)
    setAsNew(saveAsNew || !editing)
    setNaming(editing ? (saveAsNew ? copyName(editing.name) : editing.name) : fresh)
  }

  const doSave = async () => {
    const name = (naming ?? '').trim()
    if (!name) {
      void Taro.showToast({ title: '请给志愿表起个名字', icon: 'none', duration: 1500 })
      return
    }
    setNaming(null)
    const slip = model.check?.SlipRisk ?? null
    if (slip !== null && slipWarn !== null && slip >= slipWarn) {
      const r = await Taro.showModal({
        title: '滑档风险较高',
        content: `按往年数据估计，这张表约有 ${slip}% 的可能一个都录不上。建议在后面加几个「保」或「垫」的志愿。仍然保存吗？`,
        confirmText: '仍然保存',
        confirmColor: '#1f5eff',
        cancelText: '再改改',
      })
      if (!r.confirm) return
    }
    const out = await model.save(name, asNew)
    if (out.ok) {
      void Taro.showToast({ title: out.replaced ? `已更新「${name}」` : `已另存为「${name}」`, icon: 'none', duration: 1500 })
      void go(pagePath(SAVED_LIST))
    }
    // a refusal: the request layer has shown the server's message and the check now lists every problem
  }

  if (!items.length) {
    return (
      <View data-testid='wish-table' data-count='0'>
        <WishScoreCard student={null} compact />
        <Text className='zy-wtable__heading'>{tableTitle(fillMode, batch.Name)}</Text>
        <EmptyView
          text='志愿表还是空的'
          hint={`从推荐列表中把${fillMode === '院校专业组' ? '院校专业组' : fillMode === '专业(类)+院校' ? '专业' : '院校'}加入志愿表，顺序可以在这里调整`}
        >
          <View className='zy-wtable__empty-action'>
            <AtButton type='primary' size='small' onClick={() => void go(pagePath(addPageOf(fillMode)))}>
              去添加志愿
            </AtButton>
          </View>
        </EmptyView>
        {editing ? <Text className='zy-wtable__editing'>正在修改已保存的「{editing.name}」</Text> : null}
      </View>
    )
  }

  return (
    <View className='zy-wtable' data-testid='wish-table' data-count={items.length} data-checking={model.checking ? 'true' : 'false'}>
      <WishScoreCard student={student} compact />
      <Text className='zy-wtable__heading'>{tableTitle(fillMode, batch.Name)}</Text>
      {editing ? (
        <View className='zy-wtable__editing-box' data-testid='wish-editing'>
          <Note tone='warn'>这份草稿来自已保存的志愿表「{editing.name}」：点「保存修改」会更新这张表；想保留原表，请点「另存为」存成一张新表。</Note>
        </View>
      ) : null}
      <WishCheckSummary
        check={check}
        slipWarn={slipWarn}
        checking={model.checking}
        error={model.error}
        onRetry={() => void model.run()}
        count={items.length}
        wishCount={rule.WishCount}
      />
      <View className='zy-wtable__list' data-testid='wish-rows'>
        {items.slice(0, shown).map((it, i) => (
          <WishTableRow
            key={it.UnitId}
            item={it}
            index={i}
            total={items.length}
            checked={model.itemOf(it.UnitId)}
            fillMode={fillMode}
            adjustExists={rule.Adjustment.Exists}
            majorsPerGroup={rule.MajorsPerGroup}
            flagged={flagged.has(i + 1)}
            onOpen={() => {
              const c = model.itemOf(it.UnitId)
              if (c) setExplain(c)
            }}
            onMajors={() => setMajorsOf(it)}
          />
        ))}
      </View>
      {items.length > shown ? (
        <View className='zy-wtable__more' data-testid='wish-more'>
          <AtButton size='small' onClick={() => setShown(shown + WISH_ROWS_STEP)}>
            {`再显示 ${Math.min(WISH_ROWS_STEP, items.length - shown)} 个志愿（共 ${items.length} 个）`}
          </AtButton>
        </View>
      ) : null}
      <Text className='zy-wtable__note'>平行志愿按表中顺序投档：排在前面的先检索，录上一个后面的就不再看。把「冲」放前面，「保」「垫」放最后。</Text>
      <View className='zy-wtable__bar'>
        <View data-testid='wish-clear'>
          <AtButton
            size='small'
            onClick={() => {
              void Taro.showModal({ title: '清空志愿表？', content: '草稿中的志愿会全部删除（已保存的志愿表不受影响）', confirmText: '清空' }).then((r) => {
                if (r.confirm) wish.clear(batch.BatchId)
              })
            }}
          >
            清空
          </AtButton>
        </View>
        <View data-testid='wish-add'>
          <AtButton size='small' onClick={() => void go(pagePath(addPageOf(fillMode)))}>
            继续添加
          </AtButton>
        </View>
        {editing ? (
          <View data-testid='wish-save-as'>
            <AtButton size='small' disabled={model.saving} onClick={() => startSave(true)}>
              另存为
            </AtButton>
          </View>
        ) : null}
        <View className='zy-wtable__save' data-testid='wish-save'>
          <AtButton type='primary' size='small' loading={model.saving} disabled={model.saving} onClick={() => startSave(false)}>
            {editing ? '保存修改' : '保存志愿表'}
          </AtButton>
        </View>
      </View>
      <AtModal isOpened={naming !== null} onClose={() => setNaming(null)} className='zy-wtable__modal'>
        <AtModalHeader>{asNew ? (editing ? '另存为新的志愿表' : '保存志愿表') : `保存修改到「${editing?.name ?? ''}」`}</AtModalHeader>
        <AtModalContent>
          {!asNew && editing ? (
            <Text className='zy-wtable__modal-note' data-testid='wish-name-replaces'>
              会用这份草稿更新已保存的「{editing.name}」。
            </Text>
          ) : null}
          <View data-testid='wish-name'>
            {naming !== null ? (
              <AtInput
                name='wishName'
                title='名称'
                type='text'
                maxlength={30}
                placeholder='给志愿表起个名字'
                value={naming}
                onChange={(v: string | number) => setNaming(String(v))}
              />
            ) : null}
          </View>
        </AtModalContent>
        <AtModalAction>
          <View className='zy-wtable__modal-btn' onClick={() => setNaming(null)}>
            取消
          </View>
          <View className='zy-wtable__modal-btn zy-wtable__modal-btn--ok' data-testid='wish-name-ok' onClick={() => void doSave()}>
            保存
          </View>
        </AtModalAction>
      </AtModal>
      <WishExplain row={explain} year={student?.Year ?? null} onClose={() => setExplain(null)} />
      <MajorsEditor
        item={majorsOf}
        batchId={batch.BatchId}
        forecast={wish.isForecast}
        max={rule.MajorsPerGroup}
        onClose={() => setMajorsOf(null)}
        onSave={(majors) => {
          if (majorsOf && wish.setMajors(majorsOf.UnitId, majors) === 'too-many') {
            void Taro.showToast({ title: `每个志愿最多填 ${rule.MajorsPerGroup} 个专业`, icon: 'none', duration: 1500 })
            return
          }
          setMajorsOf(null)
        }}
      />
    </View>
  )
})

export default WishTable

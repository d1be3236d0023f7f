/**
 * The band tabs (with how many rows each band holds for the filters) and the filters of a recommendation
 * list: region (本省 / 外省), school labels (985 / 211 / 双一流, 公办 / 民办) and a keyword.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { AtSearchBar, AtSegmentedControl, AtTabs, AtTag } from 'taro-ui'
import 'taro-ui/lib/style/components/icon.scss'
import 'taro-ui/lib/style/components/tag.scss'
import 'taro-ui/lib/style/components/tabs.scss'
import 'taro-ui/lib/style/components/search-bar.scss'
import 'taro-ui/lib/style/components/segmented-control.scss'
import { observer } from 'mobx-react'
import type { RecommendListModel, Region } from '../../stores/wish'
import { BANDS, type Band } from '../../model/wish'
import { confirmedText } from '../../utils/confirmed-text'

const TAB_BANDS: (Band | null)[] = [null, ...BANDS]

export const BandTabs = observer(function BandTabs({ model }: { model: RecommendListModel }) {
  const c = model.counts
  const current = Math.max(0, TAB_BANDS.indexOf(model.filters.Band))
  // 全部: what the list holds without a band filter (自主填报 includes the rows no band fits)
  const all = model.filters.Band === null && model.pager.loaded && !model.pager.error ? model.pager.total : model.bandTotal
  const tabList = TAB_BANDS.map((b) => ({ title: b ? `${b}${c ? ` ${c[b]}` : ''}` : `全部${all !== null ? ` ${all}` : ''}` }))
  return (
    <View className='zy-reclist__tabs' data-testid='band-tabs' data-band={model.filters.Band ?? ''}>
      <AtTabs current={current} tabList={tabList} onClick={(i: number) => void model.setBand(TAB_BANDS[i])} />
    </View>
  )
})

const REGIONS: (Region | null)[] = [null, 'home', 'other']
const REGION_TEXT = ['全部地区', '本省', '外省']

type LabelKey = 'Is985' | 'Is211' | 'IsDoubleFirstClass' | 'public' | 'private' | 'ExcludeCostly'
const LABELS: { key: LabelKey; text: string }[] = [
  { key: 'Is985', text: '985' },
  { key: 'Is211', text: '211' },
  { key: 'IsDoubleFirstClass', text: '双一流' },
  { key: 'public', text: '公办' },
  { key: 'private', text: '民办' },
  { key: 'ExcludeCostly', text: '不含中外合作/民办/高学费' },
]

export const RecommendFilters = observer(function RecommendFilters({
  model,
  keyword = true,
  placeholder = '搜索院校或专业',
}: {
  model: RecommendListModel
  keyword?: boolean
  placeholder?: string
}) {
  const f = model.filters
  const [text, setText] = useState(f.Keyword)
  const active = (k: LabelKey) => (k === 'public' ? f.IsPrivate === false : k === 'private' ? f.IsPrivate === true : f[k])
  const toggle = (k: LabelKey) => {
    if (k === 'public') void model.reload({ IsPrivate: f.IsPrivate === false ? null : false })
    else if (k === 'private') void model.reload({ IsPrivate: f.IsPrivate === true ? null : true })
    else void model.reload({ [k]: !f[k] })
  }
  const search = (typed = text) => {
    if (typed.trim() !== f.Keyword) void model.reload({ Keyword: typed.trim() })
  }
  return (
    <View className='zy-reclist__filters' data-testid='recommend-filters'>
      {keyword ? (
        <View data-testid='keyword'>
          <AtSearchBar
            value={text}
            placeholder={placeholder}
            maxLength={40}
            onChange={(v: string) => {
              setText(v)
              // clearing the box shows everything again at once
              if (!v && f.Keyword) void model.reload({ Keyword: '' })
            }}
            onConfirm={(e: { detail?: { value?: unknown } }) => search(confirmedText(e, text))}
            onActionClick={() => search()}
          />
        </View>
      ) : null}
      {f.MajorCodes.length ? (
        <View className='zy-reclist__majors' data-testid='filter-majors' data-codes={f.MajorCodes.join(',')}>
          <Text className='zy-reclist__majors-text'>
            {f.MajorCodesFrom ? `只看与「${f.MajorCodesFrom}」相关的专业` : '只看相关专业'}（
            {(model.majorFilterNames.length ? model.majorFilterNames : f.MajorCodes).join('、')}）
          </Text>
          <AtTag size='small' circle name='clear-majors' onClick={() => void model.reload({ MajorCodes: [], MajorCodesFrom: '' })}>
            清除
          </AtTag>
        </View>
      ) : null}
      {f.MajorCodes.length && model.majorFilterNote ? (
        <Text className='zy-reclist__majors-note' data-testid='filter-majors-note'>
          {model.majorFilterNote}
        </Text>
      ) : null}
      <View className='zy-reclist__region' data-testid='filter-region'>
        <AtSegmentedControl
          values={REGION_TEXT}
          current={Math.max(0, REGIONS.indexOf(f.Region))}
          onClick={(i: number) => void model.reload({ Region: REGIONS[i] })}
        />
      </View>
      <View className='zy-reclist__labels' data-testid='filter-labels'>
        {LABELS.map((l) => (
          <View key={l.key} className='zy-reclist__label' data-testid={`filter-${l.key}`} data-active={active(l.key) ? 'true' : 'false'}>
            <AtTag size='small' circle type='primary' active={active(l.key)} name={l.key} onClick={() => toggle(l.key)}>
              {l.text}
            </AtTag>
          </View>
        ))}
      </View>
    </View>
  )
})

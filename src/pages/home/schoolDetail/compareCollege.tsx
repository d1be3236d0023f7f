import { ScrollView, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState, type ReactNode } from 'react'
import { PageShell } from '../../../components/page-shell'
import { ErrorView } from '../../../components/error-view'
import { schoolTags } from '../../../components/school-tags'
import { LOOKUP, open, openSchool } from '../../../navigation/lookup-routes'
import { batchGroupText } from '../../../components/line-label'
import { SourceTag } from '../../../components/source-tag'
import { readParam } from '../../../utils/url'
import { LookupStore, parseCompareIds } from '../../../stores/lookup'
import type { CompareEntry } from '../../../model/lookup'
import { formatNumber } from '../../../utils/number'
import './compareCollege.scss'
import { useStore } from '../../../stores'
import { AsyncView } from '../../../components/async-view'
import { Chips } from '../../../components/chips'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { PickerRow } from '../../../components/picker-row'

interface Row {
  title: string
  cell: (e: CompareEntry) => ReactNode
}

const ROWS: Row[] = [
  { title: '所在地', cell: (e) => [e.School.ProvinceName, e.School.City].filter(Boolean).join(' · ') },
  { title: '层次 / 性质', cell: (e) => `${e.School.Level} · ${e.School.IsPrivate ? '民办' : '公办'}` },
  {
    title: '标签',
    cell: (e) =>
      e.School.TagsKnown
        ? schoolTags(e.School)
            .filter((t) => t.key)
            .map((t) => t.text)
            .join(' ') || '—'
        : '未标注',
  },
  { title: '院校类型', cell: (e) => e.School.SchoolType ?? '未标注' },
  { title: '主管部门', cell: (e) => e.School.Authority || '—' },
  { title: '建校年份', cell: (e) => (e.School.Founded ? String(e.School.Founded) : '未标注') },
  {
    title: '最近最低分',
    cell: (e) =>
      e.LatestLine ? (
        <View>
          <Text className='lk-compare__big'>{formatNumber(e.LatestLine.MinScore)}</Text>
          <Text className='zy-lk-muted lk-block'>
            {e.LatestLine.Year}年 {batchGroupText(e.LatestLine)}
          </Text>
          <SourceTag compact source={e.LatestLine.Source} year={e.LatestLine.Year} what={`${e.LatestLine.Year}年 ${e.School.SchoolName} 最低分`} />
        </View>
      ) : (
        '暂无数据'
      ),
  },
  {
    title: '最近最低位次',
    cell: (e) =>
      e.LatestLine && e.LatestLine.MinRank !== null ? (
        <View>
          <Text className='lk-compare__big'>{formatNumber(e.LatestLine.MinRank)}</Text>
          {e.LatestLine.IsDerived ? <Text className='zy-source__derived'>推算</Text> : null}
          <SourceTag compact source={e.LatestLine.Source} year={e.LatestLine.Year} derived={e.LatestLine.IsDerived} derivedFrom={e.LatestLine.RankSource} />
        </View>
      ) : (
        '暂无数据'
      ),
  },
  {
    title: '招生计划',
    cell: (e) =>
      e.PlanCount !== null ? (
        <View>
          <Text>
            {formatNumber(e.PlanCount, { unit: '人' })}（{e.PlanYear}年）
          </Text>
          {e.PlanSource ? <SourceTag compact source={e.PlanSource} year={e.PlanYear} /> : null}
        </View>
      ) : (
        '暂无数据'
      ),
  },
  { title: '开设本科专业', cell: (e) => `${formatNumber(e.MajorCount, { unit: '个' })}` },
  { title: '双一流学科', cell: (e) => (e.School.DoubleFirstClassDisciplines.length ? e.School.DoubleFirstClassDisciplines.join('、') : '—') },
]

/** Side-by-side table of 2–4 schools (ids=10001,10002), lines in the chosen province and track. */
function CompareCollegePage() {
  const { province } = useStore()
  const lookup = useStore().part(LookupStore)
  const router = useRouter()
  // readParam decodes: the mini program hands `ids=10459%2C10288` over still encoded
  const { ids, error } = parseCompareIds(readParam(router.params, 'ids') || readParam(router.params, 'SchoolIds'))
  const [q] = useState(() => lookup.comparison(ids))
  useEffect(() => {
    if (!error) void q.init()
  }, [q, error])
  if (error)
    return (
      <PageShell>
        <ErrorView text={error} retryText='去选择院校' onRetry={() => open(LOOKUP.contrastPrepare)} />
      </PageShell>
    )
  const res = q.result
  const data = res.data
  return (
    <PageShell className='lk-compare'>
      <Section>
        <PickerRow
          label='生源省份'
          options={province.list.map((p) => ({ key: p.ID, label: p.ProvinceName }))}
          value={q.provinceId}
          onChange={(id) => void q.setProvince(id)}
        />
        <View className='zy-lk-gap-top'>
          <Chips options={q.tracks.map((t) => ({ key: t.subjectType, label: t.name }))} value={q.subjectType} onChange={(t) => t && void q.setTrack(t)} />
        </View>
      </Section>
      <AsyncView
        state={res}
        isEmpty={!data?.Schools.length}
        onRetry={() => void q.load()}
        emptyText='没有可对比的院校'
        emptyHint='请在院校详情中加入对比'
        skeletonRows={5}
      >
        {data ? (
          <ScrollView scrollX className='lk-compare__scroll'>
            <View className={`lk-compare__table lk-compare__table--n${data.Schools.length}`} data-testid='compare-table'>
              <View className='lk-compare__row lk-compare__row--head'>
                <View className='lk-compare__th'>院校</View>
                {data.Schools.map((e) => (
                  <View key={e.School.SchoolId} className='lk-compare__td lk-compare__name' onClick={() => openSchool(e.School.SchoolId)}>
                    {e.School.SchoolName}
                  </View>
                ))}
              </View>
              {ROWS.map((r) => (
                <View key={r.title} className='lk-compare__row'>
                  <View className='lk-compare__th'>{r.title}</View>
                  {data.Schools.map((e) => (
                    <View key={e.School.SchoolId} className='lk-compare__td'>
                      {r.cell(e)}
                    </View>
                  ))}
                </View>
              ))}
            </View>
          </ScrollView>
        ) : null}
        <View className='zy-lk-pad'>
          <Note>最低分与位次取所选省份、科类最近一年的普通类院校线（按专业组录取的省份取各组中最低的一组）；「推算」位次由最低分按当年一分一段表换算。</Note>
        </View>
      </AsyncView>
    </PageShell>
  )
}

export default observer(CompareCollegePage)

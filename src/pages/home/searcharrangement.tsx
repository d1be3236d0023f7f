import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { PageShell } from '../../components/page-shell'
import { SegmentChart } from '../../components/charts'
import { SourceTag } from '../../components/source-tag'
import { useStore } from '../../stores'
import { LookupStore, type RankLookupStore } from '../../stores/lookup'
import { formatNumber } from '../../utils/number'
import './searcharrangement.scss'
import { AsyncView } from '../../components/async-view'
import { Chips } from '../../components/chips'
import { DataTable } from '../../components/data-table'
import { Note } from '../../components/note'
import { Section } from '../../components/section'
import { PickerRow } from '../../components/picker-row'
import { Stat } from '../../components/stat'
import { Button } from '../../components/button'

const Result = observer(function Result({ store }: { store: RankLookupStore }) {
  const r = store.result.data
  if (store.result.error) return <Text className='zy-lk-error-text'>{store.result.error}</Text>
  if (!r) return null
  const t = r.Table
  const what = `${t.Year}年 ${t.ProvinceName} ${t.SubjectName} ${r.Score}分`
  return (
    <View
      className='lk-rank__result'
      data-testid='rank-result'
      data-table-id={t.TableId}
      data-province-id={t.ProvinceId}
      data-year={t.Year}
      data-subject-type={t.SubjectType ?? ''}
      data-score={r.Score}
    >
      <View className='lk-rank__stats'>
        <Stat label='累计位次' value={<Text data-testid='rank-value'>{formatNumber(r.Rank)}</Text>} />
        <Stat label='本段人数' value={formatNumber(r.Count)} />
        <Stat small label='本段位次' value={r.RankFrom !== null && r.RankTo !== null ? `${formatNumber(r.RankFrom)}–${formatNumber(r.RankTo)}` : '—'} />
      </View>
      {r.IsBand ? (
        <Note testId='band-note'>
          {r.Score} 分位于合并分段 {r.BandLow}–{r.BandHigh} 分内：考试院只公布了这一段的合计人数，段内每一分的位次没有公布，只能确定位次在{' '}
          {formatNumber(r.RankFrom)}–{formatNumber(r.RankTo)} 之间。
        </Note>
      ) : null}
      {r.IsBelowFloor || r.Message ? <Note>{r.Message || `低于表中最低分 ${t.FloorScore} 分，位次未公布。`}</Note> : null}
      <View className='lk-rank__source'>
        <SourceTag source={r.Source} year={t.Year} what={what} />
        {t.PolicyBonusIncluded ? <Text className='zy-lk-muted'>（含政策加分）</Text> : null}
      </View>
      <Text className='zy-lk-muted lk-block'>累计位次即全省同科类中分数不低于 {r.Score} 分的人数，是填报志愿时常说的「位次」。</Text>
    </View>
  )
})

const Equivalents = observer(function Equivalents({ store }: { store: RankLookupStore }) {
  const e = store.equivalents
  const list = (e.data?.List ?? []).filter((x) => x.Year !== store.year)
  if (!store.result.data && !e.loading) return null
  return (
    <Section title='往年等位分' extra='位次法' testId='equivalents'>
      <AsyncView state={e} isEmpty={!list.length} onRetry={() => void e.retry()} emptyText='暂无其他年份的一分一段表' skeletonRows={2}>
        <DataTable
          rows={list}
          rowKey={(x) => x.Year}
          columns={[
            { title: '年份', flex: 0.7, render: (x) => x.Year },
            { title: '等位分', flex: 0.9, align: 'right', render: (x) => (x.Score === null ? '—' : `${x.Score}${x.Exact ? '' : ' 约'}`) },
            { title: '该分位次', flex: 1, align: 'right', render: (x) => formatNumber(x.Rank) },
            {
              title: '来源',
              flex: 1.3,
              align: 'right',
              render: (x) => <SourceTag compact source={x.Source} year={x.Year} derived={x.IsDerived} what={`${x.Year}年等位分 ${x.Score ?? '—'}`} />,
            },
          ]}
        />
        {list.some((x) => x.Note) ? (
          <Note>
            {list
              .filter((x) => x.Note)
              .map((x) => `${x.Year}：${x.Note}`)
              .join('；')}
          </Note>
        ) : null}
        <Note>等位分：在往年的一分一段表中，累计人数最先达到你今年位次的分数。它是用来和往年录取分数比较的参考，不是官方公布的数字。</Note>
      </AsyncView>
    </Section>
  )
})

function HomeSearchArrangementPage() {
  const root = useStore()
  const [store] = useState(() => root.part(LookupStore).rankLookup())
  useEffect(() => {
    void store.init()
  }, [store])
  const provinces = root.province.list
  const table = store.table
  return (
    <PageShell className='lk-rank'>
      <Section title='分数查位次'>
        <PickerRow
          label='省份'
          testId='rank-province'
          options={provinces.map((p) => ({ key: p.ID, label: p.ProvinceName }))}
          value={store.provinceId}
          onChange={(id) => void store.setProvince(id)}
        />
        {store.years.length ? (
          <View className='lk-rank__row'>
            <Text className='lk-rank__label'>年份</Text>
            <Chips
              options={store.years.map((y) => ({ key: y, label: String(y) }))}
              value={store.year}
              onChange={(y) => y && void store.setYear(y)}
              testId='rank-years'
            />
          </View>
        ) : null}
        {store.tracks.length ? (
          <View className='lk-rank__row'>
            <Text className='lk-rank__label'>科类</Text>
            <Chips
              options={store.tracks.map((t) => ({ key: t.subjectType, label: t.name }))}
              value={store.subjectType}
              onChange={(t) => t && void store.setTrack(t)}
              testId='rank-tracks'
            />
          </View>
        ) : null}
        <View className='lk-rank__input-row'>
          <Input
            className='lk-rank__input'
            type='digit'
            placeholder={table ? `输入分数（0–${store.maxScore}）` : '输入分数'}
            value={store.scoreText}
            maxlength={5}
            data-testid='rank-score'
            onInput={(e) => store.setScoreText(e.detail.value)}
            onConfirm={() => void store.lookup()}
          />
          <Button testId='rank-submit' onClick={() => void store.lookup()}>
            查位次
          </Button>
        </View>
        {store.scoreError ? <Text className='zy-lk-error-text'>{store.scoreError}</Text> : null}
        {store.tables.error ? <Text className='zy-lk-error-text'>{store.tables.error}</Text> : null}
        {store.tables.loaded && !store.tables.error && !store.usableTables.length ? (
          <Note>该省份暂无可用的一分一段表（部分省份不公布或只以图片公布）。</Note>
        ) : null}
        <Result store={store} />
      </Section>
      <Equivalents store={store} />
      {table ? (
        <Section testId='segment-section'>
          <AsyncView
            state={store.segments}
            isEmpty={!store.segmentList.length}
            onRetry={() => void store.segments.retry()}
            emptyText='这张表暂无分段数据'
            skeletonRows={4}
          >
            <SegmentChart
              segments={store.segmentList}
              table={table}
              markScore={store.result.data && !store.result.data.IsBelowFloor ? store.resultScore : null}
            />
          </AsyncView>
        </Section>
      ) : null}
      <View className='zy-lk-spacer' />
    </PageShell>
  )
}

export default observer(HomeSearchArrangementPage)

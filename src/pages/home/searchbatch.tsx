import { Switch, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { PageShell } from '../../components/page-shell'
import { SourceTag } from '../../components/source-tag'
import { formatNumber } from '../../utils/number'
import { useStore } from '../../stores'
import { LookupStore } from '../../stores/lookup'
import { AsyncView } from '../../components/async-view'
import { Chips } from '../../components/chips'
import { DataTable } from '../../components/data-table'
import { Note } from '../../components/note'
import { Section } from '../../components/section'
import { PickerRow } from '../../components/picker-row'

/** 批次线 (省控线) by province, year and track. */
function SearchBatchPage() {
  const { province } = useStore()
  const lookup = useStore().part(LookupStore)
  const q = lookup.batchLines
  const ctx = q.ctx
  useEffect(() => {
    void ctx.ensureInit().then(() => q.load())
  }, [ctx, q])
  const reload = () => void q.load()
  const groups = q.byYear
  return (
    <PageShell>
      <Section>
        <PickerRow
          label='省份'
          testId='batch-province'
          options={province.list.map((p) => ({ key: p.ID, label: p.ProvinceName }))}
          value={ctx.provinceId}
          onChange={(id) =>
            void ctx.setProvince(id).then(() => {
              ctx.setYear(null)
              reload()
            })
          }
        />
        <View className='zy-lk-gap-top'>
          <Chips
            options={[{ key: 0, label: '全部科类' }, ...ctx.tracks.map((t) => ({ key: t.subjectType, label: t.name }))]}
            value={ctx.subjectType ?? 0}
            onChange={(t) => {
              ctx.setSubjectType(t ? t : null)
              reload()
            }}
          />
        </View>
        {ctx.years.length ? (
          <View className='zy-lk-gap-top'>
            <Chips
              options={[{ key: 0, label: '全部年份' }, ...ctx.years.map((y) => ({ key: y, label: String(y) }))]}
              value={ctx.year ?? 0}
              onChange={(y) => {
                ctx.setYear(y ? y : null)
                reload()
              }}
            />
          </View>
        ) : null}
        <View className='zy-lk-between zy-lk-gap-top'>
          <Text className='zy-lk-muted'>包含艺术、体育等特殊类型控制线</Text>
          <Switch
            checked={q.includeSpecial}
            color='#1f5eff'
            onChange={(e) => {
              q.setIncludeSpecial(e.detail.value)
              reload()
            }}
          />
        </View>
      </Section>
      <AsyncView state={q.lines} isEmpty={!groups.length} onRetry={reload} emptyText='该省份暂无批次线数据'>
        {groups.map((g) => (
          <Section key={g.year} title={`${g.year}年 ${ctx.provinceName}`} testId='batch-year'>
            <DataTable
              rows={g.lines}
              rowKey={(l) => l.Id}
              columns={[
                { title: '科类', flex: 0.9, render: (l) => l.SubjectName || '—' },
                { title: '批次 / 线', flex: 1.8, render: (l) => (l.IsSpecial && l.RouteName ? `${l.Batch}（${l.RouteName}）` : l.Batch) },
                {
                  title: '分数线',
                  flex: 1,
                  align: 'right',
                  render: (l) =>
                    l.MinScore !== null
                      ? formatNumber(l.MinScore)
                      : l.CultureScore !== null || l.ProfessionalScore !== null
                        ? `文化 ${formatNumber(l.CultureScore)} / 专业 ${formatNumber(l.ProfessionalScore)}`
                        : '—',
                },
                {
                  title: '来源',
                  flex: 1.2,
                  align: 'right',
                  render: (l) => <SourceTag compact source={l.Source} year={l.Year} what={`${l.Year}年 ${l.ProvinceName} ${l.SubjectName} ${l.Batch}`} />,
                },
              ]}
            />
          </Section>
        ))}
        <View className='zy-lk-pad'>
          <Note>批次线（省控线）是省级考试院划定的最低录取控制分数线，达到该线只表示具备该批次投档资格。</Note>
        </View>
      </AsyncView>
    </PageShell>
  )
}

export default observer(SearchBatchPage)

import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { PageShell } from '../../components/page-shell'
import { ErrorView } from '../../components/error-view'
import { LOOKUP, open, openMajor, openSchool } from '../../navigation/lookup-routes'
import { schoolTags } from '../../components/school-tags'
import { SourceTag } from '../../components/source-tag'
import { LookupStore, lookupDefaults } from '../../stores/lookup'
import { useAutoPaging } from '../../components/paged-list/use-paging'
import { formatNumber } from '../../utils/number'
import { useStore } from '../../stores'
import { AsyncView } from '../../components/async-view'
import { useLoaded } from '../../components/async-view/use-loaded'
import { Chips } from '../../components/chips'
import { MajorRow } from '../../components/major-row'
import { Note } from '../../components/note'
import { PagedList } from '../../components/paged-list'
import { Section } from '../../components/section'
import { yearsText } from '../../utils/date'

const MAJOR_CODE = /^\d{6}[TKtk]{0,2}$/

/** 专业详情: where the major sits in the catalogue, its siblings, and the schools that offer it. */
function SpecialityDetailsPage() {
  const store = useStore()
  const router = useRouter()
  const code = String(router.params.MajorCode ?? router.params.code ?? '').toUpperCase()
  const valid = MAJOR_CODE.test(code)
  const own = lookupDefaults(store).provinceId
  const info = useLoaded(() => store.part(LookupStore).majorInfo(valid ? code : null), [code, valid])
  const [schools] = useState(() => store.part(LookupStore).offeringSchools(valid ? code : null))
  useEffect(() => {
    if (info.data) void Taro.setNavigationBarTitle({ title: info.data.Major.MajorName }).catch(() => undefined)
  }, [info.data])
  const pager = useAutoPaging(() => schools.list.pager, { autoLoad: valid })
  if (!valid)
    return (
      <PageShell>
        <ErrorView text='专业代码不正确' detail='请从专业目录或搜索结果进入' />
      </PageShell>
    )
  const d = info.data
  const ownName = store.province.byId(own)?.ProvinceName
  return (
    <PageShell>
      <AsyncView
        state={info}
        isEmpty={!d}
        onRetry={() => void info.retry()}
        emptyText='没有找到这个专业'
        emptyHint='请从专业目录或搜索结果进入'
        skeletonRows={4}
      >
        {d ? (
          <View>
            <Section
              title={d.Major.MajorName}
              extra={<SourceTag compact source={d.Major.Source} year={d.Major.CatalogYear} what='本科专业目录' />}
              testId='major-head'
            >
              <Text className='zy-lk-muted'>
                专业代码 {d.Major.MajorCode} · {d.Major.DisciplineName}（{d.Major.DisciplineCode}）/ {d.Major.ClassName}（{d.Major.ClassCode}）
              </Text>
              <View>
                {d.Major.IsSpecial ? <Text className='zy-lk-tag zy-lk-tag--warn'>特设专业</Text> : null}
                {d.Major.IsControlled ? <Text className='zy-lk-tag zy-lk-tag--warn'>国家控制布点</Text> : null}
                <Text className='zy-lk-tag'>{d.InCatalog2026 ? '在 2026 目录中' : '不在 2026 目录中'}</Text>
                <Text className='zy-lk-tag'>{d.InCatalog2025 ? '在 2025 目录中' : '2026 年新增'}</Text>
              </View>
              {d.Major.Note ? <Note>{d.Major.Note}</Note> : null}
              <View className='zy-lk-links'>
                <Text className='zy-lk-link' onClick={() => open(LOOKUP.specialtyRank, { MajorCode: d.Major.MajorCode })}>
                  开设院校录取难度排名 ›
                </Text>
                <Text className='zy-lk-link' onClick={() => open(LOOKUP.professional, { MajorCode: d.Major.MajorCode })}>
                  专业介绍 ›
                </Text>
              </View>
            </Section>
            <Section title='我们的数据中'>
              <Text>
                开设院校 <Text className='lk-strong'>{formatNumber(d.SchoolCount)}</Text> 所，计划人数合计{' '}
                <Text className='lk-strong'>{formatNumber(d.PlanCount)}</Text> 人
              </Text>
              {d.StatsNote ? <Note>{d.StatsNote}</Note> : null}
            </Section>
            {d.Siblings.length ? (
              <Section title={`同属${d.Major.ClassName}的专业`}>
                {d.Siblings.map((m) => (
                  <MajorRow key={m.MajorCode} m={m} onClick={() => openMajor(m.MajorCode)} />
                ))}
              </Section>
            ) : null}
          </View>
        ) : null}
      </AsyncView>
      <Section title='开设院校' testId='offering-schools'>
        {own ? (
          <Chips
            options={[
              { key: 0, label: '全部省份' },
              { key: own, label: `在${ownName ?? '本省'}招生` },
            ]}
            value={schools.scope}
            onChange={(k) => schools.setScope(k ?? 0)}
          />
        ) : null}
        <PagedList
          pager={pager}
          skeletonRows={3}
          emptyText='我们的数据中暂无开设该专业的院校'
          render={(items) => (
            <View>
              {items.map((o) => (
                <View key={o.School?.SchoolId ?? o.SchoolName} className='zy-lk-list-row' onClick={o.School ? () => openSchool(o.School!.SchoolId) : undefined}>
                  <View className='zy-lk-between'>
                    <Text className={o.School ? 'zy-lk-link' : ''}>{o.SchoolName}</Text>
                    <SourceTag compact source={o.Source} />
                  </View>
                  <View>
                    {o.School
                      ? schoolTags(o.School)
                          .filter((t) => t.key)
                          .map((t) => (
                            <Text key={t.text} className='zy-lk-tag zy-lk-tag--key'>
                              {t.text}
                            </Text>
                          ))
                      : null}
                  </View>
                  <Text className='zy-lk-muted'>
                    {yearsText(o.Years)} · 计划 {formatNumber(o.PlanCount, { unit: '人' })} · {o.Provinces.length} 个省份 · {o.RowCount} 条数据
                  </Text>
                  {o.PrintedNames.length > 1 ? (
                    <Text className='zy-lk-muted lk-block'>
                      招生名称：{o.PrintedNames.slice(0, 3).join('；')}
                      {o.PrintedNames.length > 3 ? ` 等 ${o.PrintedNames.length} 个` : ''}
                    </Text>
                  ) : null}
                </View>
              ))}
              {schools.note ? <Note>{schools.note}</Note> : null}
            </View>
          )}
        />
      </Section>
    </PageShell>
  )
}

export default observer(SpecialityDetailsPage)

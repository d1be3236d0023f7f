import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { PageShell } from '../../components/page-shell'
import { LOOKUP, open, openMajor } from '../../navigation/lookup-routes'
import { SourceTag } from '../../components/source-tag'
import { formatNumber } from '../../utils/number'
import { useStore } from '../../stores'
import { LookupStore } from '../../stores/lookup'
import { AsyncView } from '../../components/async-view'
import { useLoaded } from '../../components/async-view/use-loaded'
import { MajorRow } from '../../components/major-row'
import { Note } from '../../components/note'
import { SearchBox } from '../../components/search-box'
import { Section } from '../../components/section'
import { useDebounced } from '../../utils/use-debounced'

/** 查专业: search the catalogue by name (majors, 专业类 and 门类); without a keyword, the most offered majors. */
function SearchSpecialtyPage() {
  const lookup = useStore().part(LookupStore)
  const router = useRouter()
  const [keyword, setKeyword] = useState(router.params.keyword ? decodeURIComponent(router.params.keyword) : '')
  const k = useDebounced(keyword.trim(), 300)
  const [search] = useState(() => lookup.majorSearch())
  useEffect(() => search.load(k), [k, search])
  const found = search.result
  const hot = useLoaded(() => lookup.hotMajors(20))
  const f = found.data
  return (
    <PageShell>
      <SearchBox testId='major-search' value={keyword} placeholder='输入专业名称，如 计算机' onInput={setKeyword} onSearch={setKeyword} />
      <View className='zy-lk-pad zy-lk-links'>
        <Text className='zy-lk-link' onClick={() => open(LOOKUP.specialtyCategory)}>
          按专业目录浏览 ›
        </Text>
      </View>
      {k ? (
        <AsyncView
          state={found}
          isEmpty={!f?.Categories.length && !f?.Specialties.length}
          onRetry={() => void found.retry()}
          emptyText='没有找到相关专业'
          emptyHint='试试更短的名称，如「计算机」「临床」'
        >
          {f?.Categories.length ? (
            <Section title='专业类 / 门类'>
              {f.Categories.map((c) => (
                <View key={c.Code} className='zy-lk-list-row zy-lk-between' onClick={() => open(LOOKUP.specialtyCategory)}>
                  <Text>
                    {c.Name}{' '}
                    <Text className='zy-lk-muted'>
                      {c.Kind} {c.Code}
                    </Text>
                  </Text>
                  <Text className='zy-lk-muted'>{c.MajorCount} 个专业</Text>
                </View>
              ))}
            </Section>
          ) : null}
          {f?.Specialties.length ? (
            <Section title='专业' extra={<SourceTag compact source={f.Specialties[0].Source} />}>
              {f.Specialties.map((m) => (
                <MajorRow key={m.MajorCode} m={m} onClick={() => openMajor(m.MajorCode)} />
              ))}
            </Section>
          ) : null}
        </AsyncView>
      ) : (
        <Section title='开设院校最多的专业' testId='hot-majors'>
          <AsyncView state={hot} isEmpty={!hot.data?.List.length} onRetry={() => void hot.retry()} emptyText='暂无开设院校统计'>
            {(hot.data?.List ?? []).map((s, i) => (
              <View key={s.Major.MajorCode} className='zy-lk-list-row zy-lk-between' onClick={() => openMajor(s.Major.MajorCode)}>
                <Text>
                  <Text className='zy-lk-muted'>{i + 1}. </Text>
                  <Text className='zy-lk-link'>{s.Major.MajorName}</Text>
                </Text>
                <Text className='zy-lk-muted'>
                  {formatNumber(s.SchoolCount, { unit: '所' })}院校 · 计划 {formatNumber(s.PlanCount, { unit: '人' })}
                </Text>
              </View>
            ))}
            {hot.data?.Method ? <Note>{hot.data.Method}</Note> : null}
            {hot.data?.List[0] ? <SourceTag source={hot.data.List[0].Source} what='开设院校数与计划人数统计' /> : null}
          </AsyncView>
        </Section>
      )}
    </PageShell>
  )
}

export default observer(SearchSpecialtyPage)

import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { AsyncView } from '../../../components/async-view'
import { Chips } from '../../../components/chips'
import { MajorRow } from '../../../components/major-row'
import { Note } from '../../../components/note'
import { PageShell } from '../../../components/page-shell'
import { SchoolCard } from '../../../components/school-card'
import { SearchBox } from '../../../components/search-box'
import { Section } from '../../../components/section'
import { LOOKUP, open, openMajor, openSchool } from '../../../navigation/lookup-routes'
import { useStore } from '../../../stores'
import { LookupStore } from '../../../stores/lookup'
import { useDebounced } from '../../../utils/use-debounced'
import './search.scss'

const ENTRIES: { label: string; route: string }[] = [
  { label: '查大学', route: LOOKUP.searchSchool },
  { label: '查专业', route: LOOKUP.searchSpecialty },
  { label: '查位次', route: LOOKUP.rank },
  { label: '批次线', route: LOOKUP.batch },
  { label: '招生计划', route: LOOKUP.plan },
  { label: '录取数据', route: LOOKUP.enrollData },
  { label: '院校排名', route: LOOKUP.collegeRank },
  { label: '成绩换算', route: LOOKUP.diagnosis },
]

/** 搜索: one box for schools and majors. */
function TopSearchPage() {
  const router = useRouter()
  const lookup = useStore().part(LookupStore)
  const [keyword, setKeyword] = useState(router.params.keyword ? decodeURIComponent(router.params.keyword) : '')
  const k = useDebounced(keyword.trim(), 300)
  const [search] = useState(() => lookup.globalSearch())
  useEffect(() => search.load(k), [k, search])
  const found = search.result
  const f = found.data
  return (
    <PageShell>
      <SearchBox testId='global-search' value={keyword} placeholder='搜索院校、专业' focus onInput={setKeyword} onSearch={setKeyword} />
      {k ? (
        <AsyncView
          state={found}
          isEmpty={!f?.Schools.length && !f?.Specialties.length}
          onRetry={() => void found.retry()}
          emptyText={`没有找到与「${k}」相关的院校或专业`}
          emptyHint='换个说法再试，例如只输入校名或专业名中的两三个字'
        >
          {f?.Schools.length ? (
            <View data-testid='global-schools'>
              <View className='zy-top-search__head'>
                <Text className='zy-top-search__title'>院校</Text>
                {f.SchoolTotal > f.Schools.length ? (
                  <Text className='zy-top-search__more' onClick={() => open(LOOKUP.searchSchool, { keyword: k })}>
                    查看全部 {f.SchoolTotal} 所 ›
                  </Text>
                ) : null}
              </View>
              {f.Schools.map((s) => (
                <SchoolCard key={s.SchoolId} school={s} onClick={() => openSchool(s.SchoolId)} />
              ))}
            </View>
          ) : null}
          {f?.Specialties.length ? (
            <Section
              title='专业'
              testId='global-majors'
              extra={
                f.SpecialtyTotal > f.Specialties.length ? (
                  <Text className='zy-top-search__more' onClick={() => open(LOOKUP.searchSpecialty, { keyword: k })}>
                    查看全部 {f.SpecialtyTotal} 个 ›
                  </Text>
                ) : null
              }
            >
              {f.Specialties.map((m) => (
                <MajorRow key={m.MajorCode} m={m} onClick={() => openMajor(m.MajorCode)} />
              ))}
            </Section>
          ) : null}
        </AsyncView>
      ) : (
        <Section title='常用查询'>
          <Chips wrap options={ENTRIES.map((e) => ({ key: e.route, label: e.label }))} value={null} onChange={(route) => (route ? open(route) : undefined)} />
          <Note>输入院校名称（如「中山大学」）或专业名称（如「计算机」）。</Note>
        </Section>
      )}
    </PageShell>
  )
}

export default observer(TopSearchPage)

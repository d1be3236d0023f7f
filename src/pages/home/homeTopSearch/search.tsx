import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell'
import { AsyncBlock, MajorRow, Note, SearchBox, Section, useDebounced } from '../../../components/lookup'
import { LOOKUP, open, openMajor, openSchool } from '../../../components/lookup/routes'
import { SchoolCard } from '../../../components/lookup/school-card'
import { Resource } from '../../../stores/lookup'
import { Lookup } from '../../../services/lookup'
import type { ApiData } from '@contract/endpoints'

type Found = ApiData<'Lookup/GlobalSearch'>

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
  const [keyword, setKeyword] = useState(router.params.keyword ? decodeURIComponent(router.params.keyword) : '')
  const k = useDebounced(keyword.trim(), 300)
  const [found] = useState(() => new Resource<Found>())
  useEffect(() => {
    if (k) void found.load(() => Lookup.GlobalSearch({ Keyword: k.slice(0, 40), Limit: 10 }))
    else found.clear()
  }, [k])
  const f = found.data
  return (
    <PageShell>
      <SearchBox testId='global-search' value={keyword} placeholder='搜索院校、专业' focus onInput={setKeyword} onSearch={setKeyword} />
      {k ? (
        <AsyncBlock resource={found} isEmpty={!f?.Schools.length && !f?.Specialties.length} onRetry={() => void found.retry()} emptyText={`没有找到与「${k}」相关的院校或专业`}>
          {f?.Schools.length ? (
            <View data-testid='global-schools'>
              <View className='zy-lk-pad zy-lk-between zy-lk-gap-top'>
                <Text className='lk-head'>院校</Text>
                {f.SchoolTotal > f.Schools.length ? (
                  <Text className='zy-lk-link' onClick={() => open(LOOKUP.searchSchool, { keyword: k })}>
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
                  <Text className='zy-lk-link' onClick={() => open(LOOKUP.searchSpecialty, { keyword: k })}>
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
        </AsyncBlock>
      ) : (
        <Section title='常用查询'>
          <View className='lk-entries'>
            {ENTRIES.map((e) => (
              <View key={e.route} className='lk-entry' onClick={() => open(e.route)}>
                {e.label}
              </View>
            ))}
          </View>
          <Note>输入院校名称（如「中山大学」）或专业名称（如「计算机」）。</Note>
        </Section>
      )}
    </PageShell>
  )
}

export default observer(TopSearchPage)

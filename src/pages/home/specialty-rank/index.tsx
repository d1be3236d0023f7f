import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import { PageShell } from '../../../components/page-shell'
import { LOOKUP, open } from '../../../navigation/lookup-routes'
import { RankRow } from '../../../components/rank-row'
import { SourceTag } from '../../../components/source-tag'
import { useAutoPaging } from '../../../components/paged-list/use-paging'
import { formatNumber } from '../../../utils/number'
import { useStore } from '../../../stores'
import { LookupStore } from '../../../stores/lookup'
import { AsyncView } from '../../../components/async-view'
import { Chips } from '../../../components/chips'
import { MajorRow } from '../../../components/major-row'
import { Note } from '../../../components/note'
import { PagedList } from '../../../components/paged-list'
import { SearchBox } from '../../../components/search-box'
import { Section } from '../../../components/section'
import { PickerRow } from '../../../components/picker-row'
import { useDebounced } from '../../../utils/use-debounced'

/** Without a major: pick one. */
const PickMajor = observer(function PickMajor() {
  const lookup = useStore().part(LookupStore)
  const [keyword, setKeyword] = useState('')
  const k = useDebounced(keyword.trim(), 300)
  const [search] = useState(() => lookup.majorsByName())
  useEffect(() => search.load(k), [k, search])
  const found = search.result
  return (
    <View>
      <SearchBox value={keyword} placeholder='先选择一个专业，如 临床医学' onInput={setKeyword} onSearch={setKeyword} />
      {k ? (
        <Section>
          <AsyncView state={found} isEmpty={!found.data?.List.length} onRetry={() => void found.retry()} emptyText='没有找到该专业'>
            {(found.data?.List ?? []).map((m) => (
              <MajorRow key={m.MajorCode} m={m} onClick={() => void open(LOOKUP.specialtyRank, { MajorCode: m.MajorCode })} />
            ))}
          </AsyncView>
        </Section>
      ) : (
        <Section>
          <Note>专业排名：选定一个专业后，把开设该专业、在你所在省份有录取数据的院校按录取位次排序，位次越小越难考。</Note>
        </Section>
      )}
    </View>
  )
})

/** 专业排名: schools offering a major, by the median lowest admitted rank of that major in a province/year/track. */
function SpecialtyRankPage() {
  const { province } = useStore()
  const lookup = useStore().part(LookupStore)
  const router = useRouter()
  const code = String(router.params.MajorCode ?? '').toUpperCase()
  const valid = /^\d{6}[TK]{0,2}$/.test(code)
  const [q] = useState(() => lookup.specialtyRank(valid ? code : null))
  const ctx = q.ctx
  const [ready, setReady] = useState(false)
  const head = q.list.answer
  const pager = useAutoPaging(() => q.list.pager, { autoLoad: false })
  useEffect(() => {
    if (valid) void ctx.ensureInit().then(() => setReady(true))
  }, [ctx, valid])
  const key = `${ctx.provinceId}-${ctx.subjectType}-${ctx.year}`
  const last = useRef('')
  useEffect(() => {
    const body = q.body
    if (!ready || !body || last.current === key) return
    last.current = key
    void pager?.reload(body)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on province, track and year together (key)
  }, [ready, key])
  if (!valid)
    return (
      <PageShell>
        <PickMajor />
      </PageShell>
    )
  return (
    <PageShell>
      <Section title={head ? `${head.Major.MajorName} 院校录取难度排名` : '专业排名'} extra={head ? <SourceTag compact source={head.Major.Source} /> : null}>
        <PickerRow
          label='生源省份'
          options={province.list.map((p) => ({ key: p.ID, label: p.ProvinceName }))}
          value={ctx.provinceId}
          onChange={(id) => void ctx.setProvince(id).then(() => ctx.setYear(null))}
        />
        <View className='zy-lk-gap-top'>
          <Chips
            options={ctx.tracks.map((t) => ({ key: t.subjectType, label: t.name }))}
            value={ctx.subjectType}
            onChange={(t) => t && ctx.setSubjectType(t)}
          />
        </View>
        {ctx.years.length ? (
          <View className='zy-lk-gap-top'>
            <Chips
              options={[{ key: 0, label: '最新' }, ...ctx.years.map((y) => ({ key: y, label: String(y) }))]}
              value={ctx.year ?? 0}
              onChange={(y) => ctx.setYear(y ? y : null)}
            />
          </View>
        ) : null}
        <Note testId='rank-method'>
          {head?.Method || '排名方法：所选省份、年份、科类中，开设该专业的各院校该专业普通类录取数据的最低录取位次取中位数，位次越小越靠前。'}
        </Note>
      </Section>
      <View className='zy-lk-pad'>
        <PagedList
          pager={pager}
          emptyText='该省份、年份、科类暂无该专业的录取数据'
          render={(items) => (
            <View>
              {items.map((r) => (
                <RankRow
                  key={r.School.SchoolId}
                  r={r}
                  extra={
                    <Text className='zy-lk-muted lk-block'>
                      最近最低分 {formatNumber(r.MinScore)}
                      {r.PrintedNames.length ? ` · ${r.PrintedNames.slice(0, 2).join('；')}` : ''}
                    </Text>
                  }
                />
              ))}
            </View>
          )}
        />
      </View>
    </PageShell>
  )
}

export default observer(SpecialtyRankPage)

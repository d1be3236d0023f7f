import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import { PageShell } from '../../../components/page-shell'
import { SchoolCard } from '../../../components/school-card'
import { LOOKUP, open, openSchool } from '../../../navigation/lookup-routes'
import type { SchoolBrief } from '../../../model/lookup'
import { LookupStore, type SchoolFilterStore } from '../../../stores/lookup'
import { useAutoPaging } from '../../../components/paged-list/use-paging'
import './searchSchool.scss'
import { useStore } from '../../../stores'
import { Note } from '../../../components/note'
import { PagedList } from '../../../components/paged-list'
import { SearchBox } from '../../../components/search-box'
import { Button } from '../../../components/button'
import { BottomBar } from '../../../components/bottom-bar'

function HomeSearchSchoolPage() {
  const lookup = useStore().part(LookupStore)
  const filter: SchoolFilterStore = lookup.schoolFilter
  const compare = lookup.compare
  const router = useRouter()
  const first = useRef(true)
  if (first.current) {
    // a keyword handed over by the home search box
    const k = router.params.keyword ? decodeURIComponent(router.params.keyword) : ''
    if (k) filter.setKeyword(k)
  }
  const [list] = useState(() => lookup.schoolList())
  const tagNote = list.answer?.TagNote ?? ''
  const pager = useAutoPaging(() => list.pager)
  // filters applied on the 筛选 page (or a new search) reload the list; the page re-renders as an observer
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    void pager?.reload(filter.body)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads when filters are applied (version); the body is read then
  }, [filter.version])
  useEffect(() => {
    if (!filter.conditions.loaded) void filter.loadConditions()
  }, [filter])

  const toggleCompare = (s: SchoolBrief) => {
    const why = compare.toggle(s)
    if (why) void Taro.showToast({ title: why, icon: 'none' })
  }

  return (
    <PageShell className='lk-search-school'>
      <View className='lk-search-school__top'>
        <SearchBox
          testId='school-search'
          value={filter.keyword}
          placeholder='输入院校名称，如 中山大学'
          onInput={(v) => filter.setKeyword(v)}
          onSearch={(v) => {
            filter.setKeyword(v)
            filter.search()
          }}
        />
        <View className='lk-search-school__bar'>
          <View className='lk-search-school__chips'>
            {filter.summary.length ? (
              filter.summary.map((t) => (
                <Text key={t} className='zy-lk-tag zy-lk-tag--key'>
                  {t}
                </Text>
              ))
            ) : (
              <Text className='zy-lk-muted'>全部院校</Text>
            )}
            {filter.activeCount ? (
              <Text className='zy-lk-link lk-search-school__clear' onClick={() => filter.clearAll()}>
                清除
              </Text>
            ) : null}
          </View>
          <View
            className='lk-search-school__screen'
            data-testid='open-screen'
            onClick={() => {
              filter.beginEdit()
              open(LOOKUP.screen)
            }}
          >
            筛选{filter.activeCount ? `(${filter.activeCount})` : ''}
          </View>
        </View>
      </View>
      <PagedList
        pager={pager}
        avatar
        emptyText='没有找到符合条件的院校'
        emptyHint='换个名称或减少筛选条件试试'
        render={(items) => (
          <View data-testid='school-list'>
            {items.map((s) => (
              <SchoolCard
                key={s.SchoolId}
                school={s}
                onClick={() => openSchool(s.SchoolId)}
                right={
                  <View
                    className={`lk-search-school__pk ${compare.has(s.SchoolId) ? 'lk-search-school__pk--on' : ''}`}
                    onClick={(e) => {
                      e.stopPropagation()
                      toggleCompare(s)
                    }}
                  >
                    {compare.has(s.SchoolId) ? '已加入' : '+对比'}
                  </View>
                }
              />
            ))}
            {tagNote ? (
              <View className='lk-search-school__note'>
                <Note>{tagNote}</Note>
              </View>
            ) : null}
          </View>
        )}
      />
      {compare.items.length ? (
        <>
          <BottomBar note={`已选 ${compare.items.length}/4 所：${compare.items.map((s) => s.SchoolName).join('、')}`}>
            <Button onClick={() => open(LOOKUP.contrastPrepare)}>去对比</Button>
          </BottomBar>
        </>
      ) : null}
    </PageShell>
  )
}

export default observer(HomeSearchSchoolPage)

import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell'
import { SchoolCard } from '../../../components/school-card'
import { LOOKUP, open } from '../../../navigation/lookup-routes'
import { LookupStore, COMPARE_MAX, COMPARE_MIN } from '../../../stores/lookup'
import type { SchoolBrief } from '../../../model/lookup'
import { useStore } from '../../../stores'
import { AsyncView } from '../../../components/async-view'
import { Note } from '../../../components/note'
import { SearchBox } from '../../../components/search-box'
import { Section } from '../../../components/section'
import { useDebounced } from '../../../utils/use-debounced'
import { Button } from '../../../components/button'
import { BottomBar } from '../../../components/bottom-bar'

/** Pick 2–4 schools for the side-by-side comparison. */
function ContrastPreparePage() {
  const lookup = useStore().part(LookupStore)
  const basket = lookup.compare
  const [keyword, setKeyword] = useState('')
  const [search] = useState(() => lookup.schoolsByName())
  const k = useDebounced(keyword.trim(), 300)
  useEffect(() => search.load(k), [k, search])
  const found = search.result
  const add = (s: SchoolBrief) => {
    const why = basket.toggle(s)
    if (why) void Taro.showToast({ title: why, icon: 'none' })
  }
  return (
    <PageShell>
      <Section
        title={`已选院校（${basket.items.length}/${COMPARE_MAX}）`}
        extra={
          basket.items.length ? (
            <Text className='zy-lk-link' onClick={() => basket.clear()}>
              清空
            </Text>
          ) : null
        }
      >
        {basket.items.length ? (
          basket.items.map((s) => (
            <View key={s.SchoolId} className='zy-lk-between zy-lk-list-row' data-testid='basket-item'>
              <Text>{s.SchoolName}</Text>
              <Text className='zy-lk-link' onClick={() => basket.remove(s.SchoolId)}>
                移除
              </Text>
            </View>
          ))
        ) : (
          <Text className='zy-lk-muted'>
            从下方搜索添加院校，至少 {COMPARE_MIN} 所、最多 {COMPARE_MAX} 所。
          </Text>
        )}
      </Section>
      <SearchBox testId='compare-search' value={keyword} placeholder='搜索院校名称添加到对比' onInput={setKeyword} onSearch={setKeyword} />
      {k ? (
        <AsyncView state={found} isEmpty={!found.data?.length} onRetry={() => void found.retry()} emptyText='没有找到该院校'>
          {(found.data ?? []).map((s) => (
            <SchoolCard
              key={s.SchoolId}
              school={s}
              onClick={() => add(s)}
              right={<Text className={basket.has(s.SchoolId) ? 'zy-lk-muted' : 'zy-lk-link'}>{basket.has(s.SchoolId) ? '已添加' : '添加'}</Text>}
            />
          ))}
        </AsyncView>
      ) : (
        <View className='zy-lk-pad'>
          <Note>对比内容：院校层次与性质、985/211/双一流、所在地、在你所在省份最近一年的最低录取分与位次、招生计划人数、开设专业数。</Note>
        </View>
      )}
      <BottomBar>
        <Button
          block
          kind={basket.canCompare ? 'primary' : 'plain'}
          testId='start-compare'
          onClick={() => {
            if (!basket.canCompare) {
              void Taro.showToast({ title: `请至少选择 ${COMPARE_MIN} 所院校`, icon: 'none' })
              return
            }
            open(LOOKUP.compare, { ids: basket.ids.join(',') })
          }}
        >
          开始对比
        </Button>
      </BottomBar>
    </PageShell>
  )
}

export default observer(ContrastPreparePage)

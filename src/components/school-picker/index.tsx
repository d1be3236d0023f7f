/** 选择院校 (enrollmentplan/searchschool, enrollData/searchschool): search by name, pick one, go back. */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import { LookupStore, type PickedSchool } from '../../stores/lookup'
import { useDebounced } from '../../utils/use-debounced'
import { AsyncView } from '../async-view'
import { Note } from '../note'
import { SchoolCard } from '../school-card'
import { SearchBox } from '../search-box'
import { Section } from '../section'
import './index.scss'

export const SchoolPicker = observer(function SchoolPicker({ current, onPick }: { current: PickedSchool | null; onPick: (s: PickedSchool | null) => void }) {
  const [keyword, setKeyword] = useState('')
  const k = useDebounced(keyword.trim(), 300)
  const store = useStore()
  const [finder] = useState(() => store.part(LookupStore).schoolsByName(30))
  const found = finder.result
  useEffect(() => finder.load(k), [k, finder])
  const pick = (s: PickedSchool | null) => {
    onPick(s)
    void Taro.navigateBack().catch(() => undefined)
  }
  return (
    <View>
      <SearchBox testId='pick-school-search' value={keyword} placeholder='输入院校名称' focus onInput={setKeyword} onSearch={setKeyword} />
      {current ? (
        <Section>
          <View className='zy-school-picker__current'>
            <Text>当前：{current.SchoolName}</Text>
            <Text className='zy-school-picker__none' onClick={() => pick(null)}>
              不限院校
            </Text>
          </View>
        </Section>
      ) : null}
      {k ? (
        <AsyncView
          state={found}
          isEmpty={!found.data?.length}
          onRetry={() => void found.retry()}
          emptyText={`没有找到名称含「${k}」的院校`}
          emptyHint='换几个字再试，例如只输入校名中的两三个字'
        >
          {() =>
            (found.data ?? []).map((s) => (
              <SchoolCard key={s.SchoolId} school={s} testId='pick-school' onClick={() => pick({ SchoolId: s.SchoolId, SchoolName: s.SchoolName })} />
            ))
          }
        </AsyncView>
      ) : (
        <Note spaced>输入院校全称或简称中的几个字，例如「中山」「华南理工」。</Note>
      )}
    </View>
  )
})

export default SchoolPicker

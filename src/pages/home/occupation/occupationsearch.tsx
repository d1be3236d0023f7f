import { useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { SearchBox } from '../../../components/search-box'
import { PagedList } from '../../../components/paged-list'
import { EmptyView } from '../../../components/empty-view'
import { useAutoPaging } from '../../../components/paged-list/use-paging'
import { OccupationRow } from '../../../components/occupation-row'
import { useStore } from '../../../stores'
import { CareerStore } from '../../../stores/career'

const Results = observer(function Results({ keyword }: { keyword: string }) {
  const career = useStore().part(CareerStore)
  const pager = useAutoPaging(() => career.list('Profession/ProfessionSearchByName', { Keyword: keyword }))
  return (
    <PagedList
      pager={pager}
      emptyText={`没有名称含「${keyword}」的职业`}
      emptyHint='换个更短的词试试，如「工程」「教师」「设计」'
      render={(items) => items.map((o) => <OccupationRow key={o.Code} o={o} />)}
    />
  )
})

/** 搜索职业: occupations whose name contains the keyword. */
export default function OccupationSearchPage() {
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  return (
    <PageShell>
      <SearchBox
        value={text}
        placeholder='输入职业名称，如 工程师、教师'
        maxLength={20}
        focus
        onInput={setText}
        onSearch={() => setKeyword(text.trim())}
        testId='occupation-keyword'
      />
      <View className='zy-lk-pad' data-testid='occupation-results'>
        {keyword ? <Results key={keyword} keyword={keyword} /> : <EmptyView text='输入职业名称后搜索' hint='收录职业分类大典（2022年版）的 1,676 个职业' />}
      </View>
    </PageShell>
  )
}

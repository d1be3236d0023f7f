import { useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { EmptyView } from '../empty-view'
import { FilterChips, SearchBar, Section, Tabs, type TabOption } from './index'

/**
 * The common body of a list page whose data comes later: an optional search bar, optional tabs or chips,
 * and the list (the empty view with a hint saying what will appear). Searching echoes what was asked, so
 * the page answers honestly that nothing was found.
 */
export function ListPageBody({
  search,
  tabs,
  chips,
  emptyText,
  emptyHint,
  head,
  testId,
}: {
  search?: string
  tabs?: readonly TabOption<string>[]
  chips?: readonly TabOption<string>[]
  emptyText?: string
  emptyHint: string
  head?: ReactNode
  testId?: string
}) {
  const [text, setText] = useState('')
  const [asked, setAsked] = useState('')
  const [tab, setTab] = useState(tabs?.[0]?.key ?? '')
  const [chip, setChip] = useState<string | null>(null)
  const onSearch = (v: string) => {
    const q = v.trim()
    if (!q) {
      void Taro.showToast({ title: '请输入搜索内容', icon: 'none', duration: 2000 })
      return
    }
    setAsked(q)
  }
  return (
    <>
      {search ? <SearchBar value={text} placeholder={search} onInput={setText} onSearch={onSearch} testId='list-search' /> : null}
      {head}
      {tabs?.length ? <Tabs tabs={tabs} value={tab} onChange={setTab} testId='list-tabs' /> : null}
      {chips?.length ? <FilterChips options={chips} value={chip} onChange={setChip} allLabel='全部' testId='list-chips' /> : null}
      <Section flush testId={testId ?? 'list'}>
        <EmptyView text={asked ? `没有找到与「${asked}」相关的内容` : emptyText ?? '暂无数据~'} hint={emptyHint} />
      </Section>
    </>
  )
}

/**
 * The body of a list page whose data the app does not hold yet: an optional search box, optional tabs or chips,
 * and the empty view saying what the list will hold. Searching echoes what was asked, so the page answers honestly
 * that nothing was found.
 */
import { useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { Chips } from '../chips'
import { EmptyView } from '../empty-view'
import { KindTabs, type KindTab } from '../kind-tabs'
import { SearchBox } from '../search-box'
import { Section } from '../section'

export interface ListOption {
  key: string
  title: string
}

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
  tabs?: readonly KindTab<string>[]
  chips?: readonly ListOption[]
  /** what the list holds when there is something, e.g. 还没有课程 */
  emptyText: string
  emptyHint?: string
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
      {search ? <SearchBox value={text} placeholder={search} onInput={setText} onSearch={onSearch} testId='list-search' /> : null}
      {head}
      {tabs?.length ? <KindTabs tabs={tabs} value={tab} onChange={setTab} testId='list-tabs' /> : null}
      {chips?.length ? (
        <Chips options={chips.map((c) => ({ key: c.key, label: c.title }))} value={chip} onChange={setChip} allLabel='全部' testId='list-chips' />
      ) : null}
      <Section testId={testId ?? 'list'}>
        <EmptyView compact text={asked ? `没有找到与「${asked}」相关的内容` : emptyText} hint={emptyHint} />
      </Section>
    </>
  )
}

export default ListPageBody

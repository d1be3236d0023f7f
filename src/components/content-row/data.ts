/**
 * A content page's data: `useContent` the loaded answer of a content call (the root's resource, loaded when made),
 * `useContentList` the auto-paging list of a paged one (made once per mount: remount with a new key to change the
 * filter). Subpackage pages only — the main package's pages call the store themselves.
 */
import { useState } from 'react'
import Taro from '@tarojs/taro'
import type { ApiBody, ApiData } from '@contract/endpoints'
import { useStore } from '../../stores'
import type { ContentCall, ContentFilter, ContentItem, ContentListCall } from '../../stores/content'
import type { Resource } from '../../stores/models/resource'
import type { AutoPager } from '../../stores/models/pager'
import { useLoaded } from '../async-view/use-loaded'
import { useAutoPaging } from '../paged-list/use-paging'

export function useContent<N extends ContentCall>(name: N, body: ApiBody<N>, deps: readonly unknown[] = []): Resource<ApiData<N>> {
  const store = useStore()
  return useLoaded(() => store.resource(() => store.content.get(name, body)), deps)
}

export function useContentList<N extends ContentListCall>(name: N, filter: ContentFilter<N>): AutoPager<ContentItem<N>, ApiBody<N>> | null {
  const store = useStore()
  return useAutoPaging(
    () =>
      store.pager<ContentItem<N>, ApiBody<N>>({
        api: (b) => store.content.get(name, { ...b, ...filter }),
        itemHeight: 180,
        paginationObject: { PageIndex: 1, PageSize: 10 },
        indexName: 'PageIndex',
        sizeName: 'PageSize',
        dataNameList: ['List'],
      }),
    { pullDownRefresh: true },
  )
}

/**
 * The category tabs (全部 first) and the search box of a content list (资讯, 课程): the chosen tab, the text being typed,
 * and the keyword searched for — an empty search with nothing searched before asks for some text.
 */
export function useCategorySearch(categories: ReadonlyArray<{ CategoryId: number; Name: string }> | null | undefined) {
  const [cat, setCat] = useState('all')
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const tabs = [{ key: 'all', title: '全部' }, ...(categories ?? []).map((c) => ({ key: String(c.CategoryId), title: c.Name }))]
  const search = (v: string) => {
    const k = v.trim().slice(0, 30)
    if (!k && !keyword) {
      void Taro.showToast({ title: '请输入搜索内容', icon: 'none', duration: 2000 })
      return
    }
    setKeyword(k)
  }
  return { cat, setCat, text, setText, keyword, tabs, search, categoryId: cat === 'all' ? undefined : Number(cat) }
}

/**
 * The body of 资讯 and 升学资讯 (one kind each): category tabs (全部 first), a search, and the paged list; a row shows
 * the real read count, the newer one when the reader comes back from the article.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import type { NewsItem, NewsKind } from '../../stores/content'
import { PagedList } from '../paged-list'
import { KindTabs } from '../kind-tabs'
import { SearchBox } from '../search-box'
import { Section } from '../section'
import { ContentRow } from '../content-row'
import { DemoTag } from '../content-tag'
import { DemoNote } from '../content-note'
import { openRoute } from '../menu-list'
import { pageUrl } from '../../utils/url'
import { useCategorySearch, useContent, useContentList } from '../content-row/data'

const DETAIL: Record<NewsKind, string> = {
  news: 'pages/home/information/informationDetail',
  upgrade: 'pages/home/upgrade-news/upgradeNewsDetail',
}

export const NewsRow = observer(function NewsRow({ n }: { n: NewsItem }) {
  const { content } = useStore()
  return (
    <ContentRow
      testId='news-row'
      dataKey={n.NewsId}
      title={n.Title}
      thumb={content.media(n.Cover)}
      desc={n.Summary}
      tag={n.IsDemo ? <DemoTag /> : null}
      meta={
        <>
          <Text>{n.CategoryName}</Text>
          <Text>{n.PublishDate}</Text>
          <Text data-testid='news-clicks'>阅读 {content.clickOf(n)}</Text>
        </>
      }
      onClick={() => openRoute(pageUrl(DETAIL[n.Kind], { id: n.NewsId }))}
    />
  )
})

const NewsPaged = observer(function NewsPaged({ kind, categoryId, keyword }: { kind: NewsKind; categoryId?: number; keyword: string }) {
  const pager = useContentList('Portal/NewsList', { Kind: kind, CategoryId: categoryId, Keyword: keyword || undefined })
  return (
    <PagedList
      pager={pager}
      emptyText={keyword ? `没有找到与「${keyword}」相关的资讯` : '这个分类还没有资讯'}
      emptyHint='换一个分类或关键词看看'
      render={(items) => items.map((n) => <NewsRow key={n.NewsId} n={n} />)}
    />
  )
})

export const NewsPage = observer(function NewsPage({ kind }: { kind: NewsKind }) {
  const cats = useContent('Portal/NewsCategoryList', { Kind: kind }, [kind])
  const { cat, setCat, text, setText, keyword, tabs, search, categoryId } = useCategorySearch(cats.data)
  return (
    <View data-testid={`news-page-${kind}`}>
      <SearchBox value={text} placeholder='搜索资讯标题或正文' maxLength={30} onInput={setText} onSearch={search} testId='news-search' />
      {cats.data?.length ? <KindTabs tabs={tabs} value={cat} onChange={setCat} testId='news-tabs' /> : null}
      <Section flush testId='news-list'>
        <NewsPaged key={`${cat}|${keyword}`} kind={kind} categoryId={categoryId} keyword={keyword} />
      </Section>
      <DemoNote what='这里的资讯' />
    </View>
  )
})

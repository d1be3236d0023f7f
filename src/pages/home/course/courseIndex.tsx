import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { EntryGrid } from '../../../components/entry-grid'
import { Section } from '../../../components/section'
import { KindTabs } from '../../../components/kind-tabs'
import { SearchBox } from '../../../components/search-box'
import { CoursePaged } from '../../../components/course-list'
import { DemoNote } from '../../../components/content-note'
import course from '../../../assets/entries/course.png'
import data from '../../../assets/entries/data.png'
import news from '../../../assets/entries/news.png'
import { useCategorySearch, useContent } from '../../../components/content-row/data'

/** 课程: courses by category (志愿填报课、选科指导、生涯规划), a search, and the video and live entries. */
function CourseIndexPage() {
  const cats = useContent('Course/CatelogList', {})
  const { cat, setCat, text, setText, keyword, tabs, search, categoryId } = useCategorySearch(cats.data)
  return (
    <PageShell>
      <Section flush>
        <EntryGrid
          columns={3}
          items={[
            { key: 'list', title: '按年级学科', icon: course, route: 'pages/home/course/courseList' },
            { key: 'video', title: '视频分类', icon: data, route: 'pages/home/course/videoCategory' },
            { key: 'live', title: '直播课', icon: news, route: 'pages/home/live-video/index' },
          ]}
        />
      </Section>
      <SearchBox value={text} placeholder='搜索课程' maxLength={30} onInput={setText} onSearch={search} testId='course-search' />
      {!keyword && cats.data?.length ? <KindTabs tabs={tabs} value={cat} onChange={setCat} testId='course-tabs' /> : null}
      <Section flush testId='course-list'>
        <CoursePaged key={`${cat}|${keyword}`} filter={keyword ? { Keyword: keyword } : categoryId === undefined ? {} : { CategoryId: categoryId }} />
      </Section>
      <DemoNote what='这里的课程' />
    </PageShell>
  )
}

export default observer(CourseIndexPage)

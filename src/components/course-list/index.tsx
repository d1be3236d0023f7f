/** Courses as rows (cover, summary, grade · subject · lessons) and a paged list of them by filter or search. */
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import type { ContentFilter, CourseSummary } from '../../stores/content'
import { PagedList } from '../paged-list'
import { useContentList } from '../content-row/data'
import { ContentRow } from '../content-row'
import { DemoTag } from '../content-tag'
import { openRoute } from '../menu-list'
import { pageUrl } from '../../utils/url'

/** what a course list shows: by category, grade and subject, or what a search finds */
export interface CourseFilter {
  CategoryId?: number
  GradeId?: number
  SubjectId?: number
  Keyword?: string
}

export const COURSE_PLAY = 'pages/home/course/coursePlay'

export const CourseRow = observer(function CourseRow({ c }: { c: CourseSummary }) {
  const { content } = useStore()
  return (
    <ContentRow
      testId='course-row'
      dataKey={c.ResourceId}
      title={c.Title}
      thumb={content.media(c.Cover)}
      desc={c.Summary}
      tag={c.IsDemo ? <DemoTag /> : null}
      meta={
        <>
          <Text>{c.CategoryName}</Text>
          <Text>
            {c.GradeName} · {c.SubjectName}
          </Text>
          <Text>{c.LessonCount} 课时</Text>
        </>
      }
      onClick={() => openRoute(pageUrl(COURSE_PLAY, { id: c.ResourceId }))}
    />
  )
})

/** one filter's courses (remount with a new `key` when the filter changes) */
export const CoursePaged = observer(function CoursePaged({ filter }: { filter: CourseFilter }) {
  // a search answers the same rows as a filtered list (one of the two calls per mount)
  const pager = useContentList(
    (filter.Keyword ? 'Course/ResourceListBySearch' : 'Course/ResourceList') as 'Course/ResourceList',
    (filter.Keyword ? { Keyword: filter.Keyword } : filter) as ContentFilter<'Course/ResourceList'>,
  )
  return (
    <PagedList
      pager={pager}
      emptyText={filter.Keyword ? `没有找到与「${filter.Keyword}」相关的课程` : '这里还没有课程'}
      emptyHint='换一个分类、年级或关键词看看'
      render={(items) => items.map((c) => <CourseRow key={c.ResourceId} c={c} />)}
    />
  )
})

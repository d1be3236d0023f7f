import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { KindTabs } from '../../../components/kind-tabs'
import { Chips } from '../../../components/chips'
import { CoursePaged } from '../../../components/course-list'
import { DemoNote } from '../../../components/content-note'
import { useContent } from '../../../components/content-row/data'

const idOf = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined)

/** 课程列表: courses by grade and subject (and the category the learning tab opened it with). */
function CourseListPage() {
  const params = useRouter().params
  const categoryId = idOf(params.categoryId)
  const gradeList = useContent('Course/GradeList', {})
  const subjectList = useContent('Course/SubjectList', {})
  const [grade, setGrade] = useState(params.gradeId ?? 'all')
  const [subject, setSubject] = useState<string | null>(null)
  const grades = [{ key: 'all', title: '全部年级' }, ...(gradeList.data ?? []).map((g) => ({ key: String(g.GradeId), title: g.Name }))]
  const subjects = (subjectList.data ?? []).map((s) => ({ key: String(s.SubjectId), label: s.Name }))
  return (
    <PageShell>
      {gradeList.data ? <KindTabs tabs={grades} value={grade} onChange={setGrade} testId='grade-tabs' /> : null}
      {subjects.length ? <Chips options={subjects} value={subject} onChange={setSubject} allLabel='全部学科' testId='subject-chips' /> : null}
      <Section flush testId='course-list'>
        <CoursePaged
          key={`${categoryId}|${grade}|${subject}`}
          filter={{ CategoryId: categoryId, GradeId: idOf(grade === 'all' ? undefined : grade), SubjectId: idOf(subject ?? undefined) }}
        />
      </Section>
      <DemoNote what='这里的课程' />
    </PageShell>
  )
}

export default observer(CourseListPage)

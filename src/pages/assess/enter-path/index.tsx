import { PageShell } from '../../../components/page-shell'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Paragraphs } from '../../../components/article'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'

/** The admission paths the test compares. */
export const PATHS = [
  '普通批次：按高考成绩和志愿投档录取，是大多数考生的主要路径。',
  '强基计划：部分“双一流”高校选拔有志于基础学科的学生，高考成绩加校测。',
  '综合评价：高考成绩、学业水平考试与高校考核按比例综合录取。',
  '高校专项 / 国家专项：面向农村和脱贫地区考生，有报名资格要求。',
  '艺术类、体育类：需参加专业考试。',
]

/** 升学路径测评: which admission paths suit the student, from a short questionnaire. */
export default function EnterPathPage() {
  return (
    <PageShell>
      <Section title='有哪些升学路径'>
        <Paragraphs lines={PATHS} />
      </Section>
      <Note>测评会询问你的成绩水平、学科特长、户籍与兴趣，帮你判断值得关注的路径。</Note>
      <BottomBar>
        <Button block onClick={() => openRoute('pages/assess/enter-path/enter-content')} testId='path-start'>
          开始测评
        </Button>
      </BottomBar>
    </PageShell>
  )
}

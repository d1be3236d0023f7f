import { PageShell } from '../../../components/page-shell'
import { MenuList } from '../../../components/menu-list'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'

/**
 * 志愿课程: the rules and methods of filling wishes, as the app's own guides teach them — each entry opens a page
 * that explains one step with the student's own province and data (no video course is claimed here).
 */
export default function WishCoursePage() {
  return (
    <PageShell>
      <Section title='规则入门' testId='course-rules'>
        <MenuList
          items={[
            { key: 'modes', title: '填报方式说明', desc: '院校专业组、专业+院校、院校+专业三种方式各怎么填，你的省份用哪种', route: 'pages/query/contrast' },
            { key: 'subjects', title: '新高考选科', desc: '选考科目与专业要求：哪些专业要求物理、化学', route: 'pages/home/chooseSubject/chooseSubject' },
            { key: 'grading', title: '赋分说明', desc: '等级赋分怎么把原始分换成赋分，来源与算法', route: 'pages/home/diagnosis/diagnosis-info' },
          ]}
        />
      </Section>
      <Section title='填报方法' testId='course-method'>
        <MenuList
          items={[
            { key: 'rank', title: '用位次而不是分数', desc: '查你的分数在一分一段表里的位次，再和往年录取位次比', route: 'pages/home/searcharrangement' },
            { key: 'lines', title: '看往年录取数据', desc: '院校、专业组和专业的历年最低分与位次，注意来源', route: 'pages/home/enrollData/index' },
            { key: 'fill', title: '冲、稳、保怎么搭配', desc: '按录取概率分档，一键生成后逐个检查，再保存志愿表', route: 'pages/query/index' },
          ]}
        />
      </Section>
      <Section title='检查与审核' testId='course-check'>
        <MenuList
          items={[{ key: 'check', title: '专家审核志愿表', desc: '提交保存好的志愿表，专家逐条给出意见', route: 'pages/home/expert-consulting/wish-check' }]}
        />
      </Section>
      <Note>每一页都按你的省份和年份显示；规则以本省教育考试院当年公布的为准。</Note>
    </PageShell>
  )
}

import { PageShell } from '../../../components/page-shell'
import assess from '../../../assets/entries/assess.png'
import fill from '../../../assets/entries/fill.png'
import course from '../../../assets/entries/course.png'
import { MenuList } from '../../../components/menu-list'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'

/** 专家咨询: the three services of the consulting team. */
export default function ExpertConsultingPage() {
  return (
    <PageShell>
      <Section title='专家服务' testId='expert-services'>
        <MenuList
          items={[
            {
              key: 'check',
              title: '志愿审核',
              icon: assess,
              desc: '提交你的志愿表，由专家检查梯度、专业和调剂风险并给出修改意见',
              route: 'pages/home/expert-consulting/wish-check',
            },
            {
              key: 'custom',
              title: '志愿定制',
              icon: fill,
              desc: '按你的分数、意向和家庭情况，由专家一对一定制志愿方案',
              route: 'pages/home/expert-consulting/wish-custom',
            },
            { key: 'course', title: '志愿课程', icon: course, desc: '系统学习志愿填报的规则和方法', route: 'pages/home/expert-consulting/wish-course' },
          ]}
        />
      </Section>
      <Note>专家服务需要先保存志愿表或填写报考意向；具体服务内容和费用以服务页说明为准。</Note>
    </PageShell>
  )
}

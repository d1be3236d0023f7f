import { PageShell } from '../../../components/page-shell'
import { MenuList } from '../../../components/menu-list'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import mbti from '../../../assets/entries/mbti.png'
import holland from '../../../assets/entries/holland.png'
import major from '../../../assets/entries/major.png'
import news from '../../../assets/entries/news.png'
import pathIcon from '../../../assets/entries/path.png'

/** 生涯规划: from knowing yourself to majors, occupations, industries, subject choice and the way to a university. */
export default function PlanPage() {
  return (
    <PageShell>
      <Section flush title='第一步：认识自己'>
        <MenuList
          testId='plan-self'
          items={[
            { key: 'mbti', title: 'MBTI 性格测评', icon: mbti, desc: '了解你的性格类型', route: 'pages/personal/mbtiintroduce' },
            { key: 'holland', title: '霍兰德职业兴趣测评', icon: holland, desc: '找到你的兴趣代码', route: 'pages/assess/custom-pages/test-tips?type=holland' },
          ]}
        />
      </Section>
      <Section flush title='第二步：了解职业、行业与专业'>
        <MenuList
          testId='plan-explore'
          items={[
            { key: 'occupation', title: '职业库', icon: news, desc: '1,676 个职业：分类、兴趣代码、对口专业', route: 'pages/home/occupation/occupation' },
            { key: 'riasec', title: '按兴趣代码找职业', icon: holland, desc: '用霍兰德代码找相近的职业', route: 'pages/home/occupation/occupationtypesearch' },
            { key: 'industry', title: '行业', icon: news, desc: '国民经济行业 20 个门类与对口专业', route: 'pages/home/industry/industryList' },
            { key: 'major', title: '专业目录', icon: major, desc: '按门类浏览本科专业', route: 'pages/home/specialityCategory' },
          ]}
        />
      </Section>
      <Section flush title='第三步：选科与升学路径'>
        <MenuList
          testId='plan-path'
          items={[
            { key: 'subjects', title: '新高考选科测评', icon: major, desc: '按成绩和兴趣比较选科组合', route: 'pages/assess/new-exam-choose/index' },
            { key: 'choose', title: '选科组合查询', icon: major, desc: '各组合能报多少专业', route: 'pages/home/chooseSubject/chooseSubject' },
            { key: 'path', title: '升学路径测评', icon: pathIcon, desc: '普通高考、强基、综评、专项怎么选', route: 'pages/assess/enter-path/index' },
          ]}
        />
      </Section>
      <Note spaced>规划是一个过程：兴趣和能力会变化，每个阶段都可以重新测评、调整方向。</Note>
    </PageShell>
  )
}

import { PageShell } from '../../../components/page-shell'
import { MenuList } from '../../../components/menu-list'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import mbti from '../../../assets/entries/mbti.png'
import holland from '../../../assets/entries/holland.png'
import major from '../../../assets/entries/major.png'
import news from '../../../assets/entries/news.png'
import pathIcon from '../../../assets/entries/path.png'

/** 生涯规划: from knowing yourself to majors, occupations and the way to them. */
export default function PlanPage() {
  return (
    <PageShell>
      <Section flush title='第一步：认识自己'>
        <MenuList
          items={[
            { key: 'mbti', title: 'MBTI 性格测评', icon: mbti, desc: '了解你的性格类型', route: 'pages/personal/mbtiintroduce' },
            { key: 'holland', title: '霍兰德职业兴趣测评', icon: holland, desc: '找到你的兴趣代码', route: 'pages/assess/custom-pages/test-tips?type=holland' },
          ]}
        />
      </Section>
      <Section flush title='第二步：了解专业与职业'>
        <MenuList
          items={[
            { key: 'major', title: '专业目录', icon: major, desc: '按门类浏览本科专业', route: 'pages/home/specialityCategory' },
            { key: 'occupation', title: '职业库', icon: news, desc: '看职业做什么、需要什么专业', route: 'pages/home/occupation/occupation' },
            { key: 'industry', title: '行业', icon: news, desc: '看行业前景与对口专业', route: 'pages/home/industry/industryList' },
          ]}
        />
      </Section>
      <Section flush title='第三步：规划升学路径'>
        <MenuList
          items={[{ key: 'path', title: '升学路径测评', icon: pathIcon, desc: '普通批、强基、综评、专项怎么选', route: 'pages/assess/enter-path/index' }]}
        />
      </Section>
      <Note spaced>规划是一个过程：兴趣和能力会变化，每个阶段都可以重新测评、调整方向。</Note>
    </PageShell>
  )
}

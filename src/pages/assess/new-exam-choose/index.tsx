import { PageShell } from '../../../components/page-shell'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Paragraphs } from '../../../components/article'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'

/** 新高考选科测评: how it works (province → subject scores in order → combinations compared). */
export default function NewExamChoosePage() {
  return (
    <PageShell>
      <Section title='怎么测'>
        <Paragraphs
          lines={[
            '1. 选择你的高考省份：不同省份的选科规则不同（3+1+2 或 3+3）。',
            '2. 按你的实际成绩，把各科从强到弱排序。',
            '3. 比较本省全部选科组合：能报的专业占比（按本站收录的招生计划或录取数据中的选科要求计算）、你的成绩优势和兴趣代码是否用得上。',
          ]}
        />
      </Section>
      <Note>选科要兼顾成绩、兴趣和目标专业的选考要求；测评结果只作参考。</Note>
      <BottomBar>
        <Button block onClick={() => openRoute('pages/assess/new-exam-choose/choose-province')} testId='choose-start'>
          开始
        </Button>
      </BottomBar>
    </PageShell>
  )
}

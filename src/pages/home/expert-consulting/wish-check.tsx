import { View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Paragraphs } from '../../../components/article'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'

/** 志愿审核 (service introduction): what is checked, and how to submit a table. */
export default function WishCheckPage() {
  return (
    <PageShell>
      <Section title='审核什么'>
        <Paragraphs
          lines={[
            '1. 梯度：冲、稳、保的院校数量和位次差距是否合理，有没有“滑档”风险。',
            '2. 专业：所填专业是否符合你的选考科目、身体条件和单科成绩要求。',
            '3. 调剂：是否服从调剂，以及被调剂到不想去的专业的可能。',
            '4. 顺序：志愿顺序是否体现你的真实偏好。',
          ]}
        />
      </Section>
      <Section title='怎么提交'>
        <Paragraphs
          lines={[
            '1. 在「我的志愿表」里打开一张保存好的志愿表，点「专家审核」。',
            '2. 写下你最在意的问题，提交。会员可直接提交；不是会员的，可先购买一次单次审核。',
            '3. 专家接单后逐条检查，给出总体意见和每个志愿的修改建议；完成后会发消息给你。',
            '4. 在「志愿审核」里查看结果，一键按建议生成新的志愿表（原表保留）。',
          ]}
        />
        <View className='zy-actions-row'>
          <Button size='small' onClick={() => openRoute('pages/personal/volunteerlist/volunteerlist')} testId='wish-check-tables'>
            选择志愿表提交审核
          </Button>
          <Button size='small' kind='ghost' onClick={() => openRoute('pages/personal/audit-wish/index')}>
            我的审核记录
          </Button>
        </View>
      </Section>
      <Note>审核意见供参考，最终填报请以省教育考试院的规则和你自己的判断为准。</Note>
    </PageShell>
  )
}

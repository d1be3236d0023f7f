import { View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Paragraphs } from '../../../components/article'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'

/** 志愿定制: what the one-to-one service needs from the student. */
export default function WishCustomPage() {
  return (
    <PageShell>
      <Section title='服务流程'>
        <Paragraphs
          lines={[
            '1. 填写报考意向（地区、院校层次、专业方向）：专家审核时会看到。',
            '2. 在「志愿填报」里用「一键生成」或自己挑选，做出一张冲、稳、保搭配的志愿表并保存。',
            '3. 把这张表提交专家审核，留言写清兴趣、性格与家庭考虑；专家逐条给出意见，可一键按建议生成新表。',
          ]}
        />
      </Section>
      <Section title='开始'>
        <View className='zy-actions-row'>
          <Button size='small' kind='ghost' onClick={() => openRoute('pages/personal/audit/index')}>
            填写报考意向
          </Button>
          <Button size='small' kind='ghost' onClick={() => openRoute('pages/query/index')}>
            去填报志愿
          </Button>
          <Button size='small' onClick={() => openRoute('pages/home/expert-consulting/wish-check')}>
            专家审核
          </Button>
        </View>
      </Section>
      <Note>专家审核需开通会员或购买单次审核；费用见「会员权益」。</Note>
    </PageShell>
  )
}

import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { LoginGate } from '../../../components/login-gate'
import { MEMBER_BENEFITS } from '../../../content/membership'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'
import { Paragraphs } from '../../../components/article'

/** 开通会员: the plans on sale (from the payment service) and what they unlock. */
export default function OpenMemberPage() {
  return (
    <PageShell>
      <LoginGate why='登录后才能开通会员'>
        <Section title='选择会员套餐' testId='member-plans'>
          <EmptyView text='暂无可购买的套餐' hint='会员购买目前没有开放，不能购买' />
        </Section>
        <Section title='会员可以'>
          <Paragraphs lines={MEMBER_BENEFITS.map((b) => `· ${b.title}：${b.desc}`)} />
          <Button size='small' kind='ghost' onClick={() => openRoute('pages/personal/memberactivation')}>
            我有会员卡
          </Button>
        </Section>
        <Note>会员为虚拟服务，开通后即时生效；价格与有效期以购买页显示为准。</Note>
      </LoginGate>
    </PageShell>
  )
}

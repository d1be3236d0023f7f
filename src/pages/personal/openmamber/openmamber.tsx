import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { Button, Note, Section, open } from '../../../components/ui'
import { LoginGate } from '../../../components/ui/login-gate'
import { MEMBER_BENEFITS } from '../../../components/ui/benefits'
import { Paragraphs } from '../../../components/ui'

/** 开通会员: the plans on sale (from the payment service) and what they unlock. */
export default function OpenMemberPage() {
  return (
    <PageShell>
      <LoginGate why='登录后才能开通会员'>
        <Section title='选择会员套餐' testId='member-plans'>
          <EmptyView text='暂无可购买的套餐' hint='会员购买开放后，套餐和价格会显示在这里' />
        </Section>
        <Section title='会员可以'>
          <Paragraphs lines={MEMBER_BENEFITS.map((b) => `· ${b.title}：${b.desc}`)} />
          <Button size='small' kind='ghost' onClick={() => open('pages/personal/memberactivation')}>
            我有会员卡
          </Button>
        </Section>
        <Note>会员为虚拟服务，开通后即时生效；价格与有效期以购买页显示为准。</Note>
      </LoginGate>
    </PageShell>
  )
}

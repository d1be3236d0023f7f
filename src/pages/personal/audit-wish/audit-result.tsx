import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { LoginGate } from '../../../components/ui/login-gate'
import { DetailPlaceholder } from '../../../components/ui/detail'

/** 审核结果: the expert's opinion on one audited wish table. */
export default function AuditResultPage() {
  const { id } = useRouter().params
  return (
    <PageShell>
      <LoginGate why='登录后可查看审核结果'>
        <DetailPlaceholder id={id} what='审核记录' sections={['审核意见', '志愿表']} hint='审核完成后，专家的意见和修改建议会显示在这里' back={{ title: '查看审核记录', route: 'pages/personal/audit-wish/index' }} />
      </LoginGate>
    </PageShell>
  )
}

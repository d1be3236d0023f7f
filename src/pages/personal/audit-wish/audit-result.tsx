import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { LoginGate } from '../../../components/login-gate'
import { DetailPlaceholder } from '../../../components/detail-placeholder'

/** 审核结果: the expert's opinion on one audited wish table. */
export default function AuditResultPage() {
  const { id } = useRouter().params
  return (
    <PageShell>
      <LoginGate why='登录后可查看审核结果'>
        <DetailPlaceholder
          id={id}
          what='审核记录'
          sections={['审核意见', '志愿表']}
          hint='志愿审核服务目前没有开放，没有审核记录可查看'
          back={{ title: '查看审核记录', route: 'pages/personal/audit-wish/index' }}
        />
      </LoginGate>
    </PageShell>
  )
}

import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { LoginGate } from '../../../components/ui/login-gate'
import { DetailPlaceholder } from '../../../components/ui/detail'

/** 志愿表详情 (新高考): the 院校专业组 or 专业+院校 rows of one saved table. */
export default function NewExamWishDetailsPage() {
  const { id } = useRouter().params
  return (
    <PageShell>
      <LoginGate why='登录后可查看志愿表'>
        <DetailPlaceholder id={id} what='志愿表' sections={['志愿', '审核']} hint='新高考志愿表的院校专业组（或专业+院校）会按顺序列在这里' back={{ title: '去我的志愿表', route: 'pages/personal/volunteerlist/volunteerlist' }} />
      </LoginGate>
    </PageShell>
  )
}

import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { LoginGate } from '../../../components/ui/login-gate'
import { DetailPlaceholder } from '../../../components/ui/detail'

/** 志愿表详情 (院校+专业): the rows of one saved table in order. */
export default function VolunteerDetailPage() {
  const { id } = useRouter().params
  return (
    <PageShell>
      <LoginGate why='登录后可查看志愿表'>
        <DetailPlaceholder id={id} what='志愿表' sections={['志愿', '审核']} hint='志愿表的院校、专业和是否服从调剂会按顺序列在这里' back={{ title: '去我的志愿表', route: 'pages/personal/volunteerlist/volunteerlist' }} />
      </LoginGate>
    </PageShell>
  )
}

import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { DetailPlaceholder } from '../../../components/ui/detail'

/** 职业详情: what the work is, what it takes, and which majors lead to it. */
export default function OccupationDetailsPage() {
  const { id } = useRouter().params
  return (
    <PageShell>
      <DetailPlaceholder id={id} what='职业' sections={['工作内容', '能力要求', '对口专业', '发展前景']} hint='职业详情上线后，这里会介绍工作内容、能力要求和对口专业' back={{ title: '浏览职业库', route: 'pages/home/occupation/occupation' }} />
    </PageShell>
  )
}

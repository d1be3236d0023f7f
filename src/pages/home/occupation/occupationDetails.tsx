import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { DetailPlaceholder } from '../../../components/detail-placeholder'

/** 职业详情: what the work is, what it takes, and which majors lead to it. */
export default function OccupationDetailsPage() {
  const { id } = useRouter().params
  return (
    <PageShell>
      <DetailPlaceholder
        id={id}
        what='职业'
        sections={['工作内容', '能力要求', '对口专业', '发展前景']}
        hint='目前还没有这个职业的介绍'
        back={{ title: '浏览职业库', route: 'pages/home/occupation/occupation' }}
      />
    </PageShell>
  )
}

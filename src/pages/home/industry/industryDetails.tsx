import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { DetailPlaceholder } from '../../../components/detail-placeholder'

/** 行业详情: overview, related majors and occupations of one industry. */
export default function IndustryDetailsPage() {
  const id = useRouter().params.id
  return (
    <PageShell>
      <DetailPlaceholder
        id={id}
        what='行业'
        sections={['行业概况', '发展前景', '相关专业', '相关职业']}
        hint='目前还没有这个行业的介绍'
        back={{ title: '浏览行业列表', route: 'pages/home/industry/industryList' }}
      />
    </PageShell>
  )
}

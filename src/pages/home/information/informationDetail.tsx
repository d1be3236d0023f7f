import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { DetailPlaceholder } from '../../../components/detail-placeholder'

/** 资讯详情. */
export default function InformationDetailPage() {
  const { id } = useRouter().params
  return (
    <PageShell>
      <DetailPlaceholder
        id={id}
        what='资讯'
        sections={[]}
        hint='目前还没有这篇资讯的正文'
        back={{ title: '浏览资讯', route: 'pages/home/information/information' }}
      />
    </PageShell>
  )
}

import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { DetailPlaceholder } from '../../../components/detail-placeholder'

/** 资讯详情 (升学资讯). */
export default function UpgradeNewsDetailPage() {
  const { id } = useRouter().params
  return (
    <PageShell>
      <DetailPlaceholder
        id={id}
        what='资讯'
        sections={[]}
        hint='目前还没有这篇资讯的正文'
        back={{ title: '浏览升学资讯', route: 'pages/home/upgrade-news/upgradeNewsList' }}
      />
    </PageShell>
  )
}

import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { DetailPlaceholder } from '../../../components/ui/detail'

/** 资讯详情 (升学资讯). */
export default function UpgradeNewsDetailPage() {
  const { id } = useRouter().params
  return (
    <PageShell>
      <DetailPlaceholder id={id} what='资讯' sections={[]} hint='资讯正文上线后会显示在这里' back={{ title: '浏览升学资讯', route: 'pages/home/upgrade-news/upgradeNewsList' }} />
    </PageShell>
  )
}

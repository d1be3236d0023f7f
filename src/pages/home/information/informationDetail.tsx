import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { DetailPlaceholder } from '../../../components/ui/detail'

/** 资讯详情. */
export default function InformationDetailPage() {
  const { id } = useRouter().params
  return (
    <PageShell>
      <DetailPlaceholder id={id} what='资讯' sections={[]} hint='资讯正文上线后会显示在这里' back={{ title: '浏览资讯', route: 'pages/home/information/information' }} />
    </PageShell>
  )
}

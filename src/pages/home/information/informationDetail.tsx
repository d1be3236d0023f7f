import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { ErrorView } from '../../../components/error-view'
import { NewsDetailView } from '../../../components/news-detail'

/** 资讯详情: the article; opening it counts one read. */
export default function InformationDetailPage() {
  const id = Number(useRouter().params.id)
  return <PageShell>{Number.isInteger(id) && id > 0 ? <NewsDetailView id={id} /> : <ErrorView text='缺少资讯编号' />}</PageShell>
}

import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { Section } from '../../../components/section'

/**
 * 通知 (content/index, opened with a key): one notice or announcement. It does not open the messaging-app
 * authorisation (route flag noAuthRedirect), so links shared outside WeChat work.
 */
export default function ContentPage() {
  const { key } = useRouter().params
  return (
    <PageShell>
      <Section testId='content'>
        <EmptyView compact text={key ? '这条通知还没有内容' : '没有指定要查看的通知'} hint={key ? '通知发布后可在这里阅读' : '请从消息列表中打开通知'} />
      </Section>
    </PageShell>
  )
}

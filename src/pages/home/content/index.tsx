import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { Section } from '../../../components/ui'

/**
 * 通知 (content/index, opened with a key): one notice or announcement. It does not open the messaging-app
 * authorisation (route flag noAuthRedirect), so links shared outside WeChat work.
 */
export default function ContentPage() {
  const { key } = useRouter().params
  return (
    <PageShell>
      <Section flush testId='content'>
        <EmptyView text={key ? '暂无数据~' : '没有指定要查看的通知'} hint={key ? '通知内容上线后会显示在这里' : '请从消息列表中打开通知'} />
      </Section>
    </PageShell>
  )
}

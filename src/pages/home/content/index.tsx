import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { LoginGate } from '../../../components/login-gate'
import { PagedList } from '../../../components/paged-list'
import { MessageRow } from '../../../components/message-row'
import { useAutoPaging } from '../../../components/paged-list/use-paging'
import { useStore } from '../../../stores'
import { go } from '../../../navigation'
import type { Message, MessageKind } from '../../../model/audit'

const KINDS: MessageKind[] = ['message', 'notice']

const Messages = observer(function Messages({ kind }: { kind: MessageKind | undefined }) {
  const store = useStore()
  const pager = useAutoPaging(() => store.messages.list(kind), { pullDownRefresh: true })
  const open = (m: Message) => {
    if (!m.Read) void store.messages.markRead([m.MessageId]).then(() => pager?.reload())
    if (m.Link) void go(`/${m.Link}`)
  }
  return (
    <View data-testid='messages'>
      <PagedList
        pager={pager}
        emptyText={kind === 'notice' ? '还没有通知' : '还没有消息'}
        emptyHint='志愿审核完成、订单支付成功时，会在这里通知你'
        render={(items) => items.map((m) => <MessageRow key={m.MessageId} m={m} onOpen={() => open(m)} />)}
      />
    </View>
  )
})

/**
 * 消息 (content/index, opened with a key: message or notice; without one, both): the student's messages, newest
 * first; tapping one marks it read and opens what it is about. It does not open the messaging-app authorisation
 * (route flag noAuthRedirect), so links shared outside WeChat work.
 */
export default function ContentPage() {
  const { key } = useRouter().params
  const kind = KINDS.find((k) => k === key)
  return (
    <PageShell>
      <LoginGate why='登录后可查看你的消息'>
        <Messages kind={kind} />
      </LoginGate>
    </PageShell>
  )
}

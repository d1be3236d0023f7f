/** One message to the student (an audit returned, an order paid): title, words, time, and whether it is new. */
import { Text, View } from '@tarojs/components'
import type { Message } from '../../model/audit'
import { formatDate } from '../../utils/date'
import './index.scss'

export function MessageRow({ m, onOpen }: { m: Message; onOpen: () => void }) {
  return (
    <View className={`zy-msg ${m.Read ? '' : 'zy-msg--unread'}`} data-testid='message-row' data-read={m.Read ? '1' : '0'} onClick={onOpen}>
      <View className='zy-msg__top'>
        {!m.Read ? <View className='zy-msg__dot' /> : null}
        <Text className='zy-msg__title'>{m.Title}</Text>
        <Text className='zy-msg__time'>{formatDate(m.CreatedAt, { precision: 'minute' })}</Text>
      </View>
      {m.Body ? <Text className='zy-msg__body'>{m.Body}</Text> : null}
      {m.Link ? <Text className='zy-msg__link'>查看详情 ›</Text> : null}
    </View>
  )
}

export default MessageRow

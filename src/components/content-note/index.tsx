/** The line under a page of demonstration content: the 示例内容 mark and what it means. */
import { Text, View } from '@tarojs/components'
import { DemoTag } from '../content-tag'
import './index.scss'

export function DemoNote({ what = '这里的内容' }: { what?: string }) {
  return (
    <View className='zy-demo-note' data-testid='demo-note'>
      <DemoTag />
      <Text className='zy-demo-note__text'>{what}是我们编写的示例内容，具体政策和安排以各省教育考试院、高校发布的为准。</Text>
    </View>
  )
}

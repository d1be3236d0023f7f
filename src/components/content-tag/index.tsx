/**
 * The mark of demonstration content (issue 19 item 5): everything in 学习, 资讯 and 升学资讯 is content we wrote
 * ourselves, and every page and card that shows it says so — `DemoTag` a small tag, `DemoNote` a line under a page.
 */
import { Text, View } from '@tarojs/components'
import './index.scss'

export function DemoTag({ testId = 'demo-tag' }: { testId?: string }) {
  return (
    <Text className='zy-demo-tag' data-testid={testId}>
      示例内容
    </Text>
  )
}

export function DemoNote({ what = '这里的内容' }: { what?: string }) {
  return (
    <View className='zy-demo-note' data-testid='demo-note'>
      <DemoTag />
      <Text className='zy-demo-note__text'>{what}是我们编写的示例内容，具体政策和安排以各省教育考试院、高校发布的为准。</Text>
    </View>
  )
}

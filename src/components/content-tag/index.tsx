/**
 * The mark of demonstration content (issue 19 item 5): everything in 学习, 资讯 and 升学资讯 is content we wrote
 * ourselves, and every page and card that shows it says so. (The line under a page is content-note.)
 */
import { Text } from '@tarojs/components'
import './index.scss'

export function DemoTag({ testId = 'demo-tag' }: { testId?: string }) {
  return (
    <Text className='zy-demo-tag' data-testid={testId}>
      示例内容
    </Text>
  )
}

/** One admission path (升学路径): what it is, its rules and the documents they come from; with a test result, why. */
import { Text, View } from '@tarojs/components'
import type { PathList } from '../../stores/career'
import './index.scss'

type Path = PathList['Paths'][number]

export function PathCard({ path, percent, reasons }: { path: Path; percent?: number; reasons?: string[] }) {
  return (
    <View className='zy-path' data-testid='path-card' data-key={path.Key}>
      <View className='zy-path__top'>
        <Text className='zy-path__name'>{path.Name}</Text>
        {percent !== undefined ? <Text className='zy-path__pct'>匹配 {percent}%</Text> : null}
      </View>
      <Text className='zy-path__summary'>{path.Summary}</Text>
      {reasons?.length ? (
        <View className='zy-path__block' data-testid='path-reasons'>
          <Text className='zy-path__label'>推荐理由（你的回答）</Text>
          {reasons.map((r) => (
            <Text key={r} className='zy-path__line'>
              · {r}
            </Text>
          ))}
        </View>
      ) : null}
      <View className='zy-path__block'>
        <Text className='zy-path__label'>主要规则</Text>
        {path.Rules.map((r) => (
          <Text key={r} className='zy-path__line'>
            · {r}
          </Text>
        ))}
      </View>
      <Text className='zy-path__source'>依据：{path.Sources.join('；')}</Text>
    </View>
  )
}

export default PathCard

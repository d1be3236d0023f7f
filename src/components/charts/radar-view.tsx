/**
 * A radar (the Holland hexagon) drawn with Views: the rings and the values' polygon are CSS clip-path polygons of
 * radarLayout's points in a square box (percent coordinates), the labels are placed at its label points. No
 * canvas: it ships in the mini program's main package with the report pages (docs/DESIGN.md "Charts").
 */
import { Text, View } from '@tarojs/components'
import { radarLayout, type Point } from './radar'
import './radar.scss'

const polygon = (pts: Point[]) => `polygon(${pts.map((p) => `${p.x}% ${p.y}%`).join(',')})`
const clip = (pts: Point[]) => {
  const p = polygon(pts)
  return { clipPath: p, WebkitClipPath: p }
}

export function RadarView({ values, labels }: { values: number[]; labels: string[] }) {
  const l = radarLayout(values, labels, 100, 100, { labelRoom: 18, labelGap: 4 })
  return (
    <View className='zy-radar' data-testid='radar'>
      {l.rings.map((ring, i) => <View key={i} className={`zy-radar__ring zy-radar__ring--${i % 2}`} style={clip(ring)} />).reverse()}
      <View className='zy-radar__shape' style={clip(l.shape)} />
      {l.labels.map((t) => (
        <Text key={t.text} className={`zy-radar__label zy-radar__label--${t.align} zy-radar__label--${t.baseline}`} style={{ left: `${t.x}%`, top: `${t.y}%` }}>
          {t.text}
        </Text>
      ))}
    </View>
  )
}

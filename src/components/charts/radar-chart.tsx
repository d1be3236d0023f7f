/**
 * A radar (the Holland hexagon) on the shared canvas of both builds; the numbers it draws are also shown as text
 * by the page (the dimension bars), so nothing is only in the picture.
 */
import { ChartCanvas } from './chart-canvas'
import { drawRadar } from './draw'
import { radarLayout } from './radar'

export function RadarChart({ values, labels, label, height = 240 }: { values: number[]; labels: string[]; label: string; height?: number }) {
  return (
    <ChartCanvas
      height={height}
      label={label}
      version={JSON.stringify([values, labels])}
      draw={({ ctx, width, height: h }) => drawRadar(ctx, radarLayout(values, labels, width, h), width, h)}
    />
  )
}

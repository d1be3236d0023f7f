/**
 * Geometry of a radar (the Holland hexagon): axes evenly round a circle, the first pointing up and the rest
 * clockwise; rings at equal steps of the scale; the value polygon; each axis' label just outside its end, aligned
 * away from the centre. Pure, so it is tested apart from drawing (radar.test.ts), as scale.ts is for the others.
 */

export interface Point {
  x: number
  y: number
}

export interface RadarLabel extends Point {
  text: string
  align: 'left' | 'right' | 'center'
  baseline: 'top' | 'bottom' | 'middle'
}

export interface RadarLayout {
  center: Point
  radius: number
  /** one polygon per ring, innermost first, the last one the full scale */
  rings: Point[][]
  /** the end of each axis (on the outer ring) */
  spokes: Point[]
  /** the values' polygon */
  shape: Point[]
  labels: RadarLabel[]
}

export interface RadarOptions {
  max?: number
  rings?: number
  /** room kept round the outer ring for the labels */
  labelRoom?: number
  /** distance of a label from its axis' end */
  labelGap?: number
}

const round = (n: number) => Math.round(n * 100) / 100

/** where an axis of `n` at `fraction` of the radius lands */
function at(center: Point, radius: number, i: number, n: number, fraction: number): Point {
  const angle = -Math.PI / 2 + (2 * Math.PI * i) / n
  return { x: round(center.x + Math.cos(angle) * radius * fraction), y: round(center.y + Math.sin(angle) * radius * fraction) }
}

export function radarLayout(values: readonly number[], labels: readonly string[], width: number, height: number, options: RadarOptions = {}): RadarLayout {
  const { max = 100, rings = 4, labelRoom = 30, labelGap = 8 } = options
  const n = values.length
  if (n < 3 || labels.length !== n) throw new Error('radar axes')
  const center = { x: width / 2, y: height / 2 }
  const radius = Math.max(0, Math.min(width, height) / 2 - labelRoom)
  const clamp = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v / max : 0))
  const axes = values.map((_, i) => i)
  return {
    center,
    radius,
    rings: Array.from({ length: rings }, (_, r) => axes.map((i) => at(center, radius, i, n, (r + 1) / rings))),
    spokes: axes.map((i) => at(center, radius, i, n, 1)),
    shape: values.map((v, i) => at(center, radius, i, n, clamp(v))),
    labels: labels.map((text, i) => {
      const p = at(center, radius + labelGap, i, n, 1)
      const dx = p.x - center.x
      const dy = p.y - center.y
      const side = Math.abs(dx) < 1 ? 'center' : dx > 0 ? 'left' : 'right'
      const baseline = Math.abs(dy) < 1 ? 'middle' : side === 'center' ? (dy < 0 ? 'bottom' : 'top') : 'middle'
      return { ...p, text, align: side, baseline }
    }),
  }
}

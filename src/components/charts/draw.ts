/**
 * Paints the layouts of scale.ts on a Canvas 2D context. The context type is the small subset used here, so
 * the same code draws on the mini program's canvas node, a browser canvas and a recording stub in tests.
 */
import { TREND_DOT, TREND_DOT_ACTIVE, trendLabels, type DistributionLayout, type TrendLayout } from './scale'

export interface Ctx2D {
  fillStyle: unknown
  strokeStyle: unknown
  lineWidth: number
  font: string
  textAlign: string
  textBaseline: string
  beginPath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  arc(x: number, y: number, r: number, start: number, end: number): void
  closePath(): void
  stroke(): void
  fill(): void
  fillRect(x: number, y: number, w: number, h: number): void
  clearRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  setLineDash?(segments: number[]): void
  save(): void
  restore(): void
}

export const CHART_COLORS = {
  primary: '#1f5eff',
  primarySoft: 'rgba(31, 94, 255, 0.18)',
  band: 'rgba(31, 94, 255, 0.35)',
  marker: '#e5484d',
  axis: '#c9cdd4',
  grid: '#eef0f3',
  text: '#86909c',
  label: '#1d2129',
  derived: '#d98c00',
} as const

const FONT = '11px sans-serif'
const FONT_BOLD = 'bold 11px sans-serif'

function gridAndYAxis(ctx: Ctx2D, plot: TrendLayout['plot'], yTicks: { y: number; label: string }[]): void {
  ctx.lineWidth = 1
  ctx.font = FONT
  ctx.textAlign = 'right'
  ctx.textBaseline = 'middle'
  for (const t of yTicks) {
    ctx.strokeStyle = CHART_COLORS.grid
    ctx.beginPath()
    ctx.moveTo(plot.left, t.y)
    ctx.lineTo(plot.right, t.y)
    ctx.stroke()
    ctx.fillStyle = CHART_COLORS.text
    ctx.fillText(t.label, plot.left - 6, t.y)
  }
  ctx.strokeStyle = CHART_COLORS.axis
  ctx.beginPath()
  ctx.moveTo(plot.left, plot.bottom)
  ctx.lineTo(plot.right, plot.bottom)
  ctx.stroke()
}

/** Show every k-th of evenly spaced labels so that labels `minWidth` wide do not overlap. */
export function labelEvery(slot: number, minWidth: number): number {
  if (!(slot > 0)) return 1
  return Math.max(1, Math.ceil(minWidth / slot))
}

/** Trend line with a dot and value per year; hollow amber dots for 推算 values; `active` highlights a point. */
export function drawTrend(ctx: Ctx2D, layout: TrendLayout, width: number, height: number, active: number | null = null): void {
  ctx.clearRect(0, 0, width, height)
  if (layout.empty) return
  ctx.save()
  gridAndYAxis(ctx, layout.plot, layout.yTicks)
  // x labels: every k-th when the slots are too narrow for a 4-digit year, always the last
  ctx.fillStyle = CHART_COLORS.text
  ctx.textAlign = 'center'
  ctx.textBaseline = 'top'
  const n = layout.points.length
  const slot = n ? (layout.plot.right - layout.plot.left) / n : 0
  const every = labelEvery(slot, 34)
  layout.points.forEach((p, i) => {
    if ((n - 1 - i) % every === 0) ctx.fillText(p.label, p.x, layout.plot.bottom + 6)
  })
  // line
  ctx.strokeStyle = CHART_COLORS.primary
  ctx.lineWidth = 2
  for (const seg of layout.segments) {
    ctx.beginPath()
    seg.forEach((pt, i) => (i === 0 ? ctx.moveTo(pt.x, pt.y) : ctx.lineTo(pt.x, pt.y)))
    if (seg.length === 1) ctx.lineTo(seg[0].x + 0.01, seg[0].y)
    ctx.stroke()
  }
  // dots, then the values beside them (trendLabels keeps each clear of every dot and of the other labels)
  for (const p of layout.points) {
    if (p.y === null || p.value === null) continue
    ctx.beginPath()
    ctx.arc(p.x, p.y, active === p.index ? TREND_DOT_ACTIVE : TREND_DOT, 0, Math.PI * 2)
    ctx.closePath()
    ctx.fillStyle = p.derived ? '#ffffff' : CHART_COLORS.primary
    ctx.fill()
    ctx.strokeStyle = p.derived ? CHART_COLORS.derived : CHART_COLORS.primary
    ctx.lineWidth = 1.5
    ctx.stroke()
  }
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  trendLabels(layout, active).forEach((label, i) => {
    if (!label) return
    const isActive = active === i
    ctx.font = isActive ? FONT_BOLD : FONT
    ctx.fillStyle = isActive ? CHART_COLORS.label : CHART_COLORS.text
    ctx.fillText(label.text, label.x, label.y)
  })
  ctx.restore()
}

/** Distribution bars with the marked score as a red line and the highlighted row. */
export function drawDistribution(ctx: Ctx2D, layout: DistributionLayout, width: number, height: number, active: { low: number } | null = null): void {
  ctx.clearRect(0, 0, width, height)
  if (layout.empty) return
  ctx.save()
  gridAndYAxis(ctx, layout.plot, layout.yTicks)
  for (const b of layout.bars) {
    const highlight = b.marked || (active !== null && active.low === b.low)
    ctx.fillStyle = highlight ? CHART_COLORS.marker : b.isBand ? CHART_COLORS.band : CHART_COLORS.primary
    ctx.fillRect(b.x, b.y, b.width, Math.max(b.height, b.count > 0 ? 1 : 0))
  }
  ctx.fillStyle = CHART_COLORS.text
  ctx.font = FONT
  ctx.textAlign = 'center'
  ctx.textBaseline = 'top'
  for (const t of layout.xTicks) ctx.fillText(t.label, t.x, layout.plot.bottom + 6)
  if (layout.marker) {
    const { x, score } = layout.marker
    ctx.strokeStyle = CHART_COLORS.marker
    ctx.lineWidth = 1.5
    ctx.setLineDash?.([4, 3])
    ctx.beginPath()
    ctx.moveTo(x, layout.plot.top)
    ctx.lineTo(x, layout.plot.bottom)
    ctx.stroke()
    ctx.setLineDash?.([])
    ctx.fillStyle = CHART_COLORS.marker
    ctx.font = FONT_BOLD
    // keep the label inside the plot
    const nearRight = x > (layout.plot.left + layout.plot.right) / 2
    ctx.textAlign = nearRight ? 'right' : 'left'
    ctx.textBaseline = 'top'
    ctx.fillText(`${score}分`, nearRight ? x - 4 : x + 4, layout.plot.top)
  }
  ctx.restore()
}

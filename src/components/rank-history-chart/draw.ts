/** Paints a rank-history layout on a Canvas 2D context (the lookup charts' context subset and colours). */
import { CHART_COLORS, type Ctx2D } from '../charts/draw'
import type { RankHistoryLayout } from './layout'

const FONT = '11px sans-serif'

export function drawRankHistory(ctx: Ctx2D, l: RankHistoryLayout, width: number, height: number): void {
  ctx.clearRect(0, 0, width, height)
  if (l.empty) return
  ctx.save()
  ctx.lineWidth = 1
  ctx.font = FONT
  ctx.textAlign = 'right'
  ctx.textBaseline = 'middle'
  for (const t of l.yTicks) {
    ctx.strokeStyle = CHART_COLORS.grid
    ctx.beginPath()
    ctx.moveTo(l.plot.left, t.y)
    ctx.lineTo(l.plot.right, t.y)
    ctx.stroke()
    ctx.fillStyle = CHART_COLORS.text
    ctx.fillText(t.label, l.plot.left - 6, t.y)
  }
  ctx.textAlign = 'center'
  ctx.textBaseline = 'top'
  for (const s of l.slots) ctx.fillText(s.label, s.x, l.plot.bottom + 6)
  // the student's rank: a dashed red line across
  if (l.student) {
    ctx.strokeStyle = CHART_COLORS.marker
    ctx.lineWidth = 1.5
    ctx.setLineDash?.([4, 3])
    ctx.beginPath()
    ctx.moveTo(l.plot.left, l.student.y)
    ctx.lineTo(l.plot.right, l.student.y)
    ctx.stroke()
    ctx.setLineDash?.([])
  }
  // history line and dots
  ctx.strokeStyle = CHART_COLORS.primary
  ctx.lineWidth = 2
  if (l.line.length) {
    ctx.beginPath()
    l.line.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)))
    ctx.stroke()
  }
  ctx.textBaseline = 'bottom'
  for (const p of l.line) {
    ctx.beginPath()
    ctx.arc(p.x, p.y, 3.5, 0, Math.PI * 2)
    ctx.closePath()
    ctx.fillStyle = CHART_COLORS.primary
    ctx.fill()
    ctx.fillStyle = CHART_COLORS.text
    ctx.fillText(String(p.value), p.x, p.y - 6)
  }
  // prediction: interval bar and a hollow dot
  if (l.prediction) {
    const p = l.prediction
    ctx.strokeStyle = CHART_COLORS.band
    ctx.lineWidth = 8
    ctx.beginPath()
    ctx.moveTo(p.x, p.yLow)
    ctx.lineTo(p.x, p.yHigh)
    ctx.stroke()
    ctx.beginPath()
    ctx.arc(p.x, p.y, 4.5, 0, Math.PI * 2)
    ctx.closePath()
    ctx.fillStyle = '#ffffff'
    ctx.fill()
    ctx.strokeStyle = CHART_COLORS.primary
    ctx.lineWidth = 2
    ctx.stroke()
    ctx.fillStyle = CHART_COLORS.label
    ctx.textAlign = 'right'
    ctx.textBaseline = 'middle'
    ctx.fillText(String(p.value), p.x - 9, p.y)
  }
  ctx.restore()
}

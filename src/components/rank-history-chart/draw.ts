/** Paints a rank-history layout on a Canvas 2D context (the lookup charts' context subset and colours). */
import { CHART_COLORS, type Ctx2D } from '../charts/draw'
import { HISTORY_DOT, INTERVAL_HALF_WIDTH, PREDICTION_DOT, type RankHistoryLayout } from './layout'

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
  for (const p of l.line) {
    ctx.beginPath()
    ctx.arc(p.x, p.y, HISTORY_DOT, 0, Math.PI * 2)
    ctx.closePath()
    ctx.fillStyle = CHART_COLORS.primary
    ctx.fill()
  }
  // prediction: interval bar and a hollow dot
  if (l.prediction) {
    const p = l.prediction
    ctx.strokeStyle = CHART_COLORS.band
    ctx.lineWidth = INTERVAL_HALF_WIDTH * 2
    ctx.beginPath()
    ctx.moveTo(p.x, p.yLow)
    ctx.lineTo(p.x, p.yHigh)
    ctx.stroke()
    ctx.beginPath()
    // the stroke (2 px, half outside) brings the dot to PREDICTION_DOT
    ctx.arc(p.x, p.y, PREDICTION_DOT - 1, 0, Math.PI * 2)
    ctx.closePath()
    ctx.fillStyle = '#ffffff'
    ctx.fill()
    ctx.strokeStyle = CHART_COLORS.primary
    ctx.lineWidth = 2
    ctx.stroke()
  }
  // values last, each where the layout found room beside its own mark (never over another)
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillStyle = CHART_COLORS.text
  for (const label of l.lineLabels) if (label) ctx.fillText(label.text, label.x, label.y)
  if (l.predictionLabel) {
    ctx.fillStyle = CHART_COLORS.label
    ctx.fillText(l.predictionLabel.text, l.predictionLabel.x, l.predictionLabel.y)
  }
  ctx.restore()
}

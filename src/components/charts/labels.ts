/**
 * Where the value labels of a chart go, free of Taro and canvas (tested alone): each label beside its point —
 * above it, or below when above would hit another label or point or leave the plot — never over another label, a
 * point or a mark given as an obstacle, and always inside the bounds. Where above and below would both write the
 * value across the chart's line, a place to the side that crosses nothing is taken instead; a mark with no room
 * above or below (the prediction on its interval bar) asks for its sides. A label that fits nowhere is left out
 * (null): the table under every chart has all the numbers, an unreadable pile of digits helps no one.
 *
 * Text is not measured: the mini program's canvas node can only measure once it exists, and the layout must be the
 * same in tests, in the browser and in WeChat. Widths are estimated per character on the generous side, so an
 * estimate that is a little wide only costs a little space, never an overlap.
 */

export interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}

export type Side = 'above' | 'below' | 'right' | 'left'

export interface LabelRequest {
  text: string
  /** the point the label belongs to */
  x: number
  y: number
  /** radius of the point's mark: the label keeps clear of it */
  r: number
  /**
   * the whole mark when it is more than a dot (a dot on an interval bar): the label goes beside this instead, and
   * keeps clear of it
   */
  mark?: Rect
  /** sides tried in order (default above, then below) */
  sides?: readonly Side[]
  /** placed before labels of lower priority, which then give way (default 0; equal priorities keep their order) */
  priority?: number
  /** bold text is a little wider */
  bold?: boolean
}

export interface PlacedLabel {
  text: string
  /** centre of the text: draw with textAlign 'center' and textBaseline 'middle' */
  x: number
  y: number
  side: Side
  box: Rect
}

export interface Point {
  x: number
  y: number
}

export interface LabelOptions {
  /** labels stay inside (the plot, or the canvas) */
  bounds: Rect
  /** other marks no label may cover (an interval bar, a legend) */
  obstacles?: readonly Rect[]
  /**
   * lines drawn under the labels (the chart's polyline, a reference line), each as its points: a label avoids
   * crossing them when some place beside its point does, and crosses one rather than being left out
   */
  lines?: readonly (readonly Point[])[]
  /** px (the charts draw 11px text) */
  fontSize?: number
  /** px between a point's mark and its label */
  gap?: number
}

/**
 * Above, else below: a value to the side of a dot on a line chart can read as the neighbouring year's, so sideways
 * is the last resort (SIDEWAYS) or for a mark that asks for it by `sides`.
 */
export const DEFAULT_SIDES: readonly Side[] = ['above', 'below']
/** tried after DEFAULT_SIDES only where above and below both cross a line and the side crosses none */
const SIDEWAYS: readonly Side[] = ['right', 'left']

/**
 * Estimated width of `text` at `fontSize` px in a sans-serif font: digits about 0.6 em, separators about 0.35 em,
 * CJK characters a full em, anything else 0.65 em (generous: see above).
 */
export function labelWidth(text: string, fontSize = 11, bold = false): number {
  let em = 0
  for (const ch of text) {
    if (/[0-9]/.test(ch)) em += 0.6
    else if (/[,.:·\s]/.test(ch)) em += 0.35
    else if (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch)) em += 1
    else em += 0.65
  }
  return em * fontSize * (bold ? 1.08 : 1)
}

/** whether two rectangles share any area (touching edges do not count) */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

/** whether the segment a–b passes through the rectangle (Liang–Barsky clipping) */
export function segmentHits(a: Point, b: Point, r: Rect): boolean {
  const dx = b.x - a.x
  const dy = b.y - a.y
  let t0 = 0
  let t1 = 1
  for (const [p, q] of [
    [-dx, a.x - r.left],
    [dx, r.right - a.x],
    [-dy, a.y - r.top],
    [dy, r.bottom - a.y],
  ]) {
    if (p === 0) {
      if (q <= 0) return false
      continue
    }
    const t = q / p
    if (p < 0) t0 = Math.max(t0, t)
    else t1 = Math.min(t1, t)
    if (t0 >= t1) return false
  }
  return true
}

const crosses = (box: Rect, lines: readonly (readonly Point[])[]) => lines.some((l) => l.some((pt, i) => i > 0 && segmentHits(l[i - 1], pt, box)))

const inside = (r: Rect, b: Rect) => r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom

/** slides [lo, lo + size] into [min, max] along one axis; null when it cannot fit */
function slide(lo: number, size: number, min: number, max: number): number | null {
  if (size > max - min) return null
  return Math.min(Math.max(lo, min), max - size)
}

/** the mark of a request: its own rectangle, else its dot's */
const markOf = (q: LabelRequest): Rect => q.mark ?? { left: q.x - q.r, top: q.y - q.r, right: q.x + q.r, bottom: q.y + q.r }

/**
 * The label's boxes on one side of its mark, best first, each moved along that side to stay inside the bounds:
 * above or below, centred on the point (slid sideways at an edge, still over the point's x); right or left, level
 * with the point, then raised or lowered until its bottom or top edge meets the mark's (still beside it) — the
 * way past a neighbouring dot at the same height when the slots are narrow.
 */
function candidates(req: LabelRequest, side: Side, w: number, h: number, gap: number, bounds: Rect): Rect[] {
  const m = markOf(req)
  if (side === 'above' || side === 'below') {
    const top = side === 'above' ? m.top - gap - h : m.bottom + gap
    const left = slide(req.x - w / 2, w, bounds.left, bounds.right)
    if (left === null || left > req.x || left + w < req.x) return []
    return [{ left, top, right: left + w, bottom: top + h }]
  }
  const left = side === 'right' ? m.right + gap : m.left - gap - w
  const out: Rect[] = []
  for (const centre of [req.y, req.y - h / 2 - req.r, req.y + h / 2 + req.r]) {
    const top = slide(centre - h / 2, h, bounds.top, bounds.bottom)
    // beside the dot: the box still reaches the dot's height
    if (top === null || top > req.y + req.r || top + h < req.y - req.r) continue
    out.push({ left, top, right: left + w, bottom: top + h })
  }
  return out
}

/**
 * Places every label of `requests` (answered in the same order; null for a label that fits nowhere). Every
 * point's mark is an obstacle to every label, its own included.
 */
export function placeLabels(requests: readonly LabelRequest[], opts: LabelOptions): (PlacedLabel | null)[] {
  const fontSize = opts.fontSize ?? 11
  const gap = opts.gap ?? 3
  // digits and CJK of an 11px font stand about 8–10 px tall: a line of fontSize + 2 keeps neighbours apart
  const h = fontSize + 2
  const marks: Rect[] = [...requests.filter((q) => Number.isFinite(q.x) && Number.isFinite(q.y)).map(markOf), ...(opts.obstacles ?? [])]
  const lines = opts.lines ?? []
  const placed: Rect[] = []
  const out: (PlacedLabel | null)[] = requests.map(() => null)
  const order = requests.map((q, i) => ({ q, i })).sort((a, b) => (b.q.priority ?? 0) - (a.q.priority ?? 0) || a.i - b.i)
  for (const { q, i } of order) {
    if (!q.text || !Number.isFinite(q.x) || !Number.isFinite(q.y)) continue
    const w = Math.ceil(labelWidth(q.text, fontSize, q.bold))
    const sides = q.sides ?? DEFAULT_SIDES
    const free = (list: readonly Side[]) =>
      list
        .flatMap((side) => candidates(q, side, w, h, gap, opts.bounds).map((box) => ({ side, box })))
        .filter(({ box }) => inside(box, opts.bounds) && !marks.some((m) => overlaps(box, m)) && !placed.some((p) => overlaps(box, p)))
    // clear of the lines too if possible (text over a line is hard to read) — beside the dot when above and below
    // both cross one (a peak's or a valley's lines leave steeply) — else the first free place above or below
    const found = free(q.sides ? sides : [...sides, ...SIDEWAYS]).find(({ box }) => !crosses(box, lines)) ?? free(sides)[0]
    if (!found) continue
    placed.push(found.box)
    out[i] = { text: q.text, x: (found.box.left + found.box.right) / 2, y: (found.box.top + found.box.bottom) / 2, side: found.side, box: found.box }
  }
  return out
}

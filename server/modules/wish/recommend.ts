/**
 * Recommendation lists: every unit of a batch gets the student's probability and band, the body's filters
 * pick rows, the counts per band are taken over the filtered rows before the band filter (so the tabs show
 * what each band holds), and only the page's rows are turned into full answers with their explanation.
 */
import type { Static } from '@sinclair/typebox'
import type { BandCount, RecommendQuery, RecommendRow, Explanation, HistoryPoint } from '../../../types/api/wish'
import { meetsElective } from '../../engine/elective'
import { BANDS, BAND_FLOOR, bandOf, toPercent, type Band } from '../../engine/wish/bands'
import { tUpperTail } from '../../engine/wish/dist'
import { calibrateFast, type Calibration } from '../../engine/wish/calibration'
import { calibrationOf, rankInterval, type Prediction, type WishModel } from '../../engine/wish/model'
import type { BatchId, UnitLevel } from '../../engine/wish/keys'
import { isTraditional } from '../../engine/wish/rules'
import { invalid } from '../../http/errors'
import { provinceName } from '../../data/provinces'
import { sourceOf } from '../lookup'
import { HIGH_TUITION_YUAN, primaryLevel, defaultBatch, type IndexedUnit } from './province-index'
import type { Student } from './student'

export type Query = Static<typeof RecommendQuery>
export type Row = Static<typeof RecommendRow>
export type Counts = Static<typeof BandCount>

/** what kind of list a call asks for */
export type ListKind = 'primary' | 'majors' | 'school-majors' | 'school-units' | 'all' | 'search'

export interface Scored {
  iu: IndexedUnit
  /** 0–1, null when the unit has no prediction */
  p: number | null
  band: Band | null
  meets: boolean | null
}

/** P(admitted) for this student; null without a prediction */
export function probabilityFor(st: Student, pred: Prediction | null): number | null {
  if (!pred) return null
  const scale = Math.sqrt(pred.scale * pred.scale + st.spread * st.spread)
  const z = (Math.log(Math.max(1, st.comparable)) + st.logShift - pred.logRank) / scale
  return calibrateFast(calibrationOf(st.index.model, pred.step), tUpperTail(z, st.index.model.nu))
}

/**
 * The one decision about a unit the student cannot be 投档 for (选科 not met — the track's subject included — from
 * every source of 选科 the index holds): no probability, no band. Lists, explanations and the table check all score
 * through here (or scoreBatch, which applies the same rule), so such a unit never looks safe and counts as 0 % in a
 * table's 滑档 risk and 「至少被一个志愿录取」.
 */
export function score(st: Student, iu: IndexedUnit): Scored {
  const meets = isTraditional(st.index.rule) ? true : meetsElective(iu.elective, subjectsWithTrack(st))
  const p = meets === false ? null : probabilityFor(st, iu.pred)
  return { iu, p, band: p === null ? null : bandOf(toPercent(p)), meets }
}

/** the subjects a requirement is checked against: the 选考 list plus the track's own subject (物理/历史) */
export function subjectsWithTrack(st: Student): string[] {
  const first = st.out.SubjectType === 2 ? '物理' : st.out.SubjectType === 1 ? '历史' : null
  return first && !st.subjects.includes(first) ? [...st.subjects, first] : st.subjects
}

export interface ListResult {
  total: number
  rows: Scored[]
  counts: Counts
  batchId: BatchId
}

const BAND_CODES: Array<Band | null> = [null, '冲', '稳', '保', '垫']
const bandCode = (b: Band | null) => BAND_CODES.indexOf(b)

/**
 * One pass over every unit of the batch for one student: probability, band, 选科, filters and counts, in
 * typed arrays (a province has up to ~10⁴ units and a list call must stay within a couple of milliseconds);
 * objects are made only for the page that is answered.
 */
/** tally slots after the band codes 0–4 (0 = below the 冲 floor) */
const TALLY_UNRATED = 5
const TALLY_INELIGIBLE = 6

const LEVEL_CODE: Record<UnitLevel, number> = { institution: 1, group: 2, major: 3 }

/**
 * What the pass reads of every unit, as columns. Reading them from each unit's objects (unit, prediction) costs a
 * cache miss per object and unit — most of a 10⁴-unit pass (辽宁) — so they are copied once per batch list.
 */
interface Columns {
  level: Int8Array
  /** NaN where the unit has no prediction */
  logRank: Float64Array
  scale2: Float64Array
  /** √scale2, as probabilityFor computes it without a student spread: an official score needs no root per unit */
  scale: Float64Array
  /** predicted lowest rank, capped for the sort key (RANK_CAP where there is no prediction) */
  sortRank: Float64Array
  ix: Int32Array
  /** the calibration map of each unit's prediction (by how old its newest history is) */
  cal: Array<Calibration | null>
  /**
   * a pass's working arrays, reused by every pass over the batch (fresh ones were ~225 KB per call for 辽宁, much of
   * the garbage at 200 calls/s): listUnits is synchronous, so no two passes interleave, and a pass reads only the
   * slots it wrote
   */
  scratch: { prob: Float64Array; band: Int8Array; picked: Int32Array; keys: Float64Array }
}

// keyed by the index's batch array: a rebuilt index (new import) has new arrays, so stale columns are never read
const COLUMNS = new WeakMap<readonly IndexedUnit[], Columns>()

function columnsOf(all: readonly IndexedUnit[], model: WishModel): Columns {
  let c = COLUMNS.get(all)
  if (!c) {
    const n = all.length
    c = {
      level: new Int8Array(n),
      logRank: new Float64Array(n),
      scale2: new Float64Array(n),
      scale: new Float64Array(n),
      sortRank: new Float64Array(n),
      ix: new Int32Array(n),
      cal: new Array<Calibration | null>(n).fill(null),
      scratch: { prob: new Float64Array(n), band: new Int8Array(n), picked: new Int32Array(n), keys: new Float64Array(n) },
    }
    for (let i = 0; i < n; i++) {
      const iu = all[i]
      c.level[i] = LEVEL_CODE[iu.unit.level]
      c.logRank[i] = iu.pred ? iu.pred.logRank : NaN
      c.scale2[i] = iu.pred ? iu.pred.scale * iu.pred.scale : NaN
      c.scale[i] = Math.sqrt(c.scale2[i])
      c.sortRank[i] = Math.min(iu.pred?.rank ?? RANK_CAP, RANK_CAP)
      c.ix[i] = iu.ix
      c.cal[i] = iu.pred ? calibrationOf(model, iu.pred.step) : null
    }
    COLUMNS.set(all, c)
  }
  return c
}

/** whether the body filters on anything `passes` checks (else the pass need not open each unit's objects) */
function hasFilter(q: Query, keyword: string | undefined): boolean {
  return (
    q.SchoolId !== undefined ||
    !!keyword ||
    !!q.SchoolProvinceIds ||
    q.Region === 'home' ||
    q.Region === 'other' ||
    q.Is985 !== undefined ||
    q.Is211 !== undefined ||
    q.IsDoubleFirstClass !== undefined ||
    q.IsPrivate !== undefined ||
    q.SchoolType !== undefined ||
    q.MajorCode !== undefined ||
    q.MajorCodes !== undefined ||
    q.IncludeCostly === false
  )
}

export function listUnits(st: Student, q: Query, kind: ListKind): ListResult {
  const index = st.index
  const batchId = (q.BatchId ?? defaultBatch(index)) as BatchId
  const all = index.byBatch.get(batchId) ?? []
  const level: UnitLevel = kind === 'majors' || kind === 'school-majors' ? 'major' : primaryLevel(index, batchId)
  if ((kind === 'school-majors' || kind === 'school-units') && q.SchoolId === undefined) throw invalid('请指定院校（SchoolId）')
  if (kind === 'search' && !q.Keyword) throw invalid('请输入要搜索的院校或专业名称（Keyword）')
  const keyword = q.Keyword?.trim().toLowerCase()
  const includeUnrated = q.IncludeUnrated ?? (kind === 'all' || kind === 'search' || kind === 'school-units' || kind === 'school-majors')
  const includeIneligible = q.IncludeIneligible ?? kind === 'search'
  const wantBand = q.Band ? bandCode(q.Band) : -1
  const subjects = subjectsWithTrack(st)
  const meets = meetsCache(index, subjects)
  const meetsOf = (iu: IndexedUnit) => (meets[iu.ix] < 0 ? null : meets[iu.ix] === 1)
  const nu = index.model.nu
  const logR = Math.log(Math.max(1, st.comparable)) + st.logShift
  const spread2 = st.spread * st.spread
  const cols = columnsOf(all, index.model)
  const { prob, band, picked, keys } = cols.scratch
  // counts per band code, then 无概率 and 选科不符 (integer slots: a keyed object increment per unit cost more than the rest of the pass)
  const tally = new Int32Array(7)
  const levelCode = LEVEL_CODE[level]
  const filtered = hasFilter(q, keyword)
  const m = scoreBatch(
    cols,
    all,
    levelCode,
    filtered ? (iu) => passes(iu, q, st, keyword) : null,
    logR,
    spread2,
    nu,
    meets,
    tally,
    wantBand,
    includeUnrated,
    includeIneligible,
  )
  const counts: Counts = {
    冲: tally[1],
    稳: tally[2],
    保: tally[3],
    垫: tally[4],
    不推荐: tally[0],
    无概率: tally[TALLY_UNRATED],
    选科不符: tally[TALLY_INELIGIBLE],
  }
  // sort keys: probability up (冲 first, the order a table is filled in) then predicted rank; unrated rows last
  for (let j = 0; j < m; j++) {
    const i = picked[j]
    const rank = cols.sortRank[i]
    keys[i] = q.Sort === 'rank' ? rank : Math.round((Number.isNaN(prob[i]) ? 2 : prob[i]) * 1e9) * (RANK_CAP + 1) + rank
  }
  const size = q.PageSize ?? 20
  const page = q.PageIndex ?? 1
  const order = firstSorted(picked, m, keys, page * size)
  const rows = order.slice((page - 1) * size, page * size).map((i): Scored => {
    const iu = all[i]
    return { iu, p: Number.isNaN(prob[i]) ? null : prob[i], band: BAND_CODES[band[i]], meets: meetsOf(iu) }
  })
  return { total: m, rows, counts, batchId }
}

/** the pass proper: P and band of every unit of the level that the filter keeps, tallies, and the picked units in `cols.scratch.picked` */
function scoreBatch(
  cols: Columns,
  all: readonly IndexedUnit[],
  levelCode: number,
  keep: ((iu: IndexedUnit) => boolean) | null,
  logR: number,
  spread2: number,
  nu: number,
  meets: Int8Array,
  tally: Int32Array,
  wantBand: number,
  includeUnrated: boolean,
  includeIneligible: boolean,
): number {
  const { prob, band, picked } = cols.scratch
  const n = all.length
  let m = 0
  for (let i = 0; i < n; i++) {
    if (cols.level[i] !== levelCode) continue
    if (keep !== null && !keep(all[i])) continue
    const lr = cols.logRank[i]
    const mt = meets[cols.ix[i]]
    // a unit the student cannot be 投档 for has no probability and no band (the rule of `score`)
    const hasPred = mt !== 0 && !Number.isNaN(lr)
    let p = NaN
    let b = 0
    if (hasPred) {
      // the same arithmetic as probabilityFor, so a row's P here equals the one its saved table shows
      p = calibrateFast(cols.cal[i], tUpperTail((logR - lr) / (spread2 === 0 ? cols.scale[i] : Math.sqrt(cols.scale2[i] + spread2)), nu))
      b = BAND_OF_PERCENT[Math.round(p * 100)]
    }
    prob[i] = p
    band[i] = b
    if (mt === 0) {
      tally[TALLY_INELIGIBLE]++
      if (!includeIneligible || wantBand >= 0) continue
    } else tally[hasPred ? b : TALLY_UNRATED]++
    if (wantBand >= 0) {
      if (b !== wantBand || !hasPred) continue
    } else if (mt !== 0 && !includeUnrated && (!hasPred || b === 0)) continue
    picked[m++] = i
  }
  return m
}

/** ranks above this share one sort key (a key is probability × 10⁹ × 2²² + rank, exact in a double) */
const RANK_CAP = 4194303

/** the first `k` of `picked[0..m)` in key order: a bounded insertion for the usual first pages, else a full sort */
export function firstSorted(picked: Int32Array, m: number, keys: Float64Array, k: number): number[] {
  if (k >= m / 4) return Array.from(picked.subarray(0, m)).sort((x, y) => keys[x] - keys[y] || x - y)
  const best: number[] = []
  for (let j = 0; j < m; j++) {
    const i = picked[j]
    const key = keys[i]
    if (best.length === k && key >= keys[best[k - 1]]) continue
    let lo = 0
    let hi = best.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (keys[best[mid]] <= key) lo = mid + 1
      else hi = mid
    }
    best.splice(lo, 0, i)
    if (best.length > k) best.pop()
  }
  return best
}

/** whether each unit's 选科要求 is met (1 yes, 0 no, −1 unknown), per subject combination, computed once per index */
function meetsCache(index: Student['index'], subjects: string[]): Int8Array {
  const key = [...subjects].sort().join(',')
  let m = index.meets.get(key)
  if (!m) {
    m = new Int8Array(index.units.length)
    // a 文理 province has no 选科: every unit of the student's track can be filled (the rule of `score`)
    const traditional = isTraditional(index.rule)
    for (const iu of index.units) {
      const v = traditional ? true : meetsElective(iu.elective, subjects)
      m[iu.ix] = v === null ? -1 : v ? 1 : 0
    }
    index.meets.set(key, m)
  }
  return m
}

/** band code (BAND_CODES) of each integer percent 0–100, from the bands config */
const BAND_OF_PERCENT = Int8Array.from({ length: 101 }, (_, pc) => {
  for (let k = BANDS.length - 1; k >= 0; k--) if (pc >= BANDS[k].min) return k + 1
  return 0
})

function passes(iu: IndexedUnit, q: Query, st: Student, keyword: string | undefined): boolean {
  const s = iu.school
  if (q.SchoolId !== undefined && iu.unit.schoolId !== q.SchoolId) return false
  if (keyword && !iu.search.includes(keyword)) return false
  if (q.SchoolProvinceIds && (!s || !q.SchoolProvinceIds.includes(s.province_id))) return false
  if (q.Region === 'home' && (!s || s.province_id !== st.out.ProvinceId)) return false
  if (q.Region === 'other' && (!s || s.province_id === st.out.ProvinceId)) return false
  if (q.Is985 !== undefined && (s?.is_985 === true) !== q.Is985) return false
  if (q.Is211 !== undefined && (s?.is_211 === true) !== q.Is211) return false
  if (q.IsDoubleFirstClass !== undefined && (s?.is_dfc === true) !== q.IsDoubleFirstClass) return false
  if (q.IsPrivate !== undefined && (!s || s.is_private !== q.IsPrivate)) return false
  if (q.SchoolType !== undefined && s?.school_type !== q.SchoolType) return false
  if (q.IncludeCostly === false && iu.cost.costly) return false
  if (q.MajorCode !== undefined) {
    const code = q.MajorCode
    if (!iu.catalogCodes.some((c) => c.startsWith(code))) return false
  }
  if (q.MajorCodes !== undefined) {
    const prefixes = q.MajorCodes
    if (!iu.catalogCodes.some((c) => prefixes.some((p) => c.startsWith(p)))) return false
  }
  return true
}

// ---------------------------------------------------------------------------------------------------
// The answer row and its explanation

const METHOD_TEXT = {
  published: '来源公布的最低位次',
  table: '按当年一分一段表由最低分确定',
  anchors: '当年一分一段表缺失，按当年其他院校公布的“分数—位次”对照推算',
  'same-score': '当年一分一段表缺失，按下一年的表同分推算（误差较大）',
} as const

export function toRow(st: Student, s: Scored): Row {
  const { iu } = s
  const u = iu.unit
  const index = st.index
  const pred = iu.pred
  const sc = iu.school
  const interval = pred ? rankInterval(index.model, pred) : null
  const history: Array<Static<typeof HistoryPoint>> = u.history.map((h, i) => ({
    Year: h.year,
    MinScore: h.record.minScore,
    MinRank: h.rank,
    RankMethod: h.method,
    EquivalentRank: h.equivalentRank,
    Weight: pred ? (pred.weights[i] ?? 0) : 0,
    PlanCount: h.record.planCount,
    Source: sourceOf(index.snap, h.record.sid, h.record.sourceClass, h.year),
    RankSource: h.table ? sourceOf(index.snap, h.table.sid, h.table.sourceClass, h.table.year) : null,
  }))
  const percent = s.p === null ? null : toPercent(s.p)
  let reason = s.meets === false ? `${ineligibleText(st, iu)}，不能填报（填了也不会被投档），不计算录取概率` : iu.reason
  if (!reason && percent !== null && percent < BAND_FLOOR) reason = `录取概率约 ${percent}%，低于「冲」的下限 ${BAND_FLOOR}%，不作推荐`
  return {
    UnitId: u.id,
    Level: u.level,
    BatchId: u.batchId,
    ParentUnitId: iu.parentId,
    SchoolId: u.schoolId,
    SchoolName: u.schoolName,
    SchoolCode: u.schoolCode,
    SchoolProvinceName: sc ? provinceName(sc.province_id) : '',
    City: sc?.city ?? '',
    Is985: sc?.is_985 ?? null,
    Is211: sc?.is_211 ?? null,
    IsDoubleFirstClass: sc?.is_dfc ?? null,
    IsPrivate: sc ? sc.is_private : null,
    SchoolType: sc?.school_type ?? null,
    GroupCode: u.groupCode,
    GroupName: u.groupName,
    MajorName: u.majorName,
    MajorCode: u.majorCode,
    MajorNames: iu.majors,
    Elective: { Text: iu.electiveText, Track: iu.elective.track, Mode: iu.elective.mode, Subjects: iu.elective.subjects, Meets: s.meets },
    PlanCount: iu.planCount,
    History: history,
    StudentRank: st.out.Rank,
    PredictedRank: pred ? Math.max(1, Math.round(Math.exp(pred.logRank))) : null,
    RankLow: interval ? interval[0] : null,
    RankHigh: interval ? interval[1] : null,
    Probability: percent,
    Reason: reason,
    CostLabels: costLabels(iu),
    Tuition: iu.cost.tuition,
    Caveats: caveatsOf(st, iu, s),
    Band: s.band,
    IsForecast: st.isForecast,
    Explanation: explain(st, s, history, interval),
  }
}

function explain(st: Student, s: Scored, history: Array<Static<typeof HistoryPoint>>, interval: [number, number] | null): Static<typeof Explanation> {
  const { iu } = s
  const pred = iu.pred
  const model = st.index.model
  const label = unitLabel(iu)
  const steps: string[] = []
  const so = st.out
  steps.push(
    so.RankBasis === 'published'
      ? `你的位次：${so.Rank}（你填写的官方位次）。`
      : `你的位次：${so.Score} 分在 ${so.TableYear} 年${so.ProvinceName}${so.SubjectName}一分一段表中累计 ${so.Rank} 人${st.isForecast ? '（预估分，按 ±15 分误差计算）' : ''}。`,
  )
  for (const h of history) {
    const byThirdParty = h.RankSource?.SourceClass === 'third-party' ? '（第三方整理的表，未与考试院原表核对）' : ''
    const method =
      h.RankMethod === 'table' && h.MinScore !== null
        ? `按 ${h.Year} 年一分一段表${byThirdParty}由最低分 ${h.MinScore} 确定`
        : h.RankMethod === 'same-score' && h.RankSource
          ? `${h.Year} 年一分一段表缺失，按 ${h.RankSource.Year} 年表${byThirdParty}同分推算（误差较大）`
          : METHOD_TEXT[h.RankMethod]
    const carried = h.EquivalentRank !== h.MinRank ? `，按考生人数变化折算到 ${st.out.Year} 年约 ${h.EquivalentRank}` : ''
    steps.push(`${h.Year} 年：${h.MinScore !== null ? `最低分 ${h.MinScore}，` : ''}最低位次 ${h.MinRank}（${method}；来源：${h.Source.Label}）${carried}。`)
  }
  // what was decided about this unit's history: a gap to the exam year, a split, a repeated value, a renamed major
  steps.push(...iu.notes)
  if (s.meets === false) {
    const why = ineligibleText(st, iu)
    steps.push(`${why}：按规定不会被投档，所以不计算录取概率，也不计入整张表的录取可能。`)
    return { Summary: `${label}：${why}，不能填报`, Steps: steps, Sigma: 0, SigmaUnit: 0, SigmaCommon: 0, Nu: model.nu, ModelVersion: model.version }
  }
  steps.push(...caveatsOf(st, iu, s))
  if (!pred || !interval) {
    steps.push(iu.reason ?? '历年数据不足，无法估计录取概率。')
    return { Summary: `${label}：${iu.reason ?? '数据不足'}`, Steps: steps, Sigma: 0, SigmaUnit: 0, SigmaCommon: 0, Nu: model.nu, ModelVersion: model.version }
  }
  const predicted = Math.max(1, Math.round(Math.exp(pred.logRank)))
  const weights =
    pred.weights.length > 1
      ? `按近 ${pred.weights.length} 年加权（${pred.weights.map((w, i) => `${history[i].Year} 年 ${Math.round(w * 100)}%`).join('、')}）`
      : `按 ${history[0].Year} 年一年的数据`
  steps.push(
    `预测 ${st.out.Year} 年最低录取位次约 ${predicted}（${weights}），有 80% 的把握落在 ${interval[0]}–${interval[1]} 之间；区间宽度来自同类单位历年位次的实际波动${st.isForecast ? '，概率另计入预估分本身的误差' : ''}。`,
  )
  const pct = s.p === null ? null : toPercent(s.p)
  const compare = st.out.Rank <= predicted ? `比预测的最低位次靠前 ${predicted - st.out.Rank} 名` : `比预测的最低位次靠后 ${st.out.Rank - predicted} 名`
  steps.push(`你的位次${compare}，录取概率约 ${pct}%${s.band ? `，属于「${s.band}」` : '，低于「冲」的下限，不作推荐'}。概率是按历年数据估计的，不是保证。`)
  return {
    Summary: `预计最低位次约 ${predicted}（${interval[0]}–${interval[1]}），你的位次 ${st.out.Rank}，录取概率约 ${pct}%${s.band ? `（${s.band}）` : ''}`,
    Steps: steps,
    Sigma: round3(Math.sqrt(pred.scale * pred.scale + st.spread * st.spread)),
    SigmaUnit: round3(pred.scaleUnit),
    SigmaCommon: round3(Math.sqrt(pred.scaleCommon * pred.scaleCommon + st.spread * st.spread)),
    Nu: model.nu,
    ModelVersion: model.version,
  }
}

const ELECTIVE_FROM = { admission: '往年录取数据', plan: '今年招生计划', group: '同组专业' } as const

/** 「选科要求「化学」（今年招生计划），你的选科（物理、政治、地理）不符」 */
function ineligibleText(st: Student, iu: IndexedUnit): string {
  const from = iu.electiveFrom ? `（${ELECTIVE_FROM[iu.electiveFrom]}）` : ''
  return `选科要求「${iu.electiveText || iu.elective.subjects.join('、')}」${from}，你的选科（${subjectsWithTrack(st).join('、') || '未填写'}）不符`
}

/**
 * What the student should check on the row itself: a 选科要求 our data does not hold (in a province that has 选科),
 * a group whose majors we do not know — each with where to check it.
 */
export function caveatsOf(st: Student, iu: IndexedUnit, s: Pick<Scored, 'meets'>): string[] {
  const out: string[] = []
  const electives = !isTraditional(st.index.rule)
  if (electives && s.meets === null) out.push('选科要求：我们的数据中没有，请在省教育考试院公布的今年招生计划中核对后再填')
  if (iu.unit.level === 'group' && !iu.majors.length) out.push('组内专业：我们的数据中没有，请在今年招生计划（或院校招生章程）中查看该组包含哪些专业')
  return out
}
const round3 = (x: number) => Math.round(x * 1000) / 1000

/** 中外合作办学 · 民办 · 学费 68,000元/年: the same labels on every row of every list */
export function costLabels(iu: IndexedUnit): string[] {
  const c = iu.cost
  const out: string[] = []
  if (c.cooperative) out.push('中外合作办学')
  if (c.private) out.push('民办')
  if (c.tuitionYuan !== null && c.tuitionYuan >= HIGH_TUITION_YUAN) out.push('学费较高')
  return out
}

/** a short label for messages: 中南大学 第103组 / 中南大学 计算机类 */
export function unitLabel(iu: IndexedUnit): string {
  const u = iu.unit
  if (u.level === 'group') return `${u.schoolName} ${u.groupName}`
  if (u.level === 'major') return `${u.schoolName} ${u.majorName}`
  return u.schoolName
}

/**
 * What the lookup calls compute over the reference snapshot: which 一分一段 table a call means and the rank of a
 * score in it, equivalent scores across years, batch chip names, and 赋分 (scaled scores).
 */
import type { Api } from '../../../types/endpoints'
import { SUBJECT_TYPE_NAME } from '../../data/classify'
import { provinceName } from '../../data/provinces'
import { equivalentScore, isHit, lookupRank } from '../../engine/rank'
import { SCHEMES, gradeByName, gradeFromPercentAbove, scaledScore, schemeByKey, schemeFor, type Scheme } from '../../engine/scaled'
import { invalid, notFound } from '../../http/errors'
import { batchName } from './labels'
import { rankTableOut } from './out'
import { sourceOf, type RankTableMeta, type ReferenceSnapshot, type SourceOut } from './store'

type ScaledScoreBody = Api['Lookup/ScaledScore']['body']

/**
 * The batches of a province-year as the province names them (what the batch chips offer), each with the printed
 * names it gathers: 广东 2026's 「本科一批」 rows and its 「本科批」 rows are one chip, 本科批.
 */
export function batchNames(
  snap: ReferenceSnapshot,
  provinceId: number,
  year: number,
  printed: ReadonlyArray<{ batch: string; vocational: boolean }>,
): Map<string, string[]> {
  const facts = snap.provinceBatches.get(provinceId)
  const out = new Map<string, string[]>()
  for (const p of printed) {
    if (!p.batch.trim()) continue
    const name = batchName(p.batch, year, p.vocational, facts)
    out.set(name, [...(out.get(name) ?? []), p.batch])
  }
  return new Map([...out].sort((a, b) => a[0].localeCompare(b[0], 'zh')))
}

/** the printed batch names a chosen batch stands for (a printed name itself is accepted too) */
export function printedBatches(names: Map<string, string[]>, chosen: string): string[] {
  return [...new Set([...(names.get(chosen) ?? []), chosen])]
}

function subjectLabel(st: number): string {
  return SUBJECT_TYPE_NAME[st] ?? String(st)
}

/** the table a LineRank call means: TableId, else the province/year/track table of the given usage, else its default */
export function pickTable(
  snap: ReferenceSnapshot,
  q: { ProvinceId: number; Year: number; SubjectType: number; Usage?: string; TableId?: number },
): RankTableMeta {
  if (q.TableId !== undefined) {
    const t = snap.tableById.get(q.TableId)
    if (!t) throw notFound('一分一段表不存在')
    return t.meta
  }
  const all = snap.tables.filter((t) => t.province_id === q.ProvinceId && t.year === q.Year && t.subject_type === q.SubjectType)
  const pick = q.Usage ? all.find((t) => t.usage === q.Usage) : (all.find((t) => t.is_default) ?? all[0])
  if (pick) return pick
  const name = provinceName(q.ProvinceId)
  const others = snap.tables.filter((t) => t.province_id === q.ProvinceId && t.is_default)
  if (!others.length) throw notFound(`暂无${name}的一分一段表${q.ProvinceId === 54 ? '（西藏未公布一分一段表）' : ''}`)
  const hint = [...new Set(others.map((t) => `${t.year}年${t.subject_name}`))].join('、')
  if (q.Usage && all.length) throw notFound(`${name}${q.Year}年${subjectLabel(q.SubjectType)}没有「${q.Usage}」用途的一分一段表`)
  throw notFound(`暂无${name}${q.Year}年${subjectLabel(q.SubjectType)}的一分一段表；已收录：${hint}`)
}

/** the scores of the same rank in the province/track's other years (their default tables) */
function equivalentsFor(snap: ReferenceSnapshot, base: RankTableMeta, rank: number | null, years?: number[]) {
  if (rank === null) return []
  const others = snap.tables.filter(
    (t) =>
      t.province_id === base.province_id && t.subject_type === base.subject_type && t.is_default && t.year !== base.year && (!years || years.includes(t.year)),
  )
  return others
    .sort((a, b) => b.year - a.year)
    .map((t) => {
      const e = equivalentScore(snap.tableById.get(t.id)!.table, rank)
      return {
        Year: t.year,
        Score: e.score,
        Rank: e.rank,
        Exact: e.exact,
        Note: e.note,
        IsDerived: true,
        Source: sourceOf(snap, t.sid, t.source_class, t.year),
      }
    })
}

/** Public/LineRank's answer: the rank of a score in the table the call means, with its equivalents in other years */
export function lineRank(
  snap: ReferenceSnapshot,
  body: { ProvinceId: number; Year: number; SubjectType: number; Score: number; Usage?: string; TableId?: number },
  years?: number[],
) {
  const meta = pickTable(snap, body)
  const t = snap.tableById.get(meta.id)!.table
  const r = lookupRank(t, body.Score)
  const table = rankTableOut(snap, meta)
  if (!isHit(r)) {
    return {
      Score: r.score,
      Rank: null,
      Count: null,
      RankFrom: null,
      RankTo: null,
      IsBand: false,
      BandLow: null,
      BandHigh: null,
      IsBelowFloor: true,
      Message: r.kind === 'empty' ? '该表没有数据' : `低于表中最低分 ${r.floor} 分：官方表未列出该分数以下的位次，不作推算`,
      Table: table,
      Equivalents: [],
      Source: table.Source,
    }
  }
  let message = ''
  if (r.kind === 'band') message = `${r.bandLow}–${r.bandHigh} 分为合并分段，官方只公布该段位次 ${r.rankFrom}–${r.rankTo}`
  else if (r.kind === 'gap') message = `该分数无考生，位次按上一分数段的累计人数计`
  else if (r.kind === 'above-top') message = r.index === -1 ? `高于表中最高分：官方未逐分列出前 ${r.rankTo} 名` : `高于表中最高分，按首段计`
  return {
    Score: r.score,
    Rank: r.rank,
    Count: r.count,
    RankFrom: r.rankFrom,
    RankTo: r.rankTo,
    IsBand: r.kind === 'band' || (r.kind === 'above-top' && (r.bandLow !== null || r.index === -1)),
    BandLow: r.bandLow,
    BandHigh: r.bandHigh,
    IsBelowFloor: false,
    Message: message,
    Table: table,
    Equivalents: equivalentsFor(snap, meta, r.rank, years),
    Source: table.Source,
  }
}

// ---- 赋分

type SchemeOut = {
  Key: string
  Name: string
  Provinces: number[]
  Grades: Array<{ Grade: string; Share: number | null; ScaledHigh: number; ScaledLow: number }>
  Formula: string
  Verified: boolean
  Note: string
  Source: SourceOut
}

export function schemeOut(s: Scheme): SchemeOut {
  return {
    Key: s.key,
    Name: s.name,
    Provinces: s.provinces,
    Grades: s.grades.map((g) => ({ Grade: g.grade, Share: g.share, ScaledHigh: g.high, ScaledLow: g.low })),
    Formula: s.formula,
    Verified: s.verified,
    Note: s.note,
    Source: {
      SourceClass: s.verified ? 'official-provincial' : 'third-party',
      Label: s.verified ? '省考试院' : '第三方',
      Title: s.source.title,
      Publisher: s.source.publisher,
      Url: s.source.url,
      Year: null,
      Sid: null,
    },
  }
}

/** Lookup/ScaledScore: the grade and scaled score of a raw score under a province's 赋分 scheme, step by step */
export function scaledScoreAnswer(body: ScaledScoreBody) {
  const scheme = body.Scheme ? schemeByKey(body.Scheme) : body.ProvinceId !== undefined ? schemeFor(body.ProvinceId) : null
  if (!scheme) {
    if (body.Scheme) throw invalid(`赋分方案「${body.Scheme}」不存在，可选：${SCHEMES.map((s) => s.key).join('、')}`)
    if (body.ProvinceId !== undefined) throw notFound(`${provinceName(body.ProvinceId)}不实行等级赋分，或我们尚未收录其赋分方案（山东 8 级、海南标准分未收录）`)
    throw invalid('请提供赋分方案（Scheme）或省份（ProvinceId）')
  }
  const steps: string[] = []
  let grade = body.Grade ? gradeByName(scheme, body.Grade) : null
  if (body.Grade && !grade) throw invalid(`等级「${body.Grade}」不在该方案中，可选：${scheme.grades.map((g) => g.grade).join('、')}`)
  if (!grade && body.PercentAbove !== undefined) {
    grade = gradeFromPercentAbove(scheme, body.PercentAbove)
    if (!grade) throw invalid('该方案没有完整的各等级人数比例，不能由百分位确定等级，请直接填写等级（Grade）')
    steps.push(`高于你的考生占 ${body.PercentAbove}% → 等级 ${grade.grade}（按各等级比例 ${scheme.grades.map((g) => `${g.grade} ${g.share}%`).join('、')}）`)
  }
  if (!grade) throw invalid('请填写等级（Grade）或高于本人的考生比例（PercentAbove）')
  if (body.Grade) steps.push(`等级 ${grade.grade} 的赋分区间为 ${grade.low}–${grade.high}`)
  let scaled: number | null = null
  if (!scheme.interpolates) {
    scaled = grade.high
    steps.push(`该方案每个等级对应固定赋分：${grade.grade} = ${grade.high}`)
  } else if (body.RawScore !== undefined && body.GradeRawHigh !== undefined && body.GradeRawLow !== undefined) {
    const { RawScore: y, GradeRawLow: y1, GradeRawHigh: y2 } = body
    if (y1 > y2) throw invalid('等级原始分下限不能高于上限')
    if (y < y1 || y > y2) throw invalid(`原始分 ${y} 不在所填等级原始分区间 ${y1}–${y2} 内`)
    scaled = scaledScore(grade, y, y1, y2)
    steps.push(`(${y2} − ${y})/(${y} − ${y1}) = (${grade.high} − T)/(T − ${grade.low}) → T = ${scaled}（四舍五入取整）`)
  } else {
    steps.push('未提供原始分及所在等级的原始分区间，只能给出赋分区间')
  }
  const out = schemeOut(scheme)
  return {
    Scheme: out,
    Source: out.Source,
    Grade: grade.grade,
    ScaledHigh: grade.high,
    ScaledLow: grade.low,
    ScaledScore: scaled,
    Steps: steps,
    IsDerived: true,
  }
}

/** The work of the careers calls: occupations and industries over the catalogue, subject choice over the DB rows. */
import type { Static } from '@sinclair/typebox'
import type { AppContext } from '../../context'
import { serviceKey, serviceOf } from '../../context'
import { invalid, notFound } from '../../http/errors'
import { examModeFor, examYearNow, requireProvince, subjectPool } from '../exam'
import {
  HOLLAND_NAMES,
  OUR_SOURCE,
  type CategoryNode,
  type CategoryTreeNode,
  type IndustryDetail,
  type ProfessionBrief,
  type ProfessionDetail,
  type SubjectBasis,
  type SubjectCombination,
} from '../../../types/api/career'
import { DATA_SOURCE_TEXT, loadCatalog, type CareerCatalog, type Occupation } from './catalog'
import { MATCH_TEXT, normalizeHolland, rankByHolland } from './holland'
import { electiveRows, electiveYears, TABLE_TEXT, type ElectiveTable } from './queries'
import { combinations, comboStats, FIT_METHOD, rankByFit, requirementCounts, totals, type ElectiveRow, type FitInput, type Fitted, type Mode } from './subjects'
import { PathAnswerError, scorePaths } from './paths'

type Brief = Static<typeof ProfessionBrief>
type Node = Static<typeof CategoryNode>
type TreeNode = Static<typeof CategoryTreeNode>

const CATALOG = serviceKey<CareerCatalog>('career-catalog')
export const catalogOf = (ctx: AppContext) => serviceOf(ctx, CATALOG, () => loadCatalog())

export interface Page {
  index: number
  size: number
}

function pageOf<T>(items: readonly T[], p: Page): { List: T[]; Total: number } {
  return { List: items.slice((p.index - 1) * p.size, p.index * p.size), Total: items.length }
}

export function brief(o: Occupation): Brief {
  return {
    Code: o.code,
    Name: o.name,
    MiddleName: o.middleName,
    MinorName: o.minorName,
    Green: o.green,
    Digital: o.digital,
    WorkTypeCount: o.workTypes,
    Holland: o.holland,
  }
}

// --- the classification ------------------------------------------------------------------------------

function nodesOf(cat: CareerCatalog): Node[] {
  const out = new Map<string, Node>()
  for (const o of cat.occupations) {
    const add = (code: string, name: string, level: 1 | 2 | 3, parent: string, holland: string, description: string) => {
      const n = out.get(code)
      if (n) n.Count++
      else out.set(code, { Code: code, Name: name, Level: level, ParentCode: parent, Count: 1, Holland: holland, Description: description })
    }
    const mid = cat.middles[o.middleCode]
    add(o.majorCode, o.majorName, 1, '', '', '')
    add(o.middleCode, o.middleName, 2, o.majorCode, mid?.holland ?? '', mid?.description ?? '')
    add(o.minorCode, o.minorName, 3, o.middleCode, mid?.minor?.[o.minorCode]?.holland ?? mid?.holland ?? '', '')
  }
  return [...out.values()]
}

export function categoryList(ctx: AppContext, parentCode: string | undefined, tree: boolean) {
  const cat = catalogOf(ctx)
  const nodes = nodesOf(cat)
  const meta = { Source: OUR_SOURCE, DataSource: DATA_SOURCE_TEXT }
  if (parentCode !== undefined) {
    if (!nodes.some((n) => n.Code === parentCode)) throw notFound(`没有这个职业分类（ParentCode=${parentCode}）`)
    const List: TreeNode[] = nodes.filter((n) => n.ParentCode === parentCode)
    return { List, Total: List.length, ...meta }
  }
  const top = nodes.filter((n) => n.Level === 1)
  const List: TreeNode[] = tree
    ? top.map((b) => ({
        ...b,
        Children: nodes.filter((m) => m.ParentCode === b.Code).map((m) => ({ ...m, Children: nodes.filter((s) => s.ParentCode === m.Code) })),
      }))
    : top
  return { List, Total: List.length, ...meta }
}

function underCategory(cat: CareerCatalog, code: string): Occupation[] {
  const level = code.split('-').length
  const list = cat.occupations.filter((o) => (level === 1 ? o.majorCode : level === 2 ? o.middleCode : o.minorCode) === code)
  if (!list.length) throw notFound(`没有这个职业分类（CategoryCode=${code}）`)
  return list
}

const BASIS_LIST = '按职业分类大典的编码顺序'

export function professionList(ctx: AppContext, code: string, p: Page) {
  return { ...pageOf(underCategory(catalogOf(ctx), code).map(brief), p), Source: OUR_SOURCE, Basis: BASIS_LIST }
}

export function professionInfo(ctx: AppContext, code: string): Static<typeof ProfessionDetail> {
  const cat = catalogOf(ctx)
  const o = cat.byCode.get(code)
  if (!o) throw notFound(`没有这个职业（Code=${code}）`)
  const mid = cat.middles[o.middleCode]
  return {
    ...brief(o),
    MajorGroup: { Code: o.majorCode, Name: o.majorName },
    MiddleGroup: { Code: o.middleCode, Name: o.middleName },
    MinorGroup: { Code: o.minorCode, Name: o.minorName },
    Markers: [...(o.green ? ['绿色职业'] : []), ...(o.digital ? ['数字职业'] : [])],
    HollandText: [...o.holland].map((l) => HOLLAND_NAMES[l] ?? l).join('、'),
    Description: mid?.description ?? '',
    MajorCategories: o.majorClasses.flatMap((c) => {
      const m = cat.majorClasses.get(c)
      return m ? [{ Code: m.code, Name: m.name, Discipline: m.discipline, Majors: m.majors.map((x) => ({ Code: x.code, Name: x.name })) }] : []
    }),
    Source: OUR_SOURCE,
    SourceNote: cat.notesText,
    DataSource: DATA_SOURCE_TEXT,
  }
}

export function searchByName(ctx: AppContext, keyword: string, p: Page) {
  const k = keyword.trim()
  if (!k) throw invalid('关键词（Keyword）不能为空')
  const list = catalogOf(ctx).occupations.filter((o) => o.name.includes(k))
  // names that start with the keyword first
  const sorted = [...list.filter((o) => o.name.startsWith(k)), ...list.filter((o) => !o.name.startsWith(k))]
  return { ...pageOf(sorted.map(brief), p), Source: OUR_SOURCE, Basis: `名称含「${k}」的职业，名称以它开头的在前` }
}

export function searchByInterest(ctx: AppContext, code: string, p: Page) {
  const c = normalizeHolland(code)
  const ranked = rankByHolland(c, catalogOf(ctx).occupations, (o) => o.holland)
  return {
    ...pageOf(
      ranked.map((r) => ({ ...brief(r.item), Match: r.match })),
      p,
    ),
    Source: OUR_SOURCE,
    Basis:
      c.length === 3
        ? `兴趣代码为本产品整理：${MATCH_TEXT.exact} > ${MATCH_TEXT.permutation} > ${MATCH_TEXT.first}`
        : `兴趣代码为本产品整理：${MATCH_TEXT.prefix} > ${MATCH_TEXT.contains}`,
  }
}

export function hotList(ctx: AppContext, kind: 'digital' | 'green' | undefined, p: Page) {
  const all = catalogOf(ctx).occupations
  const list = all.filter((o) => (kind === 'green' ? o.green : kind === 'digital' ? o.digital : o.digital || o.green))
  const what = kind === 'green' ? '绿色职业（标注 L）' : kind === 'digital' ? '数字职业（标注 S）' : '数字职业（S）和绿色职业（L）'
  return {
    ...pageOf(list.map(brief), p),
    Source: OUR_SOURCE,
    Basis: `职业分类大典 2022 版标注的${what}，按编码顺序；这是本产品选出的关注方向，不是热度排名`,
  }
}

export function recommend(ctx: AppContext, holland: string | undefined, majorCategory: string | undefined, p: Page) {
  const cat = catalogOf(ctx)
  if (!holland && !majorCategory) throw invalid('请给出霍兰德代码（Holland）或专业类（MajorCategory）')
  let list: Array<Brief & { Match: string }>
  let basis: string
  if (majorCategory) {
    const m = cat.majorClasses.get(majorCategory)
    if (!m) throw notFound(`本科专业目录中没有这个专业类（MajorCategory=${majorCategory}）`)
    const linked = cat.occupations.filter((o) => o.majorClasses.includes(majorCategory))
    const ranked = holland ? rankByHolland(holland, linked, (o) => o.holland) : linked.map((o) => ({ item: o, match: null }))
    list = ranked.map((r) => ({ ...brief(r.item), Match: r.match ? MATCH_TEXT[r.match] : `对口${m.name}` }))
    basis = `本产品整理的职业与专业类对应：与「${m.name}」对口的职业${holland ? `，再按兴趣代码 ${normalizeHolland(holland)} 排序` : ''}`
  } else {
    const c = normalizeHolland(holland!)
    list = rankByHolland(c, cat.occupations, (o) => o.holland).map((r) => ({ ...brief(r.item), Match: MATCH_TEXT[r.match] }))
    basis = `按本产品整理的兴趣代码与 ${c} 的相近程度`
  }
  return { ...pageOf(list, p), Source: OUR_SOURCE, Basis: basis }
}

// --- industries ------------------------------------------------------------------------------------

export function industryList(ctx: AppContext) {
  const cat = catalogOf(ctx)
  const List = cat.industries.map((i) => ({ Code: i.code, Name: i.name, Divisions: i.divisions, Description: i.description }))
  return { List, Total: List.length, Standard: cat.standard, Source: OUR_SOURCE }
}

export function industryInfo(ctx: AppContext, code: string): Static<typeof IndustryDetail> {
  const cat = catalogOf(ctx)
  const i = cat.industries.find((x) => x.code === code.toUpperCase())
  if (!i) throw notFound(`没有这个行业门类（Code=${code}），应为 A–T`)
  const mids = nodesOf(cat).filter((n) => n.Level === 2)
  return {
    Code: i.code,
    Name: i.name,
    Divisions: i.divisions,
    Description: i.description,
    Occupations: i.occupations.flatMap((c) => {
      const n = mids.find((m) => m.Code === c)
      const big = cat.occupations.find((o) => o.middleCode === c)
      return n && big ? [{ Code: n.Code, Name: n.Name, MajorGroupName: big.majorName, Count: n.Count, Holland: n.Holland }] : []
    }),
    MajorCategories: i.majorClasses.flatMap((c) => {
      const m = cat.majorClasses.get(c)
      return m ? [{ Code: m.code, Name: m.name, Discipline: m.discipline }] : []
    }),
    Standard: cat.standard,
    Source: OUR_SOURCE,
    SourceNote: cat.industryNote,
  }
}

// --- subject choice --------------------------------------------------------------------------------

interface SubjectData {
  mode: Mode
  basis: Static<typeof SubjectBasis>
  rows: ElectiveRow[]
  combos: ReturnType<typeof combinations>
}

interface CacheEntry {
  at: number
  value: SubjectData
}
const SUBJECT_CACHE = serviceKey<Map<string, CacheEntry>>('career-subject-cache')
const CACHE_MS = 10 * 60_000
const CACHE_MAX = 64
/** fewer readable rows than this and the shares would say more than the data does */
const MIN_KNOWN_ROWS = 100

/**
 * The province's rows with a 选科要求: the asked year, else the latest year with a substantial set (≥ 1,000 rows,
 * or the largest when none is) in a year the province already had the new exam; plans before admission lines
 * when both exist.
 */
export async function subjectData(ctx: AppContext, provinceId: number, askedYear?: number): Promise<SubjectData> {
  const p = await requireProvince(ctx, provinceId)
  const nowYear = examYearNow(ctx)
  const modeNow = examModeFor(p, askedYear ?? nowYear)
  const latestMode = modeNow !== '文理' ? modeNow : examModeFor(p, Math.max(nowYear, p.newExamSince ?? nowYear))
  if (latestMode === '文理') throw invalid(`${p.name}目前按文科、理科招生，没有选科组合`)
  const mode: Mode = latestMode
  const cache = serviceOf(ctx, SUBJECT_CACHE, () => new Map<string, CacheEntry>())
  const key = `${provinceId}:${askedYear ?? ''}`
  const hit = cache.get(key)
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value
  const years = (await electiveYears(ctx.db, provinceId)).filter((y) => examModeFor(p, y.year) === mode)
  const pool = subjectPool(p, Math.max(nowYear, p.newExamSince ?? nowYear))
  const combos = combinations(mode, pool)
  let chosen: { table: ElectiveTable; year: number; rows: number } | null = null
  if (askedYear) {
    chosen = years.filter((y) => y.year === askedYear).sort((a, b) => b.rows - a.rows)[0] ?? null
    if (!chosen) throw notFound(`${p.name} ${askedYear} 年没有带选科要求的招生计划或录取数据`)
  } else if (years.length) {
    const most = Math.max(...years.map((y) => y.rows))
    const enough = Math.min(1000, most)
    chosen = [...years].sort((a, b) => b.year - a.year || (a.table === 'ref_plans' ? -1 : 1) || b.rows - a.rows).find((y) => y.rows >= enough) ?? null
  }
  const rows = chosen ? await electiveRows(ctx.db, chosen.table, provinceId, chosen.year) : []
  const t = totals(mode, rows)
  const tableText = chosen ? TABLE_TEXT[chosen.table] : ''
  const basis = {
    ProvinceId: p.id,
    ProvinceName: p.name,
    ExamMode: mode,
    Year: chosen?.year ?? null,
    Table: tableText,
    Rows: t.rows,
    KnownRows: t.knownRows,
    Majors: t.majors,
    Groups: t.groups,
    Schools: t.schools,
    Text: !chosen
      ? `本站还没有${p.name}带选科要求的招生计划或录取数据，暂不能计算各组合能报的比例`
      : t.knownRows < MIN_KNOWN_ROWS
        ? `本站收录的${p.name} ${chosen.year} 年${tableText}中只有 ${t.knownRows} 行能识别的选科要求，不足以计算各组合能报的比例`
        : `按本站收录的${p.name} ${chosen.year} 年${tableText}中印有选科要求的 ${t.rows} 行计算（能识别 ${t.knownRows} 行，${t.schools} 所院校、${t.groups} 个专业组、${t.majors} 个专业），不含特殊类型招生；以各院校公布的选科要求为准`,
    Enough: t.knownRows >= MIN_KNOWN_ROWS,
  }
  const value = { mode, basis, rows, combos }
  if (cache.size >= CACHE_MAX) cache.clear()
  cache.set(key, { at: Date.now(), value })
  return value
}

function out(c: Fitted): Static<typeof SubjectCombination> {
  return {
    Key: c.key,
    Subjects: c.subjects,
    First: c.first,
    MajorCount: c.majorCount,
    MajorShare: c.majorShare,
    GroupCount: c.groupCount,
    GroupShare: c.groupShare,
    Rank: c.rank,
    Fit: c.fit,
    Reasons: c.reasons,
  }
}

function checkScores(scores: FitInput['scores'], mode: Mode, pool: string[]) {
  const seen = new Set<string>()
  for (const s of scores ?? []) {
    if (seen.has(s.Subject)) throw invalid(`各科成绩（Scores）中「${s.Subject}」重复`)
    seen.add(s.Subject)
    if (!pool.includes(s.Subject)) throw invalid(`本省（${mode}）不考「${s.Subject}」，请从${pool.join('、')}中填写成绩`)
  }
}

export async function selectExamList(ctx: AppContext, provinceId: number, year: number | undefined, fit: FitInput) {
  const d = await subjectData(ctx, provinceId, year)
  checkScores(fit.scores, d.mode, [...new Set(d.combos.flatMap((c) => c.subjects))])
  const ranked = rankByFit(comboStats(d.mode, d.combos, d.rows), fit, d.basis.Enough)
  return { List: ranked.map(out), Basis: d.basis, Method: fit.scores?.length || fit.holland ? FIT_METHOD : '按能报的专业占比从高到低' }
}

export async function selectExamPaged(
  ctx: AppContext,
  provinceId: number,
  year: number | undefined,
  fit: FitInput,
  contains: string | undefined,
  sort: 'major' | 'group' | 'fit' | undefined,
  p: Page,
) {
  const l = await selectExamList(ctx, provinceId, year, fit)
  let list = contains ? l.List.filter((c) => c.Subjects.includes(contains)) : l.List
  if (sort === 'group') list = [...list].sort((a, b) => b.GroupShare - a.GroupShare)
  else if (sort === 'major') list = [...list].sort((a, b) => a.Rank - b.Rank)
  return { ...pageOf(list, p), Basis: l.Basis }
}

export async function selectExamStat(ctx: AppContext, provinceId: number, year: number | undefined, subjects: string[]) {
  const d = await subjectData(ctx, provinceId, year)
  const combo = d.combos.find((c) => c.subjects.length === subjects.length && subjects.every((s) => c.subjects.includes(s)))
  if (!combo) {
    throw invalid(
      d.mode === '3+1+2'
        ? `${d.basis.ProvinceName}为 3+1+2：选科组合（Subjects）应为物理、历史中的 1 门加化学、生物、政治、地理中的 2 门`
        : `${d.basis.ProvinceName}为 3+3：选科组合（Subjects）应为 3 门不同的选考科目`,
    )
  }
  const stats = comboStats(d.mode, d.combos, d.rows)
  const mine = rankByFit(
    stats.filter((s) => s.key === combo.key),
    {},
  )[0]
  return {
    Combination: out(mine),
    Basis: d.basis,
    ClosedBy: requirementCounts(d.mode, d.rows, combo.subjects, 10).map((r) => ({ Requirement: r.text, Rows: r.rows })),
    Total: d.combos.length,
  }
}

export async function selectExamTotal(ctx: AppContext, provinceId: number, year: number | undefined) {
  const d = await subjectData(ctx, provinceId, year)
  return {
    Basis: d.basis,
    Combinations: d.combos.length,
    Requirements: requirementCounts(d.mode, d.rows).map((r) => ({ Requirement: r.text, Rows: r.rows })),
  }
}

// --- education paths -----------------------------------------------------------------------------

export function pathList(ctx: AppContext) {
  const cat = catalogOf(ctx)
  return {
    Paths: cat.paths.map((p) => ({ Key: p.key, Name: p.name, Summary: p.summary, Rules: p.rules, Sources: p.sources })),
    Questions: cat.questions.map((q) => ({ Key: q.key, Text: q.text, Options: q.options.map((o) => ({ Key: o.key, Text: o.text })) })),
    Source: OUR_SOURCE,
    Note: cat.pathNote,
  }
}

export function pathTest(ctx: AppContext, answers: Array<{ Question: string; Option: string }>) {
  const cat = catalogOf(ctx)
  try {
    const scored = scorePaths(cat.paths, cat.questions, answers)
    return {
      List: scored.map((s) => {
        const p = cat.paths.find((x) => x.key === s.key)!
        return { Key: s.key, Name: s.name, Score: s.score, Percent: s.percent, Reasons: s.reasons, Summary: p.summary, Rules: p.rules, Sources: p.sources }
      }),
      Source: OUR_SOURCE,
      Note: cat.pathNote,
    }
  } catch (e) {
    if (e instanceof PathAnswerError) throw invalid(e.message)
    throw e
  }
}

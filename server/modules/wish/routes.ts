/**
 * The calls of the wish module (issue 8): batches and rules, 冲/稳/保 recommendations in every filling mode, and
 * wish tables. Routes only: the engine (server/engine/wish) decides, recommend.ts / tables.ts apply it to a student,
 * queries.ts reads the database.
 */
import type { Static } from '@sinclair/typebox'
import fs from 'fs'
import path from 'path'
import type { BandConfig, Batch, RecommendQuery } from '../../../types/api/wish'
import { serviceKey, serviceOf, type AppContext } from '../../context'
import { invalid, notFound } from '../../http/errors'
import { defineHandlers, type AuthUser, type HandlerInput } from '../../http/registry'
import { BANDS, BAND_FLOOR, SLIP_WARN } from '../../engine/wish/bands'
import { BATCH_IDS } from '../../../types/api/wish'
import type { BatchId } from '../../engine/wish/keys'
import { RECOMMENDABLE, defaultBatchName, ruleFor } from '../../engine/wish/rules'
import { provinceName } from '../../data/provinces'
import { isNewExam, provinces, requireProvince } from '../exam'
import { referenceStore } from '../lookup'
import { admissionCoverage } from './queries'
import { yearsNote } from '../../engine/wish/coverage'
import { MODEL_FILE, defaultBatch, primaryLevel, provinceFacts, provinceIndex, wishModel } from './province-index'
import { listUnits, score, toRow, type ListKind } from './recommend'
import { resolveStudent } from './student'
import { checkBody, checkDraft, deleteTable, groupItem, groupMajors, listTables, ruleOut, saveGroupItem, saveTable, tableDetail } from './tables'

type Query = Static<typeof RecommendQuery>

async function recommend(ctx: AppContext, user: AuthUser, body: Query, kind: ListKind, forecast: boolean) {
  const st = await resolveStudent(ctx, user.row, body, forecast)
  const r = listUnits(st, body, kind)
  const page = { Total: r.total, List: r.rows.map((s) => toRow(st, s)), Counts: r.counts, Student: st.out }
  const codes = body.MajorCodes ?? (body.MajorCode !== undefined ? [body.MajorCode] : null)
  return codes ? { ...page, MajorFilter: { ...majorCoverage(st, r.batchId, kind), Names: catalogNames(st, codes) } } : page
}

/** the 本科专业目录's name of each code filtered by (a 门类, a 专业类 or a 专业; unknown codes keep their code) */
function catalogNames(st: Awaited<ReturnType<typeof resolveStudent>>, codes: string[]) {
  const rows = st.index.snap.majors.get(2026) ?? []
  const nameOf = (code: string) => {
    for (const m of rows) {
      if (code.length === 2 && m.discipline_code === code) return m.discipline
      if (code.length === 4 && m.class_code === code) return m.class_name
      if (code.length === 6 && m.code6 === code) return m.name
    }
    return code
  }
  return codes.map((Code) => ({ Code, Name: nameOf(Code) }))
}

/** how many listed units of the batch a major filter can see at all (those whose majors we know) */
function majorCoverage(st: Awaited<ReturnType<typeof resolveStudent>>, batchId: BatchId, kind: ListKind) {
  const level = kind === 'majors' || kind === 'school-majors' ? 'major' : primaryLevel(st.index, batchId)
  const units = (st.index.byBatch.get(batchId) ?? []).filter((iu) => iu.unit.level === level)
  const known = units.filter((iu) => iu.catalogCodes.length > 0).length
  const Note =
    known < units.length
      ? `按专业筛选只能看出专业已知的${LEVEL_NAME[level]}：本批次 ${units.length.toLocaleString('en')} 个${LEVEL_NAME[level]}中 ${known.toLocaleString('en')} 个有专业数据（来源列出的组内专业），其余无法判断，未列出`
      : ''
  return { Known: known, Of: units.length, Note }
}

async function stat(ctx: AppContext, user: AuthUser, body: Query, kind: ListKind, forecast: boolean) {
  const st = await resolveStudent(ctx, user.row, body, forecast)
  const r = listUnits(st, { ...body, PageIndex: 1, PageSize: 1 }, kind)
  return { Total: r.total, Counts: r.counts, Student: st.out }
}

/** what a handler reads of its input; structural, so one function serves calls sharing a body (e.g. List and ListForecast) */
interface In<B> {
  ctx: AppContext
  user: AuthUser | null
  body: B
}

const list = (kind: ListKind, forecast: boolean) => (i: In<Query>) => recommend(i.ctx, i.user!, i.body, kind, forecast)
const stats = (kind: ListKind, forecast: boolean) => (i: In<Query>) => stat(i.ctx, i.user!, i.body, kind, forecast)

/** the province index of the body's province, year and track, else the profile's */
async function indexOf({ ctx, user, body }: In<HandlerInput<'Wish/BatchList'>['body']>) {
  const row = user!.row
  const provinceId = body.ProvinceId ?? row.exam_province_id
  const year = body.Year ?? row.exam_year
  const track = body.SubjectType ?? row.subject_type
  if (!provinceId || !year || !track) throw invalid('请先填写高考省份、年份和科类，或在请求中给出 ProvinceId、Year、SubjectType')
  await requireProvince(ctx, provinceId)
  return provinceIndex(ctx, provinceId, year, track, user!.userId)
}

/** the batches of the student's province (or the body's), with the rule and how many units we hold per batch */
async function batchList(i: In<HandlerInput<'Wish/BatchList'>['body']>): Promise<Array<Static<typeof Batch>>> {
  const index = await indexOf(i)
  const rule = index.rule
  // the batches the province's rules name (rows our data files under another batch name are not offered)
  const ids = new Set<BatchId>(rule.batches.map((b) => b.batchId))
  const order: BatchId[] = [
    BATCH_IDS.UNDERGRAD_EARLY,
    BATCH_IDS.SPECIAL,
    BATCH_IDS.UNDERGRAD,
    BATCH_IDS.UNDERGRAD_1,
    BATCH_IDS.UNDERGRAD_2,
    BATCH_IDS.VOCATIONAL_EARLY,
    BATCH_IDS.VOCATIONAL,
  ]
  return order
    .filter((b) => ids.has(b))
    .map((b) => {
      const r = ruleOut(rule, b)
      const named = rule.batches.find((x) => x.batchId === b)
      const level = primaryLevel(index, b)
      const count = (index.byBatch.get(b) ?? []).filter((iu) => iu.unit.level === level && iu.pred).length
      const recommendable = RECOMMENDABLE.has(b) && count > 0
      const held = index.held.years(index.track, b, level)
      return {
        BatchId: b,
        Name: named?.name ?? defaultBatchName(b),
        Kind: named?.kind ?? '',
        Recommendable: recommendable,
        UnitCount: count,
        Rule: r,
        Note: recommendable
          ? ''
          : RECOMMENDABLE.has(b)
            ? '我们的数据中没有该批次的历年录取数据，暂不能推荐；可以自主填报'
            : '提前批、特殊类型招生各校条件不同（需查阅招生章程），不做概率推荐',
        YearsHeld: held,
        YearsNote: yearsNote(index.year, held, LEVEL_NAME[level], index.dropped.get(b) ?? 0),
        YearsGap: held.length ? index.year - held[0] : 0,
      }
    })
}

const LEVEL_NAME = { group: '院校专业组', major: '专业', institution: '院校' } as const

async function headYears(i: In<HandlerInput<'Wish/TableHeadYear'>['body']>): Promise<number[]> {
  return (await indexOf(i)).historyYears
}

async function unitOf(i: In<HandlerInput<'Wish/UnitDetail'>['body']>) {
  const st = await resolveStudent(i.ctx, i.user!.userId, i.body, (i.body.WishType ?? 0) !== 0)
  const iu = st.index.byId.get(i.body.UnitId)
  if (!iu) throw notFound(`没有找到这个填报单位（UnitId=${i.body.UnitId}）：它不在 ${st.out.ProvinceName}${st.out.Year} 年${st.out.SubjectName}的数据中`)
  return { st, iu }
}

async function suggest({ ctx, user, body }: In<HandlerInput<'Wish/NewExamScoreLineSuggestGroup'>['body']>) {
  const st = await resolveStudent(ctx, user!.userId, body, false)
  const batchId = (body.BatchId ?? defaultBatch(st.index)) as BatchId
  const rule = ruleOut(st.index.rule, batchId)
  const count = Math.min(body.Count ?? rule.WishCount, rule.WishCount)
  // every rated unit of the batch that passes the filters (internal call: not paged)
  const pool = listUnits(
    st,
    {
      BatchId: batchId,
      Is985: body.Is985,
      Is211: body.Is211,
      Region: body.Region,
      MajorCode: body.MajorCode,
      MajorCodes: body.MajorCodes,
      // 中外合作办学, 民办 and high-tuition units only when the parent asked for them (the same policy in every province)
      IncludeCostly: body.IncludeCostly ?? false,
      PageSize: Number.MAX_SAFE_INTEGER,
    },
    'primary',
  ).rows
  // a parallel table's usual mix (gaokao-rules.md §2 cites 3:4:3 and 30/30/40): 冲 3, 稳 4, 保 2, 垫 1 of every 10
  const want: Array<['冲' | '稳' | '保' | '垫', number]> = [
    ['冲', Math.round(count * 0.3)],
    ['稳', Math.round(count * 0.4)],
    ['保', Math.round(count * 0.2)],
  ]
  want.push(['垫', count - want.reduce((a, [, n]) => a + n, 0)])
  const perSchool = new Map<string, number>()
  const picked: typeof pool = []
  for (const [band, n] of want) {
    // the most selective units of each band first (the best a student can hope for), at most two per school
    const cand = pool.filter((s) => s.band === band && s.meets !== false).sort((a, b) => (a.iu.pred?.rank ?? 0) - (b.iu.pred?.rank ?? 0))
    let k = 0
    for (const s of cand) {
      if (k >= n) break
      const sk = s.iu.unit.schoolName
      if ((perSchool.get(sk) ?? 0) >= 2) continue
      perSchool.set(sk, (perSchool.get(sk) ?? 0) + 1)
      picked.push(s)
      k++
    }
  }
  picked.sort((a, b) => (a.p ?? 0) - (b.p ?? 0))
  const items = picked.map((s) => ({ UnitId: s.iu.unit.id, Adjust: true }))
  return { Items: picked.map((s) => toRow(st, s)), Check: checkDraft(st, batchId, items) }
}

export const wishHandlers = defineHandlers({
  'Wish/BatchList': batchList,
  'Wish/NewExamBatchList': batchList,
  'Wish/TableHeadYear': headYears,
  'Wish/NewExamTableHeadYear': headYears,
  'Wish/WishProvince': async ({ ctx }) => {
    const cov = await admissionCoverage(ctx.db)
    const facts = await provinces(ctx)
    const years = new Map<number, number[]>()
    const n = new Map<number, number>()
    for (const c of cov) {
      years.set(
        c.provinceId,
        [...(years.get(c.provinceId) ?? []), c.year].sort((a, b) => b - a),
      )
      n.set(c.provinceId, (n.get(c.provinceId) ?? 0) + c.n)
    }
    const out = []
    for (const [id, p] of facts) {
      if (!n.has(id)) continue
      const f = await provinceFacts(ctx, id)
      if (!f) continue
      const now = (years.get(id) ?? [])[0] + 1
      out.push({
        ID: id,
        ProvinceName: p.name,
        IsNewExam: isNewExam(p, now),
        FillMode: ruleFor(f, now).fillMode,
        UnitCount: n.get(id) ?? 0,
        Years: years.get(id) ?? [],
      })
    }
    return out
  },
  'Wish/WishProvinceAll': async ({ ctx }) => {
    const facts = await provinces(ctx)
    const cov = new Set((await admissionCoverage(ctx.db)).map((c) => c.provinceId))
    const out = []
    for (const [id, p] of facts) {
      const f = await provinceFacts(ctx, id)
      if (!f) continue
      const r = ruleFor(f, f.dataYear)
      out.push({ ID: id, ProvinceName: p.name, IsNewExam: isNewExam(p, f.dataYear), FillMode: r.fillMode, WishCount: r.wishCount, Recommendable: cov.has(id) })
    }
    return out
  },
  'Wish/WishYear': async ({ ctx, user, body }) => {
    let provinceId = body.ProvinceId
    if (provinceId === undefined && user) provinceId = user.row.exam_province_id ?? undefined
    if (provinceId === undefined) throw invalid('请给出省份（ProvinceId）或先登录并填写高考省份')
    await requireProvince(ctx, provinceId)
    const snap = await referenceStore(ctx).get()
    const tableYears = new Set(snap.tables.filter((t) => t.province_id === provinceId && t.is_default).map((t) => t.year))
    const latest = Math.max(0, ...tableYears)
    const years = latest ? [latest + 1, latest] : []
    return years.map((y) => ({ Year: y, HasTable: tableYears.has(y) }))
  },
  'Wish/BandConfig': ({ ctx }) => {
    const m = wishModel(ctx)
    return {
      // both ends inclusive, as a page shows them: 冲 10–44, 稳 45–79, 保 80–94, 垫 95–100
      Bands: BANDS.map((b) => ({ Band: b.band, Min: b.min, Max: Math.min(100, b.max - 1), Meaning: b.meaning })),
      Floor: BAND_FLOOR,
      SlipWarn: SLIP_WARN,
      ModelVersion: m.version,
      Backtest: backtestSummary(ctx),
    }
  },

  'Wish/SchoolFirstList': list('primary', false),
  'Wish/SchoolFirstListForecast': list('primary', true),
  'Wish/SchoolFirstStat': stats('primary', false),
  'Wish/SchoolFirstStatForecast': stats('primary', true),
  'Wish/SpecialtyFirstList': list('majors', false),
  'Wish/SpecialtyFirstListForecast': list('majors', true),
  'Wish/SpecialtyFirstStat': stats('majors', false),
  'Wish/SpecialtyFirstStatForecast': stats('majors', true),
  'Wish/SpecialtyList': list('school-majors', false),
  'Wish/SpecialtyListForecast': list('school-majors', true),
  'Wish/NewExamScoreLine': list('primary', false),
  'Wish/NewExamScoreLineForecast': list('primary', true),
  'Wish/NewExamScoreLineForecastGroup': list('primary', true),
  'Wish/NewExamScoreLineSuggestGroup': suggest,
  'Wish/NewExamSchoolScoreLine': list('school-units', false),
  'Wish/NewExamSchoolScoreLineForecast': list('school-units', true),
  'Wish/NewExamSchoolScoreLineForecastGroup': list('school-units', true),
  'Wish/NewExamSchoolScoreLineSpecialty': async (i) => {
    const { st, iu } = await unitOf(i)
    return { Group: toRow(st, score(st, iu)), Majors: groupMajors(st, iu) }
  },
  'Wish/NewExamSchoolScoreLineSpecialtyForecast': async (i) => {
    const { st, iu } = await unitOf({ ...i, body: { ...i.body, WishType: 1 } })
    return { Group: toRow(st, score(st, iu)), Majors: groupMajors(st, iu) }
  },
  'Wish/NewExamSchoolScoreLineSuggestGroup': suggest,
  'Wish/MySelf': list('all', false),
  'Wish/MySelfForecast': list('all', true),
  'Wish/MySelfSearch': list('search', false),
  'Wish/MySelfSearchForecast': list('search', true),
  'Wish/UnitDetail': async (i) => {
    const { st, iu } = await unitOf(i)
    return toRow(st, score(st, iu))
  },
  'Wish/WishCheck': ({ ctx, user, body }) => checkBody(ctx, user!.userId, body),

  'User/WishSave': ({ ctx, user, body }) => saveTable(ctx, user!.row, body),
  'User/WishList': ({ ctx, user, body }) => listTables(ctx, user!.userId, body.PageIndex, body.PageSize),
  'Student/WishList': ({ ctx, user, body }) => listTables(ctx, user!.userId, body.PageIndex, body.PageSize),
  'User/WishDetail': ({ ctx, user, body }) => tableDetail(ctx, user!.row, body.WishId),
  'User/WishDelete': ({ ctx, user, body }) => deleteTable(ctx, user!.userId, body.WishId),
  'Student/WishDelete': ({ ctx, user, body }) => deleteTable(ctx, user!.userId, body.WishId),
  'User/WishSpecialtyGroupSave': ({ ctx, user, body }) => saveGroupItem(ctx, user!.row, body.WishId, body.UnitId, body.Majors, body.Adjust),
  'User/WishSpecialtyGroupDetail': ({ ctx, user, body }) => groupItem(ctx, user!.row, body.WishId, body.UnitId),
  'Public/ProvinceWishCount': async ({ ctx, body }) => {
    const p = await requireProvince(ctx, body.ProvinceId)
    const f = await provinceFacts(ctx, p.id)
    if (!f) throw notFound(`没有${provinceName(p.id)}的填报规则`)
    const rule = ruleFor(f, body.Year ?? f.dataYear)
    return ruleOut(rule, (body.BatchId ?? BATCH_IDS.UNDERGRAD) as BatchId).WishCount
  },
})

/** the backtest's summary (data/rules/wish-backtest.json, written by npm run backtest), read once */
type BacktestSummary = Static<typeof BandConfig>['Backtest']
const WISH_BACKTEST = serviceKey<BacktestSummary>('wishBacktest')

function backtestSummary(ctx: AppContext): BacktestSummary {
  return serviceOf(ctx, WISH_BACKTEST, () => {
    const file = path.join(path.dirname(MODEL_FILE), 'wish-backtest.json')
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BacktestSummary) : null
  })
}

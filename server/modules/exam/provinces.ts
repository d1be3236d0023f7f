/**
 * Provinces and their exam facts: seeded from data/rules (real data with provenance in data/SOURCES.md) and
 * cached per server after the first read.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { deleteService, getService, serviceKey, setService, type AppContext } from '../../context'
import { notFound } from '../../http/errors'
import { chinaDate, clockOf } from '../../kv'
import type { SeedStep } from '../types'
import { currentExamYear, isNewExam, type ProvinceFact } from './exam-mode'

const DATA_DIR = path.resolve(__dirname, '../../../data')
export const PROVINCE_MODES_FILE = path.join(DATA_DIR, 'rules/province-modes.json')

/** the day scores are assumed published when a province's date is not on file (SysScoreConfig shows it) */
export const DEFAULT_SCORE_PUBLISH_MONTH_DAY = '06-25'

export const sha256File = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')

interface ProvinceModesJson {
  provinces: Array<{
    province: string
    code: string
    examMode: string
    newExamSince: number | null
    newExamSinceNote?: string
    totalScore: number
    confidence?: string
    dataYear?: number
  }>
}

export const provinceSeed: SeedStep = {
  name: 'provinces:province-modes.json',
  checksum: () => sha256File(PROVINCE_MODES_FILE),
  async run(ctx) {
    const json = JSON.parse(fs.readFileSync(PROVINCE_MODES_FILE, 'utf8')) as ProvinceModesJson
    const rows = json.provinces.map((p) => {
      const id = Number(p.code)
      if (!Number.isInteger(id) || id < 11 || id > 82) throw new Error(`province-modes.json: bad code ${p.code} for ${p.province}`)
      if (!Number.isInteger(p.totalScore) || p.totalScore <= 0) throw new Error(`province-modes.json: bad totalScore for ${p.province}`)
      return {
        id,
        name: p.province,
        exam_mode: p.examMode,
        new_exam_since: p.newExamSince ?? null,
        total_score: p.totalScore,
        confidence: p.confidence ?? '',
        data_year: p.dataYear ?? null,
        facts: JSON.stringify(p),
      }
    })
    await ctx.db.transaction().execute(async (trx) => {
      for (const r of rows) {
        await trx
          .insertInto('provinces')
          .values(r)
          .onConflict((oc) =>
            oc.column('id').doUpdateSet({
              name: r.name,
              exam_mode: r.exam_mode,
              new_exam_since: r.new_exam_since,
              total_score: r.total_score,
              confidence: r.confidence,
              data_year: r.data_year,
              facts: r.facts,
            }),
          )
          .execute()
      }
    })
    invalidate(ctx)
    return rows.length
  },
}

// --- cached reads ---------------------------------------------------------------------------------
const CACHE = serviceKey<Promise<Map<number, ProvinceFact>>>('region:provinces')

function invalidate(ctx: AppContext) {
  deleteService(ctx, CACHE)
}

export async function provinces(ctx: AppContext): Promise<Map<number, ProvinceFact>> {
  let p = getService(ctx, CACHE)
  if (!p) {
    p = ctx.db
      .selectFrom('provinces')
      .selectAll()
      .orderBy('id')
      .execute()
      .then((rows) => {
        const m = new Map<number, ProvinceFact>()
        for (const r of rows) {
          const facts = JSON.parse(r.facts) as { newExamSinceNote?: string }
          m.set(r.id, {
            id: r.id,
            name: r.name,
            examModeRaw: r.exam_mode,
            newExamSince: r.new_exam_since,
            totalScore: r.total_score,
            confidence: r.confidence,
            newExamNote: facts.newExamSinceNote ?? null,
          })
        }
        return m
      })
    setService(ctx, CACHE, p)
    p.catch(() => invalidate(ctx))
  }
  return p
}

export async function provinceOrNull(ctx: AppContext, id: number | null | undefined): Promise<ProvinceFact | null> {
  if (id === null || id === undefined) return null
  return (await provinces(ctx)).get(id) ?? null
}

/** the province, or code 4 with a message naming the field */
export async function requireProvince(ctx: AppContext, id: number, field = 'ProvinceId'): Promise<ProvinceFact> {
  const p = await provinceOrNull(ctx, id)
  if (!p) throw notFound(`暂不支持该省份（${field}=${id}）：仅支持 31 个省、自治区、直辖市的两位代码，如 44 广东`)
  return p
}

export function examYearNow(ctx: AppContext): number {
  return currentExamYear(clockOf(ctx).now())
}

/** 'YYYY-MM-DD' the province publishes (published) the year's scores */
export async function scorePublishDate(ctx: AppContext, provinceId: number, year: number): Promise<{ date: string; onFile: boolean }> {
  const row = await ctx.db
    .selectFrom('score_publish_dates')
    .select('published_on')
    .where('province_id', '=', provinceId)
    .where('year', '=', year)
    .executeTakeFirst()
  return row ? { date: row.published_on, onFile: true } : { date: `${year}-${DEFAULT_SCORE_PUBLISH_MONTH_DAY}`, onFile: false }
}

export async function scoresPublished(ctx: AppContext, provinceId: number, year: number): Promise<boolean> {
  const { date } = await scorePublishDate(ctx, provinceId, year)
  return chinaDate(clockOf(ctx).now()) >= date
}

/** a province as Public/ProvinceList and the start-up call answer it, for the exam year `year` */
export const toProvince = (p: ProvinceFact, year: number) => ({ ID: p.id, ProvinceName: p.name, IsNewExam: isNewExam(p, year), NewExamSince: p.newExamSince })

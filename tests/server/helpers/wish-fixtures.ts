/**
 * Hand-made inputs of the wish engine's tests (wish-engine.test.ts, wish-history.test.ts): flat 一分一段 tables, a
 * table set, an admission row of 中南大学 第103组 (湖南 2025) to vary, and a model with round numbers.
 */
import { buildRankTable, type RankRow } from '../../../server/engine/rank'
import { tableSetOf, type TableSet } from '../../../server/engine/wish/ranks'
import type { AdmissionRecord } from '../../../server/engine/wish/units'
import type { WishModel } from '../../../server/engine/wish/model'

/** a table of one row per whole score from `top` down to `floor`, `perScore` students each */
export function flatTable(top: number, floor: number, perScore: number): RankRow[] {
  const rows: RankRow[] = []
  let cum = 0
  for (let s = top; s >= floor; s--) {
    rows.push({ scoreLow: s, scoreHigh: s, count: perScore, rankStart: cum + 1, rankEnd: cum + perScore })
    cum += perScore
  }
  return rows
}

export function tables(entries: Array<{ p: number; y: number; t: number; rows: RankRow[]; cls?: string }>): TableSet {
  return tableSetOf(
    entries.map((e, i) => ({
      provinceId: e.p,
      year: e.y,
      track: e.t,
      table: buildRankTable(e.rows),
      id: i + 1,
      sourceClass: e.cls ?? 'official-provincial',
      sid: 1,
    })),
  )
}

let rowId = 0
/** 湖南 2025 物理类 本科批, 中南大学 第103组, official; `over` changes what a test is about */
export function rec(over: Partial<AdmissionRecord>): AdmissionRecord {
  return {
    rowId: ++rowId,
    year: 2025,
    provinceId: 43,
    track: 2,
    subjectName: '物理类',
    batch: '本科批',
    vocational: false,
    level: 'group',
    schoolId: 10533,
    schoolCode: '1101',
    schoolName: '中南大学',
    branch: '',
    majorGroup: '103 第103组',
    majorCode: '',
    majorName: '院校专业组投档最低分',
    catalogCode: null,
    elective: '',
    planCount: null,
    minScore: null,
    minRank: null,
    rankPublished: false,
    sourceClass: 'official-provincial',
    sid: 530,
    ...over,
  }
}

/** a model with round numbers (ν 3, scales about 0.1) */
export function testModel(over: Partial<WishModel> = {}): WishModel {
  return {
    version: 'test',
    nu: 3,
    weights: [[1], [0.7, 0.3], [0.6, 0.25, 0.15]],
    bucketEdges: [1000, 3000, 10000, 30000, 100000],
    scaleOneYear: [0.15, 0.13, 0.1, 0.1, 0.09, 0.09],
    scaleMultiYear: [0.14, 0.12, 0.09, 0.09, 0.08, 0.08],
    transitions: { cohort: {}, sameScore: { '2024>2025': { bias: -0.05, spread: 0.1, n: 17 } } },
    fallback: { cohort: { bias: 0, spread: 0.08, n: 50 }, sameScore: { bias: -0.02, spread: 0.1, n: 50 } },
    anchorSpread: 0.02,
    historyNoise: { 'school-official': 0.07 },
    commonShare: 0.3,
    classes: {},
    stepFactor: [1, 1.4, 1.8],
    jumpLimit: [0.9, 0.9, 0.8, 0.7, 0.6, 0.6],
    fittedOn: { outcomeYears: [2024], maxTableYear: 2025, pairs: 0, units: 0, cleanPairs: 0, dataVersion: 'test', note: '' },
    ...over,
  }
}

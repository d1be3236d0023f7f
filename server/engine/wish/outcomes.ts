/**
 * What a forecast of year Y may read, and the rows of Y matched to it: the one place the fit (fit.ts) and the
 * backtest (backtest.ts) both take their units and their outcomes from, so they agree on every rule.
 *
 * A forecast of Y reads admission rows of years ≤ `historyUntil` (Y − 1 for next year's filing; Y − 2 for a
 * student two years ahead, whose latest admission year is two years back), and the 一分一段 tables of years ≤ Y
 * (a year's table is out before its filing). An outcome row of Y is matched to the unit it continues
 * (units.ts unitsForOutcomes), else — for a group whose code changed, or a new unit — to its school's history in that
 * batch (units.ts schoolHistories), which the model treats as a class of its own with a wider spread.
 */
import { classOf, SCHOOL_CLASS, SCHOOL_REFORM_CLASS, type PredictPoint } from './model'
import { anchorIndex, tablesUpTo, type RankContext, type TableSet } from './ranks'
import { robustCohort } from './cohort'
import {
  buildUnits,
  sameSystem,
  schoolHistories,
  schoolHistoryKey,
  unitsForOutcomes,
  wishBatch,
  type AdmissionRecord,
  type SchoolHistoryYear,
  type Unit,
} from './units'

export interface ForecastSetup {
  /** the year predicted */
  year: number
  /** newest admission year the forecast may read (default year − 1) */
  historyUntil?: number
  newExamSince: (provinceId: number) => number | null
  /** provinces and tracks of the tables (for the robust cohort carry) */
  tableKeys: ReadonlyArray<{ provinceId: number; track: number }>
  jumpLimit?: (logRank: number, years: number) => number
}

export interface Forecast {
  setup: ForecastSetup
  ranks: RankContext
  units: Unit[]
  schools: Map<string, SchoolHistoryYear[]>
  cohortYear: (provinceId: number, track: number) => number
}

/** units and school histories as a forecast of `setup.year` sees them */
export function forecastAt(records: ReadonlyArray<AdmissionRecord>, tables: TableSet, setup: ForecastSetup): Forecast {
  const until = Math.min(setup.year - 1, setup.historyUntil ?? setup.year - 1)
  const visible = tablesUpTo(tables, setup.year)
  const history = records.filter((r) => r.year <= until)
  const ranks: RankContext = {
    tables: visible,
    anchors: anchorIndex(history, visible),
    targetYear: setup.year,
    cohort: robustCohort(visible, setup.tableKeys, setup.year),
  }
  const cohortYear = (p: number, t: number) => (visible.get(p, setup.year, t) ? setup.year : (visible.years(p, t)[0] ?? 0))
  const opts = { targetYear: setup.year, historyUntil: until, newExamSince: setup.newExamSince, ranks, cohortYear, jumpLimit: setup.jumpLimit }
  return { setup, ranks, units: buildUnits(history, opts), schools: schoolHistories(history, opts), cohortYear }
}

export interface Outcome {
  record: AdmissionRecord
  /** the unit the row continues, or null when it is predicted from its school's history */
  unit: Unit | null
  school: SchoolHistoryYear[] | null
  /** what the prediction is made from, newest first */
  points: PredictPoint[]
  /** the model class (model.ts classOf / SCHOOL_CLASS) */
  cls: string
  /** years from the newest point to the outcome year */
  step: number
  cohortYear: number
}

/** each row of the forecast year matched to what predicts it; rows with neither a unit nor a school history are left out */
export function outcomesOf(f: Forecast, rows: ReadonlyArray<AdmissionRecord>): Outcome[] {
  const { year, newExamSince } = f.setup
  const own = rows.filter((r) => r.year === year && sameSystem(newExamSince(r.provinceId), r.year, year))
  const matched = unitsForOutcomes(f.units, own, year, newExamSince)
  const out: Outcome[] = []
  for (const r of own) {
    const batchId = wishBatch(r, newExamSince(r.provinceId))
    if (batchId === null) continue
    const cohortYear = f.cohortYear(r.provinceId, r.track)
    const unit = matched.get(r.rowId) ?? null
    if (unit && unit.history.length) {
      out.push({ record: r, unit, school: null, points: unit.history, cls: classOf(r.level, r.vocational), step: year - unit.history[0].year, cohortYear })
      continue
    }
    const school = f.schools.get(schoolHistoryKey(r.provinceId, r.track, batchId, r))
    if (!school?.length) continue
    out.push({
      record: r,
      unit: null,
      school,
      points: school.map((s) => schoolPoint(s, cohortYear)),
      cls: `${school[0].crossReform ? SCHOOL_REFORM_CLASS : SCHOOL_CLASS}|${r.level}`,
      step: year - school[0].year,
      cohortYear,
    })
  }
  return out
}

/** a school's median rank as a prediction point: already carried; its own error is the school class's scale */
export function schoolPoint(s: SchoolHistoryYear, cohortYear: number): PredictPoint {
  return { year: s.year, equivalentRank: s.equivalentRank, method: 'table', cohortYear, cohortShift: 0, cohortSpread: 0, sourceClass: 'official-provincial' }
}

/** Pure rules: 一分一段 lookup and validation, 等位分, 赋分, 选科要求, selectivity ranking, classification. */
import { buildRankTable, equivalentScore, lookupRank, validateRankRows, type RankRow } from '../../server/engine/rank'
import { SCHEMES, gradeByName, gradeFromPercentAbove, scaledScore, schemeByKey, schemeFor } from '../../server/engine/scaled'
import { meetsElective, parseElective } from '../../server/engine/elective'
import { median, rankBySelectivity } from '../../server/engine/selectivity'
import { specialReason, subjectTypeOf, mapSourceClass, stripBrackets } from '../../server/data/classify'
import { splitCsvLine } from '../../server/data/csv'
import { parseScoreCell } from '../../server/data/importer'

// a small table shaped like the real ones: merged top band, single scores, a score nobody got, a bottom band
const rows: RankRow[] = [
  { scoreLow: 698, scoreHigh: 750, count: 113, rankStart: 1, rankEnd: 113 },
  { scoreLow: 697, scoreHigh: 697, count: 20, rankStart: 114, rankEnd: 133 },
  { scoreLow: 696, scoreHigh: 696, count: 0, rankStart: 133, rankEnd: 133 },
  { scoreLow: 694, scoreHigh: 694, count: 30, rankStart: 134, rankEnd: 163 },
  { scoreLow: 680, scoreHigh: 689, count: 500, rankStart: 164, rankEnd: 663 },
]
const table = buildRankTable(rows)

describe('lookupRank', () => {
  it('gives the cumulative rank of a printed score', () => {
    expect(lookupRank(table, 697)).toMatchObject({ kind: 'row', rank: 133, count: 20, rankFrom: 114, rankTo: 133 })
    expect(lookupRank(table, 694)).toMatchObject({ kind: 'row', rank: 163 })
  })
  it('gives the band for a score inside a merged band', () => {
    for (const s of [698, 720, 750])
      expect(lookupRank(table, s)).toMatchObject({ kind: 'band', rank: 113, rankFrom: 1, rankTo: 113, bandLow: 698, bandHigh: 750 })
    expect(lookupRank(table, 685)).toMatchObject({ kind: 'band', rank: 663, bandLow: 680, bandHigh: 689 })
  })
  it('gives the row above for a score nobody got and 0 in the segment', () => {
    expect(lookupRank(table, 695)).toMatchObject({ kind: 'gap', rank: 163 - 30, count: 0 })
    expect(lookupRank(table, 690)).toMatchObject({ kind: 'gap', rank: 163 })
  })
  it('floors fractional scores to the whole point', () => {
    expect(lookupRank(table, 697.5)).toMatchObject({ score: 697, rank: 133 })
  })
  it('never extrapolates below the printed floor', () => {
    expect(lookupRank(table, 679)).toEqual({ kind: 'below-floor', score: 679, floor: 680 })
  })
  it('says the top ranks are not itemised when the table starts below rank 1', () => {
    const gap = buildRankTable([
      { scoreLow: 700, scoreHigh: 700, count: 5, rankStart: 11, rankEnd: 15 },
      { scoreLow: 699, scoreHigh: 699, count: 5, rankStart: 16, rankEnd: 20 },
    ])
    expect(lookupRank(gap, 705)).toMatchObject({ kind: 'above-top', rank: 10, rankFrom: 1, rankTo: 10 })
    expect(lookupRank(gap, 700)).toMatchObject({ kind: 'row', rank: 15 })
  })
  it('handles an empty table', () => {
    expect(lookupRank(buildRankTable([]), 600).kind).toBe('empty')
  })
})

describe('equivalentScore (位次法)', () => {
  it('finds the score whose cumulative count first reaches the rank', () => {
    expect(equivalentScore(table, 120)).toMatchObject({ score: 697, rank: 133, exact: true })
    expect(equivalentScore(table, 134)).toMatchObject({ score: 694, rank: 163 })
    expect(equivalentScore(table, 50)).toMatchObject({ score: 698, exact: false })
  })
  it('reproduces the 四川 worked example shape: rank 3234 falls between 3156 and 3300 → 590', () => {
    const t = buildRankTable([
      { scoreLow: 591, scoreHigh: 591, count: 100, rankStart: 3057, rankEnd: 3156 },
      { scoreLow: 590, scoreHigh: 590, count: 144, rankStart: 3157, rankEnd: 3300 },
    ])
    expect(equivalentScore(t, 3234).score).toBe(590)
  })
  it('says when the rank is beyond the table', () => {
    expect(equivalentScore(table, 9999)).toMatchObject({ score: null })
  })
})

describe('validateRankRows', () => {
  const line = (i: number, r: Partial<RankRow>) => ({ line: i, scoreLow: null, scoreHigh: null, count: null, rankStart: null, rankEnd: null, ...r })
  it('accepts a consistent table with bands and an empty score', () => {
    expect(validateRankRows(rows.map((r, i) => line(i + 2, r)))).toEqual([])
  })
  it('rejects each kind of inconsistency with a reason', () => {
    const bad = [
      line(2, { scoreLow: 700, scoreHigh: 700, count: 10, rankStart: 1, rankEnd: 10 }),
      line(3, { scoreLow: 700, scoreHigh: 700, count: 5, rankStart: 11, rankEnd: 15 }),
      line(4, { scoreLow: 699, scoreHigh: 699, count: 4, rankStart: 16, rankEnd: 20 }),
      line(5, { scoreLow: 698, scoreHigh: 698, count: 5, rankStart: 25, rankEnd: 29 }),
    ]
    const p = validateRankRows(bad)
    expect(p.map((x) => x.line)).toEqual([3, 4, 5])
    expect(p[0].reason).toMatch('分数未严格递减')
    expect(p[1].reason).toMatch('本段人数 4')
    expect(p[2].reason).toMatch('起始位次 25')
  })
  it('requires rank 1 on the first row unless a top gap is allowed', () => {
    const r = [line(2, { scoreLow: 700, scoreHigh: 700, count: 5, rankStart: 11, rankEnd: 15 })]
    expect(validateRankRows(r)[0].reason).toMatch('首行起始位次应为 1')
    expect(validateRankRows(r, { allowTopGap: true })).toEqual([])
  })
})

describe('赋分', () => {
  it('maps a raw score linearly inside its grade and rounds', () => {
    const s = schemeByKey('3+1+2')!
    const a = gradeByName(s, 'A')!
    expect(scaledScore(a, 90, 75, 90)).toBe(100)
    expect(scaledScore(a, 75, 75, 90)).toBe(86)
    // (90−80)/(80−75) = (100−T)/(T−86) → T = 90.67 → 91
    expect(scaledScore(a, 80, 75, 90)).toBe(91)
    expect(scaledScore(a, 80, 80, 80)).toBe(100)
  })
  it('finds the grade from the share of candidates above', () => {
    const s = schemeByKey('3+1+2')!
    expect(gradeFromPercentAbove(s, 0)?.grade).toBe('A')
    expect(gradeFromPercentAbove(s, 14.9)?.grade).toBe('A')
    expect(gradeFromPercentAbove(s, 15)?.grade).toBe('B')
    expect(gradeFromPercentAbove(s, 97.9)?.grade).toBe('D')
    expect(gradeFromPercentAbove(s, 99)?.grade).toBe('E')
    // 广东's reported shares are incomplete: no grade from a percentile
    expect(gradeFromPercentAbove(schemeByKey('guangdong')!, 10)).toBeNull()
  })
  it('picks the province variant and the fixed-level schemes', () => {
    expect(schemeFor(44)?.key).toBe('guangdong')
    expect(schemeFor(34)?.key).toBe('3+1+2')
    expect(schemeFor(31)?.key).toBe('shanghai-11')
    expect(schemeFor(33)?.key).toBe('3+3-21')
    expect(schemeFor(37)).toBeNull()
    const sh = schemeByKey('shanghai-11')!
    expect(sh.grades.map((g) => g.high)).toEqual([70, 67, 64, 61, 58, 55, 52, 49, 46, 43, 40])
    const z = schemeByKey('3+3-21')!
    expect(z.grades).toHaveLength(21)
    expect(z.grades[20].high).toBe(40)
    for (const sc of SCHEMES) expect(sc.grades[0].high).toBeGreaterThan(sc.grades[sc.grades.length - 1].low)
  })
})

describe('选科要求', () => {
  it('reads the common printed forms', () => {
    expect(parseElective('不限')).toEqual({ track: null, mode: 'none', subjects: [] })
    expect(parseElective('首选物理，再选化学')).toEqual({ track: '物理', mode: 'all', subjects: ['化学'] })
    expect(parseElective('物理+化学')).toEqual({ track: '物理', mode: 'all', subjects: ['化学'] })
    expect(parseElective('化学和生物')).toEqual({ track: null, mode: 'all', subjects: ['化学', '生物'] })
    expect(parseElective('物理或化学')).toMatchObject({ mode: 'any' })
    expect(parseElective('化学、物理（均须选考）')).toMatchObject({ mode: 'all', subjects: expect.arrayContaining(['化学', '物理']) })
    expect(parseElective('首选历史，再选科目不提')).toEqual({ track: '历史', mode: 'none', subjects: [] })
    expect(parseElective('第502组').mode).toBe('unknown')
  })
  it('checks a student against a requirement', () => {
    expect(meetsElective(parseElective('首选物理，再选化学'), ['物理', '化学', '生物'])).toBe(true)
    expect(meetsElective(parseElective('首选物理，再选化学'), ['历史', '化学', '生物'])).toBe(false)
    expect(meetsElective(parseElective('化学或生物'), ['物理', '地理', '生物'])).toBe(true)
    expect(meetsElective(parseElective('第502组'), ['物理'])).toBeNull()
  })
})

describe('selectivity ranking', () => {
  it('ranks by the median lowest rank using the best evidence per school', () => {
    const r = rankBySelectivity([
      { key: 1, minRank: 100, isDerived: false, sourceClass: 'official-provincial' },
      { key: 1, minRank: 300, isDerived: false, sourceClass: 'official-provincial' },
      { key: 1, minRank: 5, isDerived: false, sourceClass: 'third-party' },
      { key: 2, minRank: 150, isDerived: true, sourceClass: 'third-party' },
    ])
    expect(r.map((x) => x.key)).toEqual([2, 1])
    expect(r[1]).toMatchObject({ median: 200, best: 100, sample: 2, sourceClasses: ['official-provincial'] })
    expect(r[0].derivedShare).toBe(1)
    expect(median([3, 1, 2])).toBe(2)
  })
})

describe('classification', () => {
  it('maps 科类 and source classes', () => {
    expect(subjectTypeOf('历史类')).toBe(1)
    expect(subjectTypeOf('理科')).toBe(2)
    expect(subjectTypeOf('综合')).toBe(3)
    expect(subjectTypeOf('艺术类')).toBeNull()
    expect(mapSourceClass('official-school-website')).toBe('school-official')
    expect(mapSourceClass('exam')).toBe('third-party')
  })
  it('flags special admission paths and leaves ordinary rows alone', () => {
    expect(specialReason({ batch: '本科批', majorName: '计算机科学与技术' })).toBe('')
    expect(specialReason({ batch: '本科批', majorName: '体育经济与管理' })).toBe('')
    expect(specialReason({ batch: '国家专项' })).toBe('国家专项')
    expect(specialReason({ subjectName: '艺术类', batch: '本科批' })).toBe('艺术类')
    expect(specialReason({ batch: '本科批', majorName: '电子信息工程（中外合作办学）' })).toBe('中外合作')
    expect(specialReason({ batch: '本科批', formalScope: 'special-path-only' })).toBe('特殊类型')
  })
  it('strips bracketed suffixes for matching', () => {
    expect(stripBrackets('中国石油大学（华东）[公办]')).toBe('中国石油大学')
  })
})

describe('CSV and score cells', () => {
  it('splits quoted fields', () => {
    expect(splitCsvLine('a,"b,c","d""e",')).toEqual(['a', 'b,c', 'd"e', ''])
    expect(splitCsvLine('1,2')).toEqual(['1', '2'])
  })
  it('reads band notations of published tables', () => {
    expect(parseScoreCell('671及以上', 750)).toEqual([671, 750])
    expect(parseScoreCell('≥700', 750)).toEqual([700, 750])
    expect(parseScoreCell('370-379', 750)).toEqual([370, 379])
    expect(parseScoreCell('100以下', 750)).toEqual([0, 99])
    expect(parseScoreCell('600分', 750)).toEqual([600, 600])
    expect(parseScoreCell('abc', 750)).toBeNull()
  })
})

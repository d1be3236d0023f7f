/**
 * Issue 19 item 1–2: the scoring of our three question banks (docs/assessments.md) — every MBTI type and every
 * Holland first letter reachable, known sheets give known results, reverse keys reverse, ties follow the written
 * rule, and incomplete or invalid sheets are refused with a Chinese message.
 */
import { bankOf, majorClasses } from '../../server/modules/assess/banks'
import {
  RIASEC,
  SheetError,
  codeOf,
  hollandPercent,
  readSheet,
  scoreHolland,
  scoreMbti,
  scorePersonality,
  suggestedMajors,
  type AnswerSheet,
  type HollandLetter,
} from '../../server/modules/assess/scoring'

const mbti = bankOf('mbti')
const holland = bankOf('holland')
const personality = bankOf('personality')

/** an MBTI sheet that chooses the given letter in every dichotomy (agree when the item's pole is wanted) */
function mbtiSheet(type: string): AnswerSheet {
  return Object.fromEntries(mbti.items.map((i) => [i.id, type.includes(i.key.pole) ? 1 : 0]))
}

/** a Holland sheet giving each type the points wanted (0–20): keyed values filled item by item */
function hollandSheet(points: Partial<Record<HollandLetter, number>>): AnswerSheet {
  const left = { ...Object.fromEntries(RIASEC.map((l) => [l, 0])), ...points } as Record<HollandLetter, number>
  const sheet: AnswerSheet = {}
  for (const i of holland.items) {
    const give = Math.min(2, left[i.key.type])
    left[i.key.type] -= give
    sheet[i.id] = i.key.reverse ? 2 - give : give
  }
  return sheet
}

const allTypes = ['E', 'I'].flatMap((a) => ['S', 'N'].flatMap((b) => ['T', 'F'].flatMap((c) => ['J', 'P'].map((d) => a + b + c + d))))

describe('the banks', () => {
  it('have the documented shape: 48 / 60 / 40 items, the source line, poles balanced, reverse items present', () => {
    for (const b of [mbti, holland, personality]) expect(b.source).toBe('本产品自编题库（原创），非 MBTI®/SDS 官方量表')
    expect(mbti.items).toHaveLength(48)
    for (const d of mbti.dimensions) {
      const items = mbti.items.filter((i) => i.key.dimension === d.key)
      expect(items).toHaveLength(12)
      for (const p of Object.keys(d.poles)) expect(items.filter((i) => i.key.pole === p)).toHaveLength(6)
    }
    expect(Object.keys(mbti.types).sort()).toEqual([...allTypes].sort())
    expect(holland.items).toHaveLength(60)
    for (const l of RIASEC) {
      const items = holland.items.filter((i) => i.key.type === l)
      expect(items).toHaveLength(10)
      expect(items.filter((i) => i.key.reverse).length).toBe(2)
    }
    expect(personality.items).toHaveLength(40)
    for (const d of personality.dimensions) expect(personality.items.filter((i) => i.key.dimension === d.key && i.key.reverse).length).toBe(3)
  })

  it('suggest 专业类 that exist in the 2026 catalogue', () => {
    expect(majorClasses().get('0809')).toBe('计算机类')
    const r = scoreMbti(mbti, mbtiSheet('INTJ'))
    expect(suggestedMajors(mbti, r)).toEqual(mbti.types.INTJ.majors)
    for (const c of suggestedMajors(mbti, r)) expect(majorClasses().has(c)).toBe(true)
  })
})

describe('MBTI', () => {
  it.each(allTypes)('reaches %s', (type) => {
    const r = scoreMbti(mbti, mbtiSheet(type))
    expect(r.type).toBe(type)
    // every answer on one side: 100 % of the chosen pole
    for (const d of r.dimensions) expect(d.firstPercent).toBe(d.letter === d.poles[0] ? 100 : 0)
  })

  it('gives a known result for a known sheet, with per-dichotomy percentages', () => {
    // agree with every item: each pole gets its 6 agreeing items → ties everywhere → I N F P, 50 %
    const all = Object.fromEntries(mbti.items.map((i) => [i.id, 1]))
    const r = scoreMbti(mbti, all)
    expect(r.type).toBe('INFP')
    expect(r.dimensions.map((d) => [d.key, d.points, d.firstPercent])).toEqual([
      ['EI', [6, 6], 50],
      ['SN', [6, 6], 50],
      ['TF', [6, 6], 50],
      ['JP', [6, 6], 50],
    ])
    // ESTJ sheet with two E items disagreed: E 10 : I 2 → 83 %
    const sheet = mbtiSheet('ESTJ')
    for (const i of mbti.items.filter((x) => x.key.pole === 'E').slice(0, 2)) sheet[i.id] = 0
    const r2 = scoreMbti(mbti, sheet)
    expect(r2.type).toBe('ESTJ')
    expect(r2.dimensions[0]).toMatchObject({ points: [10, 2], firstPercent: 83, letter: 'E' })
  })

  it('breaks a 6 : 6 tie towards the second pole (I, N, F, P)', () => {
    const sheet = mbtiSheet('ESTJ')
    // disagree with the six E-keyed items too: E gets its 6 points only from the I-keyed items disagreed → 6 : 6
    for (const i of mbti.items.filter((x) => x.key.pole === 'E')) sheet[i.id] = 0
    const r = scoreMbti(mbti, sheet)
    expect(r.dimensions[0].points).toEqual([6, 6])
    expect(r.type).toBe('ISTJ')
  })
})

describe('Holland', () => {
  it.each(RIASEC)('reaches first letter %s', (l) => {
    const r = scoreHolland(holland, hollandSheet({ [l]: 20 }))
    expect(r.code[0]).toBe(l)
  })

  it.each(['IRC', 'SAE', 'ECS', 'AIR', 'CRI', 'RSE'])('reaches the code %s', (code) => {
    const [a, b, c] = code.split('') as HollandLetter[]
    const r = scoreHolland(holland, hollandSheet({ [a]: 18, [b]: 12, [c]: 8 }))
    expect(r.code).toBe(code)
  })

  it('scores a known sheet: reverse-keyed items count 2 − the answer', () => {
    // answer 2 (喜欢) everywhere: each type gets 8 × 2 + 2 × 0 = 16
    const all = Object.fromEntries(holland.items.map((i) => [i.id, 2]))
    const r = scoreHolland(holland, all)
    expect(r.scores).toEqual({ R: 16, I: 16, A: 16, S: 16, E: 16, C: 16 })
    // a tie everywhere: R I A S E C order decides
    expect(r.code).toBe('RIA')
    expect(hollandPercent(holland, 'R', 16)).toBe(80)
    // answer 0 everywhere: only the reverse items count, 2 × 2 = 4
    const none = Object.fromEntries(holland.items.map((i) => [i.id, 0]))
    expect(scoreHolland(holland, none).scores.S).toBe(4)
  })

  it('breaks ties in R I A S E C order', () => {
    const r = scoreHolland(holland, hollandSheet({ S: 15, C: 15, I: 15, R: 3 }))
    expect(r.ranking.slice(0, 4)).toEqual(['I', 'S', 'C', 'R'])
    expect(r.code).toBe('ISC')
  })

  it('suggests the first letter’s six 专业类 and the second’s first three', () => {
    const r = scoreHolland(holland, hollandSheet({ I: 20, R: 15, C: 10 }))
    expect(suggestedMajors(holland, r)).toEqual([...new Set([...holland.types.I.majors, ...holland.types.R.majors.slice(0, 3)])])
  })
})

describe('personality', () => {
  const keyedSheet = (want: (dim: string) => number) =>
    Object.fromEntries(personality.items.map((i) => [i.id, i.key.reverse ? 6 - want(i.key.dimension) : want(i.key.dimension)]))

  it('scores 0–100 per dimension with levels, reverse items reversed', () => {
    const high = scorePersonality(
      personality,
      keyedSheet(() => 5),
    )
    expect(high.dimensions.every((d) => d.score === 100 && d.level === 'high' && d.levelText === '较高')).toBe(true)
    const low = scorePersonality(
      personality,
      keyedSheet(() => 1),
    )
    expect(low.dimensions.every((d) => d.score === 0 && d.level === 'low')).toBe(true)
    // the same answer 5 everywhere: 5 forward × 5 + 3 reverse × 1 = 28 → (28 − 8) / 32 = 63 → 较高
    const flat = scorePersonality(personality, Object.fromEntries(personality.items.map((i) => [i.id, 5])))
    expect(flat.dimensions.map((d) => [d.raw, d.score, d.level])).toEqual(personality.dimensions.map(() => [28, 63, 'high']))
    // 3 everywhere: 24 → 50 → 中等
    const mid = scorePersonality(personality, Object.fromEntries(personality.items.map((i) => [i.id, 3])))
    expect(mid.dimensions.every((d) => d.score === 50 && d.level === 'mid')).toBe(true)
  })

  it('names the strongest dimension and suggests 专业类 from the two strongest (ties in the bank’s order)', () => {
    const r = scorePersonality(
      personality,
      keyedSheet((d) => (d === 'OP' ? 5 : d === 'AG' ? 4 : 3)),
    )
    expect(codeOf(personality, r)).toBe('开放好奇较高')
    const op = personality.dimensions.find((d) => d.key === 'OP')!
    const ag = personality.dimensions.find((d) => d.key === 'AG')!
    expect(suggestedMajors(personality, r)).toEqual([...new Set([...op.majors.slice(0, 3), ...ag.majors.slice(0, 3)])])
  })
})

describe('invalid sheets', () => {
  it('refuses an incomplete sheet, naming how many and which', () => {
    const sheet = mbtiSheet('INTJ')
    delete sheet.M03
    delete sheet.M10
    expect(() => scoreMbti(mbti, sheet)).toThrow(new SheetError('还有 2 题没有作答（第 3、10 题），请答完再提交'))
    expect(() => readSheet(holland, [], true)).toThrow(/还有 60 题没有作答（第 1、2、3、4、5 等 60 题）/)
  })

  it('refuses unknown items, values outside the options and repeated items', () => {
    expect(() => readSheet(mbti, [{ QuestionId: 'H01', Value: 1 }], false)).toThrow('题目 H01 不属于「MBTI 性格倾向测评」')
    expect(() => readSheet(holland, [{ QuestionId: 'H01', Value: 3 }], false)).toThrow(
      '第 1 题的答案无效：只能选 2（喜欢 / 符合）、1（说不准）、0（不喜欢 / 不符合）',
    )
    expect(() => readSheet(personality, [{ QuestionId: 'P01', Value: 0 }], false)).toThrow(SheetError)
    expect(() =>
      readSheet(
        personality,
        [
          { QuestionId: 'P02', Value: 3 },
          { QuestionId: 'P02', Value: 4 },
        ],
        false,
      ),
    ).toThrow('第 2 题重复作答')
    // a partial sheet is fine while saving progress
    expect(readSheet(personality, [{ QuestionId: 'P02', Value: 3 }], false)).toEqual({ P02: 3 })
  })
})

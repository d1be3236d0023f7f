/**
 * Career assessments: the bank a student answers, saving the sheet as they go (one in-progress test per type,
 * resumed from either build), handing it in (scored by scoring.ts, stored), the list of a student's tests and the
 * reports. A report is built when read, from the stored result and the bank's texts. Another student's test
 * answers exactly like one that does not exist.
 */
import type { Static } from '@sinclair/typebox'
import {
  TEST_STATUS_TEXT,
  type QuestionBank,
  type ReportDimension,
  type ReportSection,
  type TestReport,
  type TestSaved,
  type TestSummary,
} from '../../../types/api/assess'
import type { AppContext } from '../../context'
import { fail, invalid, notFound } from '../../http/errors'
import { bankOf, majorClasses } from './banks'
import { finishTest, insertTest, openTestOf, saveAnswers, testOf, testPage, trimFinished, type TestRow } from './queries'
import {
  RIASEC,
  SheetError,
  codeOf,
  hollandPercent,
  readSheet,
  scoreSheet,
  suggestedMajors,
  type AnswerInput,
  type AnswerSheet,
  type Bank,
  type HollandBank,
  type HollandResult,
  type MbtiBank,
  type MbtiResult,
  type PersonalityBank,
  type PersonalityResult,
  type TestKind,
  type TestResult,
} from './scoring'

type BankOut = Static<typeof QuestionBank>
type Saved = Static<typeof TestSaved>
type Summary = Static<typeof TestSummary>
type Report = Static<typeof TestReport>
type Dimension = Static<typeof ReportDimension>
type Section = Static<typeof ReportSection>

/** finished tests kept per student (the oldest go first); in-progress ones are one per type by the table's index */
export const ASSESS_LIMITS = { finishedPerStudent: 100 }

const NOT_YOURS = '没有找到这次测评（可能已删除，或不属于当前账号）'
const iso = (d: Date | string) => new Date(d).toISOString()

function parse<T>(s: string | null, fallback: T): T {
  try {
    return s ? (JSON.parse(s) as T) : fallback
  } catch {
    return fallback
  }
}
const sheetOf = (row: TestRow) => parse<AnswerSheet>(row.answers, {})
const answersOf = (sheet: AnswerSheet): AnswerInput[] => Object.entries(sheet).map(([QuestionId, Value]) => ({ QuestionId, Value }))

export async function questionBank(ctx: AppContext, kind: TestKind, userId: number | null): Promise<BankOut> {
  const bank = bankOf(kind)
  const open = userId === null ? undefined : await openTestOf(ctx.db, userId, kind)
  return {
    Type: kind,
    Name: bank.name,
    Source: bank.source,
    Measures: bank.measures,
    Minutes: bank.minutes,
    Instructions: bank.instructions,
    Options: bank.options.map((o) => ({ Value: o.value, Text: o.text })),
    Questions: bank.items.map((i, n) => ({ Id: i.id, No: n + 1, Text: i.text })),
    Total: bank.items.length,
    InProgress: open ? { TestId: open.id, Answers: answersOf(sheetOf(open)), Answered: open.answered, UpdatedAt: iso(open.updated_at) } : null,
  }
}

function readOrRefuse(bank: Bank, answers: readonly AnswerInput[], complete: boolean): AnswerSheet {
  try {
    return readSheet(bank, answers, complete)
  } catch (e) {
    if (e instanceof SheetError) throw invalid(e.message)
    throw e
  }
}

/**
 * Saves the whole sheet answered so far (it replaces the stored one). Without TestId it continues the student's
 * in-progress test of this type, or starts one. With Finish every item must be answered: the sheet is scored and
 * stored, and the oldest finished tests beyond the bound are dropped.
 */
export async function saveTest(
  ctx: AppContext,
  userId: number,
  kind: TestKind,
  body: { TestId?: number; Answers: AnswerInput[]; Finish?: boolean },
): Promise<Saved> {
  const bank = bankOf(kind)
  const sheet = readOrRefuse(bank, body.Answers, body.Finish === true)
  const answers = JSON.stringify(sheet)
  const answered = Object.keys(sheet).length

  let row: TestRow | undefined
  if (body.TestId !== undefined) {
    row = await testOf(ctx.db, body.TestId)
    if (!row || row.user_id !== userId) throw notFound(NOT_YOURS)
    if (row.kind !== kind) throw invalid(`这次测评是「${bankOf(row.kind as TestKind).name}」，不是「${bank.name}」`)
    if (row.status !== 'in_progress') throw fail('这次测评已经交卷，不能再修改；可以重新开始一次测评')
  } else {
    row =
      (await openTestOf(ctx.db, userId, kind)) ??
      (await insertTest(ctx.db, userId, kind, bank.version, answers, answered)) ??
      (await openTestOf(ctx.db, userId, kind))
    if (!row) throw fail('保存作答进度失败，请重试')
  }

  if (body.Finish) {
    const result = scoreSheet(bank, sheet)
    const done = await finishTest(ctx.db, row.id, answers, answered, JSON.stringify(result))
    if (!done) throw fail('这次测评已经交卷，不能再修改；可以重新开始一次测评')
    await trimFinished(ctx.db, userId, ASSESS_LIMITS.finishedPerStudent)
    return { TestId: done.id, Status: 'finished', Answered: answered, Total: bank.items.length, ResultId: done.id }
  }
  const saved = await saveAnswers(ctx.db, row.id, answers, answered)
  if (!saved) throw fail('这次测评已经交卷，不能再修改；可以重新开始一次测评')
  return { TestId: saved.id, Status: 'in_progress', Answered: answered, Total: bank.items.length, ResultId: null }
}

function titleOf(bank: Bank, r: TestResult): string {
  if (r.kind === 'mbti') return (bank as MbtiBank).types[r.type]?.name ?? ''
  if (r.kind === 'holland')
    return r.code
      .split('')
      .map((l) => (bank as HollandBank).types[l as keyof HollandBank['types']].name)
      .join(' · ')
  const b = bank as PersonalityBank
  const top = [...r.dimensions].map((d, i) => ({ d, i })).sort((a, c) => c.d.score - a.d.score || a.i - c.i)
  return `${top
    .slice(0, 2)
    .map((x) => b.dimensions.find((d) => d.key === x.d.key)?.name ?? '')
    .join('、')}较突出`
}

function summaryOf(row: TestRow): Summary {
  const kind = row.kind as TestKind
  const bank = bankOf(kind)
  const result = row.status === 'finished' ? parse<TestResult | null>(row.result, null) : null
  return {
    TestId: row.id,
    Type: kind,
    Name: bank.name,
    Status: row.status === 'finished' ? 'finished' : 'in_progress',
    StatusText: TEST_STATUS_TEXT[row.status === 'finished' ? 'finished' : 'in_progress'],
    Code: result ? codeOf(bank, result) : '',
    Title: result ? titleOf(bank, result) : '',
    Answered: row.answered,
    Total: bank.items.length,
    StartedAt: iso(row.started_at),
    UpdatedAt: iso(row.updated_at),
    FinishedAt: row.finished_at ? iso(row.finished_at) : null,
  }
}

export async function testList(
  ctx: AppContext,
  userId: number,
  kind: TestKind | undefined,
  index: number,
  size: number,
): Promise<{ List: Summary[]; Total: number }> {
  const { total, rows } = await testPage(ctx.db, userId, kind, size, (index - 1) * size)
  return { List: rows.map(summaryOf), Total: total }
}

// --- reports --------------------------------------------------------------------------------------

function mbtiReport(bank: MbtiBank, r: MbtiResult) {
  const t = bank.types[r.type]
  const dims: Dimension[] = r.dimensions.map((d) => {
    const meta = bank.dimensions.find((x) => x.key === d.key)!
    const pct = d.letter === d.poles[0] ? d.firstPercent : 100 - d.firstPercent
    return {
      Key: d.key,
      Name: meta.name,
      Score: d.firstPercent,
      Level: `${d.letter} ${meta.poles[d.letter]} ${pct}%`,
      Text: meta.meaning[d.letter],
      Left: `${d.poles[0]} ${meta.poles[d.poles[0]]}`,
      Right: `${d.poles[1]} ${meta.poles[d.poles[1]]}`,
    }
  })
  const sections: Section[] = [
    { Title: '你的优势', Lines: t.strengths },
    { Title: '需要留意', Lines: t.watchOuts },
  ]
  return { Title: t.name, Summary: t.summary, Dimensions: dims, Sections: sections, Occupations: [] as string[], OccupationCode: '' }
}

function hollandReport(bank: HollandBank, r: HollandResult) {
  const first = bank.types[r.ranking[0]]
  const second = bank.types[r.ranking[1]]
  const dims: Dimension[] = RIASEC.map((l) => {
    const score = hollandPercent(bank, l, r.scores[l])
    return {
      Key: l,
      Name: bank.types[l].name,
      Score: score,
      Level: score >= 67 ? '较强' : score <= 33 ? '较弱' : '中等',
      Text: bank.types[l].short,
      Left: '',
      Right: '',
    }
  })
  const sections: Section[] = r.code.split('').map((l, i) => {
    const t = bank.types[l as keyof HollandBank['types']]
    return { Title: `${['第一', '第二', '第三'][i]}兴趣：${l} ${t.name}`, Lines: [t.summary, `特点：${t.traits.join('、')}`] }
  })
  sections.push({ Title: '代码是怎么来的', Lines: [bank.scoring.code, bank.scoring.tie] })
  return {
    Title: titleOf(bank, r),
    Summary: `你的霍兰德代码是 ${r.code}。最突出的是${first.name}（${first.short}），其次是${second.name}（${second.short}）。`,
    Dimensions: dims,
    Sections: sections,
    Occupations: [...new Set([...first.occupations, ...second.occupations.slice(0, 2)])],
    OccupationCode: r.code,
  }
}

function personalityReport(bank: PersonalityBank, r: PersonalityResult) {
  const dims: Dimension[] = r.dimensions.map((d) => {
    const meta = bank.dimensions.find((x) => x.key === d.key)!
    return { Key: d.key, Name: meta.name, Score: d.score, Level: d.levelText, Text: meta[d.level], Left: '', Right: '' }
  })
  const tips = r.dimensions
    .filter((d) => d.level !== 'mid')
    .map((d) => {
      const meta = bank.dimensions.find((x) => x.key === d.key)!
      return `${meta.name}：${d.level === 'high' ? meta.tip.high : meta.tip.low}`
    })
  const sections: Section[] = [{ Title: '给你的建议', Lines: tips.length ? tips : ['五个方面都比较均衡，可以根据兴趣和成绩综合考虑专业方向。'] }]
  return {
    Title: titleOf(bank, r),
    Summary: '性格没有好坏之分。下面是你在五个方面的得分（0–100）和它们的含义，可以帮助你了解自己适合的学习方式和专业方向。',
    Dimensions: dims,
    Sections: sections,
    Occupations: [] as string[],
    OccupationCode: '',
  }
}

export async function testReport(ctx: AppContext, userId: number, kind: TestKind, testId: number): Promise<Report> {
  const row = await testOf(ctx.db, testId)
  if (!row || row.user_id !== userId) throw notFound(NOT_YOURS)
  if (row.kind !== kind) throw invalid(`这次测评是「${bankOf(row.kind as TestKind).name}」，请在它自己的报告中查看`)
  const result = parse<TestResult | null>(row.result, null)
  if (row.status !== 'finished' || !result) throw fail('这次测评还没有交卷，答完全部题目并提交后才能查看报告')
  const bank = bankOf(kind)
  const part =
    result.kind === 'mbti'
      ? mbtiReport(bank as MbtiBank, result)
      : result.kind === 'holland'
        ? hollandReport(bank as HollandBank, result)
        : personalityReport(bank as PersonalityBank, result)
  const classes = majorClasses()
  return {
    TestId: row.id,
    Type: kind,
    Name: bank.name,
    FinishedAt: iso(row.finished_at ?? row.updated_at),
    Code: codeOf(bank, result),
    ...part,
    Majors: suggestedMajors(bank, result).map((Code) => ({ Code, Name: classes.get(Code) ?? Code })),
    MajorsNote: bank.majorsNote,
    MajorsSource: bank.majorsSource,
    Source: bank.source,
  }
}

/**
 * Career assessments (issue 19): a test's questions and the student's sheet while they answer (saved to the server
 * as they go, in batches, so a half-done test resumes on the other build), handing it in, the student's tests and
 * one report. The answering pages (test-content, test-submit) share one sheet per test kind, held here.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { ApiBody, ApiData } from '@contract/endpoints'
import { call } from '../services/request'
import { errorText } from '../model/errors'
import type { RootStore } from '.'
import { Resource } from './models/resource'
import { listPager, type AutoPager } from './models/pager'

export type TestKind = 'mbti' | 'holland' | 'personality'
export const TEST_KINDS: readonly TestKind[] = ['mbti', 'holland', 'personality']
export type QuestionBank = ApiData<'Career/MBTIQuestionList'>
export type TestReport = ApiData<'User/TestMBTIInfo'>
export type TestSummary = ApiData<'User/TestList'>['List'][number]
type ListBody = ApiBody<'User/TestList'>
type Answer = { QuestionId: string; Value: number }

const CALLS = {
  mbti: { bank: 'Career/MBTIQuestionList', save: 'Career/MBTITest', info: 'User/TestMBTIInfo' },
  holland: { bank: 'Career/HollandQuestionList', save: 'Career/HollandTest', info: 'User/TestHollandInfo' },
  personality: { bank: 'Career/PersonalityQuestionList', save: 'Career/PersonalityTest', info: 'User/TestPersonalityInfo' },
} as const

export const REPORT_ROUTES: Record<TestKind, string> = {
  mbti: 'pages/personal/mbtidetail',
  holland: 'pages/personal/mbtidetail2',
  personality: 'pages/personal/mbtidetail3',
}

export function isTestKind(raw: string | undefined): raw is TestKind {
  return raw === 'mbti' || raw === 'holland' || raw === 'personality'
}

/** how long answers wait before they are sent together (a student answering quickly sends one save, not ten) */
export const SAVE_DELAY_MS = 1500

/** One test being answered: the questions, the answers so far, where the student is, and the saving of it. */
export class TestSheet {
  bank: QuestionBank | null = null
  answers: Record<string, number> = {}
  /** index of the question shown */
  index = 0
  testId: number | null = null
  loading = false
  error: string | null = null
  /** answers changed since the last save */
  dirty = false
  saving = false
  saveError: string | null = null
  submitting = false
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(readonly kind: TestKind) {
    makeAutoObservable<TestSheet, 'timer'>(this, { timer: false, kind: false })
  }

  get total(): number {
    return this.bank?.Total ?? 0
  }
  get answered(): number {
    return this.bank ? this.bank.Questions.filter((q) => q.Id in this.answers).length : 0
  }
  get question() {
    return this.bank?.Questions[this.index] ?? null
  }
  /** numbers (1-based) of the questions not answered yet */
  get unanswered(): number[] {
    return (this.bank?.Questions ?? []).filter((q) => !(q.Id in this.answers)).map((q) => q.No)
  }
  get complete(): boolean {
    return !!this.bank && this.unanswered.length === 0
  }

  /** Loads the questions and the sheet saved on the server (either build); shows the first unanswered question. */
  async load(): Promise<void> {
    this.loading = true
    this.error = null
    try {
      const bank = await call(CALLS[this.kind].bank, {}, { silent: true })
      runInAction(() => {
        this.bank = bank
        this.loading = false
        const saved = bank.InProgress
        // what this build answered and has not saved yet wins over the server's copy
        const mine = this.dirty ? this.answers : {}
        this.answers = { ...Object.fromEntries((saved?.Answers ?? []).map((a) => [a.QuestionId, a.Value])), ...mine }
        this.testId = saved?.TestId ?? null
        const first = bank.Questions.findIndex((q) => !(q.Id in this.answers))
        this.index = first < 0 ? bank.Questions.length - 1 : first
      })
    } catch (e) {
      runInAction(() => {
        this.loading = false
        this.error = errorText(e)
      })
    }
  }

  /** Records an answer, moves to the next question, and saves a moment later (with whatever else is answered by then). */
  choose(questionId: string, value: number): void {
    this.answers = { ...this.answers, [questionId]: value }
    this.dirty = true
    if (this.index < this.total - 1) this.index++
    this.schedule()
  }

  go(index: number): void {
    if (index >= 0 && index < this.total) this.index = index
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      void this.flush()
    }, SAVE_DELAY_MS)
  }

  private sheet(): Answer[] {
    return Object.entries(this.answers).map(([QuestionId, Value]) => ({ QuestionId, Value }))
  }

  /** Sends the answers now if any changed (leaving the page, before handing in). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = null
    }
    if (!this.dirty || this.saving) return
    this.saving = true
    this.dirty = false
    try {
      const r = await call(CALLS[this.kind].save, { ...(this.testId ? { TestId: this.testId } : {}), Answers: this.sheet() }, { silent: true })
      runInAction(() => {
        this.testId = r.TestId
        this.saving = false
        this.saveError = null
      })
    } catch (e) {
      runInAction(() => {
        this.saving = false
        this.dirty = true
        this.saveError = errorText(e)
      })
    }
  }

  /** Hands the sheet in; answers the report's id (null when refused: `saveError` says why). */
  async submit(): Promise<number | null> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.submitting = true
    try {
      const r = await call(CALLS[this.kind].save, { ...(this.testId ? { TestId: this.testId } : {}), Answers: this.sheet(), Finish: true })
      runInAction(() => {
        this.submitting = false
        this.dirty = false
        this.saveError = null
      })
      return r.ResultId
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        this.saveError = errorText(e)
      })
      return null
    }
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }
}

export class AssessStore {
  /** the sheet of each test kind being answered (shared by the answering pages; a new one after handing in) */
  private sheets = new Map<TestKind, TestSheet>()

  constructor(private readonly root: RootStore) {}

  sheet(kind: TestKind): TestSheet {
    let s = this.sheets.get(kind)
    if (!s) this.sheets.set(kind, (s = new TestSheet(kind)))
    return s
  }

  /** forgets a handed-in sheet, so the next test of this kind starts blank */
  finished(kind: TestKind): void {
    this.sheets.get(kind)?.dispose()
    this.sheets.delete(kind)
  }

  report(kind: TestKind, testId: number): Resource<TestReport> {
    return new Resource(() => call(CALLS[kind].info, { TestId: testId }, { silent: true }))
  }

  /** the student's tests: unfinished first, then finished newest first */
  list(kind?: TestKind): AutoPager<TestSummary, ListBody> {
    return listPager<TestSummary, ListBody>((body) => call('User/TestList', { ...body, ...(kind ? { Type: kind } : {}) }, { silent: true }), {
      itemHeight: 150,
      pageSize: 20,
    })
  }

  /** per test kind, the unfinished test and the latest result (the assessment centre's list); empty when logged out */
  latest(): Resource<Partial<Record<TestKind, { open?: TestSummary; last?: TestSummary }>>> {
    return new Resource(async () => {
      if (!this.root.session.token) return {}
      const { List } = await call('User/TestList', { PageSize: 30 }, { silent: true })
      const out: Partial<Record<TestKind, { open?: TestSummary; last?: TestSummary }>> = {}
      for (const t of List) {
        const e = (out[t.Type] ??= {})
        if (t.Status === 'in_progress') e.open ??= t
        else e.last ??= t
      }
      return out
    })
  }
}

/**
 * The sheet of one test being answered (issue 19): the questions, the answers so far, where the student is, and the
 * saving of it — a moment after each choice, all answers together, so a half-done test resumes on either build.
 * Kept in the root store's tree (`assess.sheets`); made here, apart from stores/assess.ts, because only the answering
 * pages (a sub-package) use it: the mini program's main package does not carry it (docs/DESIGN.md "Charts").
 * Written without async functions, spreads and optional chains, whose ES5 helpers cost more than the logic.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { call } from '../services/request'
import { errorText } from '../model/errors'
import type { AssessStore, QuestionBank, TestKind } from './assess'

const CALLS = {
  mbti: { bank: 'Career/MBTIQuestionList', save: 'Career/MBTITest' },
  holland: { bank: 'Career/HollandQuestionList', save: 'Career/HollandTest' },
  personality: { bank: 'Career/PersonalityQuestionList', save: 'Career/PersonalityTest' },
} as const

/** how long answers wait before they are sent together (a student answering quickly sends one save, not ten) */
export const SAVE_DELAY_MS = 1500

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
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor(readonly kind: TestKind) {
    makeAutoObservable<TestSheet, 'timer'>(this, { timer: false, kind: false })
  }

  get total(): number {
    return this.bank ? this.bank.Total : 0
  }
  get answered(): number {
    return this.total - this.unanswered.length
  }
  get question(): QuestionBank['Questions'][number] | null {
    return this.bank ? this.bank.Questions[this.index] : null
  }
  /** numbers (1-based) of the questions not answered yet */
  get unanswered(): number[] {
    return this.bank ? this.bank.Questions.filter((q) => !(q.Id in this.answers)).map((q) => q.No) : []
  }
  get complete(): boolean {
    return !!this.bank && !this.unanswered.length
  }

  /** Loads the questions and the sheet saved on the server (either build); shows the first unanswered question. */
  load(): Promise<void> {
    this.loading = true
    this.error = null
    return call(CALLS[this.kind].bank, {}, { silent: true }).then(
      (bank) =>
        runInAction(() => {
          this.bank = bank
          this.loading = false
          const saved: Record<string, number> = {}
          if (bank.InProgress) bank.InProgress.Answers.forEach((a) => (saved[a.QuestionId] = a.Value))
          // what this build answered and has not saved yet wins over the server's copy
          this.answers = Object.assign(saved, this.dirty ? this.answers : {})
          this.testId = bank.InProgress ? bank.InProgress.TestId : null
          const first = this.unanswered[0]
          this.index = first ? first - 1 : bank.Total - 1
        }),
      (e) => runInAction(() => this.fail('error', e)),
    )
  }

  private fail(field: 'error' | 'saveError', e: unknown): void {
    this.loading = this.saving = this.submitting = false
    this[field] = errorText(e)
  }

  /** Records an answer, moves to the next question, and saves a moment later (with whatever else is answered by then). */
  choose(questionId: string, value: number): void {
    this.answers = Object.assign({}, this.answers, { [questionId]: value })
    this.dirty = true
    this.go(this.index + 1)
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.flush(), SAVE_DELAY_MS)
  }

  go(index: number): void {
    if (index >= 0 && index < this.total) this.index = index
  }

  private send(finish: boolean) {
    clearTimeout(this.timer)
    const Answers = Object.keys(this.answers).map((QuestionId) => ({ QuestionId, Value: this.answers[QuestionId] }))
    const body = this.testId ? { TestId: this.testId, Answers, Finish: finish } : { Answers, Finish: finish }
    return call(CALLS[this.kind].save, body, { silent: !finish })
  }

  /** Sends the answers now if any changed (leaving the page, before handing in). */
  flush(): Promise<void> {
    if (!this.dirty || this.saving) return Promise.resolve()
    this.saving = true
    this.dirty = false
    return this.send(false).then(
      (r) =>
        runInAction(() => {
          this.testId = r.TestId
          this.saving = false
          this.saveError = null
        }),
      (e) =>
        runInAction(() => {
          this.dirty = true
          this.fail('saveError', e)
        }),
    )
  }

  /** Hands the sheet in; answers the report's id (null when refused: `saveError` says why). */
  submit(): Promise<number | null> {
    this.submitting = true
    return this.send(true).then(
      (r) =>
        runInAction(() => {
          this.submitting = this.dirty = false
          return r.ResultId
        }),
      (e) =>
        runInAction(() => {
          this.fail('saveError', e)
          return null
        }),
    )
  }
}

/** the sheet of a test kind being answered (one per kind, shared by the answering pages) */
export function answeringSheet(assess: AssessStore, kind: TestKind): TestSheet {
  let s = assess.sheets.get(kind)
  if (!s) assess.sheets.set(kind, (s = new TestSheet(kind)))
  return s
}

/** forgets a handed-in sheet, so the next test of this kind starts blank */
export function forgetSheet(assess: AssessStore, kind: TestKind): void {
  assess.sheets.delete(kind)
}

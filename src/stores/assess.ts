/**
 * Career assessments (issue 19): the student's tests, one report, and (in ./assess-sheet) the sheet being answered —
 * saved to the server as they go, in batches, so a half-done test resumes on the other build. This part ships in the
 * mini program's main package (the report pages and the assessment centre are there); the sheet ships only with the
 * answering pages, in their sub-package (docs/DESIGN.md "Charts").
 */
import type { ApiBody, ApiData } from '@contract/endpoints'
import { call } from '../services/request'
import type { RootStore } from '.'
import type { TestSheet } from './assess-sheet'
import { Resource } from './models/resource'
import { listPager, type AutoPager } from './models/pager'

export type TestKind = 'mbti' | 'holland' | 'personality'
export const TEST_KINDS: readonly TestKind[] = ['mbti', 'holland', 'personality']
export type QuestionBank = ApiData<'Career/MBTIQuestionList'>
export type TestReport = ApiData<'User/TestMBTIInfo'>
export type TestSummary = ApiData<'User/TestList'>['List'][number]
type ListBody = ApiBody<'User/TestList'>

const REPORT_CALLS = { mbti: 'User/TestMBTIInfo', holland: 'User/TestHollandInfo', personality: 'User/TestPersonalityInfo' } as const

export function isTestKind(raw: string | undefined): raw is TestKind {
  return raw === 'mbti' || raw === 'holland' || raw === 'personality'
}

export class AssessStore {
  /**
   * the sheet of each test kind being answered, shared by the answering pages; made and dropped by answeringSheet /
   * forgetSheet of ./assess-sheet, which only those (sub-package) pages import
   */
  readonly sheets = new Map<TestKind, TestSheet>()

  constructor(private readonly root: RootStore) {}

  /** the root's one assessments store (a part: made on the first `root.part(AssessStore)`, src/stores/index.ts) */
  static create(root: RootStore): AssessStore {
    return new AssessStore(root)
  }

  report(kind: TestKind, testId: number): Resource<TestReport> {
    return new Resource(() => call(REPORT_CALLS[kind], { TestId: testId }, { silent: true }))
  }

  /** the student's tests: unfinished first, then finished newest first */
  list(kind?: TestKind): AutoPager<TestSummary, ListBody> {
    return listPager<TestSummary, ListBody>((body) => call('User/TestList', Object.assign({ Type: kind }, body), { silent: true }), {
      itemHeight: 150,
      pageSize: 20,
    })
  }

  /** the code of the student's newest finished test of a kind ('' when none, or logged out) — e.g. the Holland code 选科 ranks by */
  async latestCode(kind: TestKind): Promise<string> {
    if (!this.root.session.token) return ''
    const r = await call('User/TestList', { Type: kind, PageSize: 10 }, { silent: true })
    return r.List.find((t) => t.Status === 'finished')?.Code ?? ''
  }

  /** per test kind, the unfinished test or else the latest result (the assessment centre's list); empty when logged out */
  latest(): Resource<Partial<Record<TestKind, TestSummary>>> {
    return new Resource(() => {
      const out: Partial<Record<TestKind, TestSummary>> = {}
      if (!this.root.session.token) return Promise.resolve(out)
      // the list comes unfinished first, then newest first: the first of each kind is the one to show
      return call('User/TestList', { PageSize: 30 }, { silent: true }).then((r) => {
        r.List.forEach((t) => (out[t.Type] = out[t.Type] || t))
        return out
      })
    })
  }
}

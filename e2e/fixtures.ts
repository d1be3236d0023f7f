/// <reference lib="dom" />
// (page.evaluate callbacks here run in the browser and name window/localStorage)
/**
 * The journeys' `test` and `expect`: @playwright/test with this project's fixtures (see e2e/README.md).
 *
 *   import { expect, test } from '../fixtures'
 *   test('…', async ({ page, server, api, errors, shot }) => { await page.goto('/#/pages/home/index') … })
 *
 * - `server` (one per worker): the real API server on a seeded embedded database, with `ctx`, `clock`,
 *   `api()` and `smsOutbox()`; `baseURL` points at it, so `page.goto('/#/<route>')` opens the built H5 site.
 * - `errors` (automatic): every console error and page error of the test's pages fails the test unless the
 *   test declared it (`errors.allow(...)`, or `test.use({ expectedErrors: [...] })` for a whole file).
 * - `shot(name)`: a screenshot of the page in e2e/artifacts/<name>.png, attached to the report as well.
 * - `students.create()` / `signIn()`: an account made through the API, and a page logged in as it.
 */
import fs from 'fs'
import path from 'path'
import { test as base, expect, type Page, type TestInfo } from '@playwright/test'
import { startStage, type Envelope, type SmsOutboxEntry, type Stage } from './stage'

export { expect }
export type { Envelope, SmsOutboxEntry, Stage }

export const ARTIFACTS = path.join(__dirname, 'artifacts')

export type ErrorPattern = string | RegExp

/** one console error or page error a test's page showed */
export interface SeenError {
  kind: 'console' | 'pageerror'
  text: string
  /** the page's address at that moment */
  page: string
}

export interface ErrorLog {
  /** errors that do not fail this test */
  allow(...patterns: ErrorPattern[]): void
  /** the errors a page showed so far, as text (page errors prefixed with [pageerror]) */
  of(page: Page): string[]
  /** forgets the errors seen so far (after a step that provokes expected ones and checked them) */
  clear(page?: Page): void
  /** collects the errors of a page outside the test's own context (e.g. from browser.newContext()) */
  watch(page: Page): void
}

export interface Student {
  mobile: string
  password: string
  nickName: string
  token: string
  userId: number
}

export interface ExamProfile {
  ExamProvinceId: number
  ExamYear: number
  /** 1 历史类 / 文科, 2 物理类 / 理科, 3 综合 */
  SubjectType: number
  Score: number
  /** the subjects as User/UpdateStudentSelectSubject takes them, e.g. ['物理', '化学', '生物'] */
  SelectSubjectList?: string[]
}

export interface Students {
  /** registers an account through the API (SMS code from the sandbox outbox), with an exam profile if given */
  create(opts?: { nickName?: string; password?: string; exam?: ExamProfile }): Promise<Student>
}

interface Fixtures {
  /** errors a whole file expects (set with test.use) */
  expectedErrors: ErrorPattern[]
  errors: ErrorLog
  api: Stage['api']
  smsOutbox: Stage['smsOutbox']
  shot: (name: string) => Promise<string>
  students: Students
  /** logs a page in as a student (Taro's H5 storage), without opening any route yet */
  signIn: (page: Page, student: Student) => Promise<void>
}

interface WorkerFixtures {
  server: Stage
}

/** a mobile no earlier run used: the prefix (3 digits) and 8 digits from the clock and chance */
export function freshMobile(prefix = '139'): string {
  const n = (Date.now() % 1e7) * 100 + Math.floor(Math.random() * 100)
  return `${prefix}${String(n).padStart(9, '0').slice(-8)}`
}

function matches(patterns: ErrorPattern[], text: string): boolean {
  return patterns.some((p) => (typeof p === 'string' ? text.includes(p) : p.test(text)))
}

function errorLog(expected: ErrorPattern[]): ErrorLog & { unexpected(): SeenError[]; byPage: Map<Page, SeenError[]> } {
  const byPage = new Map<Page, SeenError[]>()
  const allowed = [...expected]
  const record = (page: Page, e: SeenError) => {
    if (!byPage.has(page)) byPage.set(page, [])
    byPage.get(page)!.push(e)
  }
  const log = {
    byPage,
    allow: (...patterns: ErrorPattern[]) => void allowed.push(...patterns),
    of: (page: Page) => (byPage.get(page) ?? []).map((e) => `${e.kind === 'pageerror' ? '[pageerror] ' : ''}${e.text}`),
    clear: (page?: Page) => (page ? byPage.delete(page) : byPage.clear(), undefined),
    watch(page: Page) {
      page.on('console', (m) => {
        if (m.type() === 'error') record(page, { kind: 'console', text: m.text(), page: page.url() })
      })
      page.on('pageerror', (err) =>
        record(page, { kind: 'pageerror', text: `${err.name}: ${err.message}\n${(err.stack ?? '').split('\n').slice(1, 4).join('\n')}`, page: page.url() }),
      )
    },
    unexpected: () => [...byPage.values()].flat().filter((e) => !matches(allowed, e.text)),
  }
  return log
}

async function saveShot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
  const file = path.join(ARTIFACTS, `${name.replace(/[^\w.\-\u4e00-\u9fff]+/g, '_')}.png`)
  const body = await page.screenshot({ path: file })
  await testInfo.attach(name, { body, contentType: 'image/png' })
  return file
}

/** numbers the fixture students of this worker, for their client addresses */
let studentSerial = 1

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring: none
    async ({}, use) => {
      const stage = await startStage()
      await use(stage)
      await stage.stop()
    },
    // copying the seeded database and starting takes a few seconds; seeding without a template ~30 s
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseUrl),
  expectedErrors: [[], { option: true }],
  errors: [
    async ({ context, expectedErrors }, use, testInfo) => {
      const log = errorLog(expectedErrors)
      for (const p of context.pages()) log.watch(p)
      context.on('page', (p) => log.watch(p))
      await use(log)
      const bad = log.unexpected()
      if (bad.length && testInfo.status === testInfo.expectedStatus) {
        const lines = bad.slice(0, 10).map((e) => `  ${e.kind}: ${e.text.slice(0, 400)}\n    on ${e.page}`)
        throw new Error(`${bad.length} unexpected console/page error(s):\n${lines.join('\n')}`)
      }
    },
    { auto: true },
  ],
  api: async ({ server }, use) => use(server.api),
  smsOutbox: async ({ server }, use) => use(server.smsOutbox),
  shot: async ({ page }, use, testInfo) => use((name) => saveShot(page, testInfo, name)),
  students: async ({ server }, use) => {
    await use({
      async create(opts = {}) {
        const mobile = freshMobile('137')
        const password = opts.password ?? 'Journey2026x'
        const nickName = opts.nickName ?? '旅程学生'
        // a family of its own: its own client address, so the suite's many registrations do not meet the per-address limit
        const clientIp = `10.${(studentSerial >> 8) & 255}.${studentSerial & 255}.${1 + (studentSerial++ % 250)}`
        const sent = await server.api('User/SendVerificationCode', { Mobile: mobile, Type: 1 }, undefined, clientIp)
        expect(sent.code, `SendVerificationCode: ${sent.message}`).toBe(0)
        const code = (await server.smsOutbox(mobile))[0]?.Code
        const registration = { Mobile: mobile, Password: password, Code: code, NickName: nickName }
        const reg = await server.api<{ Token: string; UserId: number }>('User/AddStudentAndLogin', registration, undefined, clientIp)
        expect(reg.code, `AddStudentAndLogin: ${reg.message}`).toBe(0)
        const student: Student = { mobile, password, nickName, token: reg.data.Token, userId: reg.data.UserId }
        if (opts.exam) {
          const { SelectSubjectList, ...exam } = opts.exam
          const saved = await server.api('User/UpdateStudentExam', exam, student.token)
          expect(saved.code, `UpdateStudentExam: ${saved.message}`).toBe(0)
          if (SelectSubjectList) {
            const subjects = await server.api('User/UpdateStudentSelectSubject', { SelectSubjectList }, student.token)
            expect(subjects.code, `UpdateStudentSelectSubject: ${subjects.message}`).toBe(0)
          }
        }
        return student
      },
    })
  },
  signIn: async ({ server }, use) => {
    await use(async (page, student) => {
      // any same-origin document will do; /healthz does not boot the app
      await page.goto(`${server.baseUrl}/healthz`)
      // Taro's H5 storage keeps {"data": value}
      await page.evaluate(
        ([t, uid]) => {
          window.localStorage.setItem('token', JSON.stringify({ data: t }))
          window.localStorage.setItem('UserId', JSON.stringify({ data: uid }))
        },
        [student.token, student.userId] as [string, number],
      )
    })
  },
})

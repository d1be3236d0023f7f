/**
 * Every page of the mini-program build rendered in WeChat's template compiler and component engine
 * (engine.ts), against a real API server on a fresh embedded database, as one user: logged out (a WeChat user
 * with no account) or logged in (a student of 湖南 2026 物理类 with 化学 and 生物, 560 分). For each route of
 * src/routes.ts: nothing thrown, no console.error, every request answered (code 0; logged out also 112, the
 * login code), no navigation WeChat would refuse, and the page's key text on screen (pages.ts).
 *
 * Used by render-logged-out.test.ts and render-logged-in.test.ts: one launch of the app per file, as WeChat
 * launches it once per user session (and webpack runs each page module once per launch).
 * Skipped, with the reason printed, when dist/weapp has not been built (`npm run build:weapp`).
 */
import fs from 'fs'
import path from 'path'
import { buildApp, type BuiltApp } from '../../server/app'
import { ROUTES, TAB_PAGES } from '../../src/routes'
import { WeappEngine, type PageRender, type WxCall } from './engine'
import { PAGES, type Mode } from './pages'

/** the build under test (WEAPP_DIST points elsewhere, e.g. at a deliberately broken copy) */
export const DIST = process.env.WEAPP_DIST ? path.resolve(process.env.WEAPP_DIST) : path.resolve(__dirname, '..', '..', 'dist', 'weapp')
const BUILT = fs.existsSync(path.join(DIST, 'app.json'))

/**
 * Reference rows seeded: every table for 广东 (44, the province an anonymous visitor sees) and 湖南 (43, the
 * student's). All provinces (WEAPP_SEED_PROVINCES=all) take ~30 s more and change nothing these pages show.
 */
const SEED_PROVINCES = process.env.WEAPP_SEED_PROVINCES ?? '43,44'

export const STUDENT = {
  nickName: '小程序渲染',
  password: 'Weapp2026x',
  exam: { ExamProvinceId: 43, ExamYear: 2026, SubjectType: 2, Score: 560 },
  subjects: ['物理', '化学', '生物'],
}

interface Envelope<T> {
  code: number
  message: string
  data: T
}

/** POST /api/<name>; answers `data`, throws on a non-zero code */
export async function post<T>(base: string, name: string, body: object, token?: string): Promise<T> {
  const res = await fetch(`${base}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })
  const env = (await res.json()) as Envelope<T>
  if (env.code !== 0) throw new Error(`${name}: ${env.code} ${env.message}`)
  return env.data
}

export interface StudentProfile {
  exam: { ExamProvinceId: number; ExamYear: number; SubjectType: number; Score: number }
  /** 选科 (none in a 文理 year: nothing to choose) */
  subjects?: string[]
}

/**
 * registers the student through the API (SMS code from the sandbox outbox) with the exam profile (STUDENT's unless
 * given); `prefix` keeps suites' mobiles apart
 */
export async function registerStudent(
  base: string,
  prefix = '136',
  nickName = STUDENT.nickName,
  profile: StudentProfile = STUDENT,
): Promise<{ token: string; userId: number; mobile: string }> {
  const mobile = `${prefix}${String(Date.now()).slice(-8)}`
  await post(base, 'User/SendVerificationCode', { Mobile: mobile, Type: 1 })
  const outbox = (await (await fetch(`${base}/dev/sms-outbox?Mobile=${mobile}`)).json()) as { Code: string }[]
  const reg = await post<{ Token: string; UserId: number }>(base, 'User/AddStudentAndLogin', {
    Mobile: mobile,
    Password: STUDENT.password,
    Code: outbox[0]?.Code,
    NickName: nickName,
  })
  await post(base, 'User/UpdateStudentExam', profile.exam, reg.Token)
  if (profile.subjects) await post(base, 'User/UpdateStudentSelectSubject', { SelectSubjectList: profile.subjects }, reg.Token)
  return { token: reg.Token, userId: reg.UserId, mobile }
}

/** calls not answered as they should be: code 0, or logged out the login code 112 */
function badCalls(calls: WxCall[], mode: Mode): string[] {
  const ok = mode === 'logged-out' ? [0, 112] : [0]
  return calls
    .filter((c) => c.failed || c.statusCode !== 200 || c.code === undefined || !ok.includes(c.code))
    .map((c) => `${c.name}: ${c.failed ? `network ${c.failed}` : `HTTP ${c.statusCode}, code ${c.code} ${c.message ?? ''}`}`)
}

export function renderEveryPage(mode: Mode): void {
  if (!BUILT) {
    // (written directly: jest swallows the console of a file whose tests are all skipped)
    process.stderr.write(
      `\nmini-program render (${mode}) SKIPPED: ${path.relative(process.cwd(), DIST) || DIST}/app.json not found — run \`npm run build:weapp\` first\n`,
    )
    describe.skip(`mini-program render, ${mode} (dist/weapp not built)`, () => {
      it.todo('npm run build:weapp')
    })
    return
  }

  describe(`every page of dist/weapp in WeChat's engine, ${mode}`, () => {
    let built: BuiltApp
    let engine: WeappEngine
    const t0 = Date.now()
    let ready = 0
    const renders: PageRender[] = []

    beforeAll(async () => {
      built = await buildApp({
        config: {
          // as `npm start` runs it (development: sandbox providers and /dev), on its own fresh database: never a
          // shared DATABASE_URL, whose rows other test files own
          env: 'development',
          logLevel: process.env.WEAPP_LOG_LEVEL ?? 'silent',
          dataDir: ':memory:',
          databaseUrl: undefined,
          // and its own SMS and rate-limit counters: a shared REDIS_URL keeps per-address counts across runs
          redisUrl: undefined,
          h5Dir: '/nonexistent-h5-dir-for-tests',
          env_: { ...process.env, REF_SEED_PROVINCES: SEED_PROVINCES },
        },
      })
      await built.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = built.app.server.address() as { port: number }
      const base = `http://127.0.0.1:${port}`
      const student = mode === 'logged-in' ? await registerStudent(base) : null
      engine = new WeappEngine({
        dist: DIST,
        server: base,
        tabPages: TAB_PAGES.map((t) => t.path),
        wechatUser: `weapp-render-${mode}`,
        storage: student ? { token: student.token, UserId: student.userId } : {},
      })
      engine.boot()
      ready = Date.now()
    }, 300_000)

    afterAll(async () => {
      const renderMs = renders.reduce((a, r) => a + r.ms, 0)
      const slowest = [...renders].sort((a, b) => b.ms - a.ms)[0]
      console.log(
        `mini-program render, ${mode}: ${renders.length} pages in ${(renderMs / 1000).toFixed(1)} s ` +
          `(server and seed ${((ready - t0) / 1000).toFixed(1)} s, ${((Date.now() - t0) / 1000).toFixed(1)} s in all; slowest ${slowest?.route} ${slowest?.ms} ms)`,
      )
      await built?.close()
    })

    it.each(ROUTES.map((r) => [r.path]))(
      '%s',
      async (route) => {
        const page = PAGES[route]
        const want = page?.[mode] ?? page?.text
        const texts = want === undefined ? [] : Array.isArray(want) ? want : [want]
        // waits for the key texts as a user would (up to 15 s), then checks everything
        const r = await engine.renderPage(route, page?.query ?? {}, (text) => texts.every((t) => text.includes(t)))
        renders.push(r)
        if (process.env.WEAPP_PRINT)
          console.log(
            `${route}\n  ${r.text.slice(0, 300)}\n  calls: ${r.calls.map((c) => `${c.name}=${c.code}`).join(', ')}\n  nav: ${JSON.stringify(r.navigations)}`,
          )
        expect({
          thrown: r.thrown,
          consoleErrors: r.consoleErrors,
          warnings: r.warnings,
          badCalls: badCalls(r.calls, mode),
          refusedNavigations: r.navigations.filter((n) => n.refused),
        }).toEqual({ thrown: [], consoleErrors: [], warnings: [], badCalls: [], refusedNavigations: [] })
        expect(want).toBeDefined()
        for (const text of texts) expect(r.text).toContain(text)
        if (page?.redirect?.[mode]) expect(r.navigations.map((n) => `${n.api} ${n.url?.split('?')[0]}`)).toContain(page.redirect[mode])
        if (TAB_PAGES.some((t) => t.path === route)) {
          for (const t of TAB_PAGES.filter((x) => x.path !== 'pages/onlinestudy/onlinestudy')) expect(r.tabBarText).toContain(t.title)
        }
      },
      30_000,
    )
  })
}

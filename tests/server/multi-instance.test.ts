/**
 * Two server instances on one PostgreSQL database (and one Redis when REDIS_URL is set, as in CI) behave as one
 * (issue 20 §5): codes, limits per address and per account, sessions, single-use tickets, and the in-memory caches
 * of reference data — an import through one is answered by both within the data-version poll — and a student's
 * whole journey through a round-robin proxy that alternates between them. (Embedded PGlite is one process per
 * directory, so this runs only when DATABASE_URL is set.)
 */
import fs from 'fs'
import http from 'http'
import os from 'os'
import path from 'path'
import { importFile } from '../../server/data/importer'
import { bumpVersion, rebuildSchoolMajors } from '../../server/data/seed-reference'
import { kvOf } from '../../server/kv'
import { signPartnerTicket } from '../../server/modules/account/tickets'
import { createUser } from '../../server/modules/account/users'
import { createSession } from '../../server/modules/account/sessions'
import { MODULES } from '../../server/modules'
import { WISH_QUOTAS } from '../../server/modules/wish/tables'
import { ACCOUNT_MODULE_NAMES, freshIp, freshMobile, startHarness, type Envelope, type Harness } from './helpers/account-harness'

/** the account modules and the reference-data ones whose caches an import must reach */
const modules = MODULES.filter((m) => [...ACCOUNT_MODULE_NAMES, 'lookup', 'school', 'wish'].includes(m.name))

const withPostgres = process.env.DATABASE_URL ? describe : describe.skip

withPostgres('two instances on one database', () => {
  let a: Harness
  let b: Harness

  beforeAll(async () => {
    // started together: migrations and seeds must cope with a second instance doing the same
    ;[a, b] = await Promise.all([startHarness({}, { modules }), startHarness({}, { modules })])
  }, 180000)
  afterAll(async () => {
    await a?.close()
    await b?.close()
  })

  it('a code sent through A verifies on B, once', async () => {
    const mobile = freshMobile()
    const Code = await a.sendCode(mobile, 2)
    const login = await b.call('User/VerificationCodeLogin', { Mobile: mobile, Code })
    expect(login.code).toBe(0)
    expect((await a.call('User/VerificationCodeLogin', { Mobile: mobile, Code })).code).toBe(1)
  })

  it('the 60 s pause and wrong-try count are shared', async () => {
    const mobile = freshMobile()
    const Code = await a.sendCode(mobile, 2)
    expect((await b.call('User/SendVerificationCode', { Mobile: mobile, Type: 2 })).code).toBe(29)
    const wrong = Code === '000000' ? '111111' : '000000'
    // one client address, its tries split across the instances: the fifth ends that address's tries of the code
    const ip = freshIp()
    for (let i = 0; i < 4; i++) await (i % 2 ? a : b).call('User/CheckVerificationCode', { Mobile: mobile, Type: 2, Code: wrong }, { ip })
    expect((await a.call('User/CheckVerificationCode', { Mobile: mobile, Type: 2, Code: wrong }, { ip })).message).toBe('验证码错误次数过多，请重新获取')
    expect((await b.call('User/VerificationCodeLogin', { Mobile: mobile, Code }, { ip })).code).not.toBe(0)
  })

  it('a session from A works on B; logging out on B ends it on A', async () => {
    const u = await a.register()
    expect((await b.call('User/StudentInfo', {}, { token: u.Token })).data.UserId).toBe(u.UserId)
    await b.call('User/Loginout', {}, { token: u.Token })
    expect((await a.call('User/StudentInfo', {}, { token: u.Token })).code).toBe(112)
  })

  it('a token from a login on A works on B; logging out on A ends it on B', async () => {
    const u = await b.register()
    const login = await a.call('User/UserLogin', { Mobile: u.mobile, Password: u.password })
    expect(login.code).toBe(0)
    const token = login.data.Token as string
    expect((await b.call('User/StudentInfo', {}, { token })).data.UserId).toBe(u.UserId)
    await a.call('User/Loginout', {}, { token })
    expect((await b.call('User/StudentInfo', {}, { token })).code).toBe(112)
    // the other session of the same account (from registering on B) is untouched
    expect((await a.call('User/StudentInfo', {}, { token: u.Token })).code).toBe(0)
  })

  it('a per-account limit counts the calls to both instances', async () => {
    const u = await a.register()
    await a.call('User/UpdateStudentExam', { ExamProvinceId: 43, ExamYear: 2026, SubjectType: 2, Score: 560 }, { token: u.Token })
    await a.call('User/UpdateStudentSelectSubject', { SelectSubjectList: ['物理', '化学', '生物'] }, { token: u.Token })
    const top = await b.call<{ List: Array<{ UnitId: string }> }>('Wish/NewExamScoreLine', { PageSize: 5 }, { token: u.Token })
    expect(top.code).toBe(0)
    const body = { BatchId: 2, Name: '限额', Items: top.data.List.map((r) => ({ UnitId: r.UnitId })) }
    const first = await a.call<{ WishId: number }>('User/WishSave', body, { token: u.Token })
    expect(first.code).toBe(0)
    // the saves of one minute, split across the instances: the one past the limit is refused by either
    for (let i = 1; i < WISH_QUOTAS.savesPerMinute; i++) {
      const r = await (i % 2 ? b : a).call('User/WishSave', { ...body, WishId: first.data.WishId }, { token: u.Token })
      expect(r.code).toBe(0)
    }
    expect((await b.call('User/WishSave', { ...body, WishId: first.data.WishId }, { token: u.Token })).code).toBe(29)
    expect((await a.call('User/WishSave', { ...body, WishId: first.data.WishId }, { token: u.Token })).code).toBe(29)
  })

  it('keeps its shared state where the other instance reads it (Redis when REDIS_URL is set)', () => {
    const kind = process.env.REDIS_URL ? 'redis' : 'database'
    expect(kvOf(a.built.ctx).kind).toBe(kind)
    expect(kvOf(b.built.ctx).kind).toBe(kind)
  })

  it('a partner ticket used on A is refused on B', async () => {
    const u = await a.register()
    const SSOSign = signPartnerTicket(a.built.ctx.config.ssoSecret, 'sso', {
      Mobile: u.mobile,
      Timestamp: Math.floor(Date.now() / 1000),
      Nonce: `multi-${Date.now()}`,
    })
    expect((await a.call('User/SSOLogin', { SSOSign })).code).toBe(0)
    expect((await b.call('User/SSOLogin', { SSOSign })).message).toBe('单点登录票据已使用，请从合作方重新进入')
  })

  it('an OpenId proven on A can be bound on B with its proof, once', async () => {
    const u = await b.register()
    const { OpenId, OpenProof } = (await a.call('OpenAuth/WechchatMiniAppAuth', { Code: `sandbox:multi-${u.mobile}` })).data
    expect((await b.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId, OpenProof }, { token: u.Token })).code).toBe(0)
    expect((await a.call('OpenAuth/OpenIdBind', { OpenType: 2, OpenId, OpenProof }, { token: u.Token })).code).toBe(1)
    const again = (await b.call('OpenAuth/WechchatMiniAppAuth', { Code: `sandbox:multi-${u.mobile}` })).data
    expect((await a.call('User/OpenIdLogin', { OpenType: 2, OpenId, OpenProof: again.OpenProof })).data.UserId).toBe(u.UserId)
  })

  describe('an import through A reaches the caches of both instances within the data-version poll', () => {
    // 青海 is not among the provinces the tests seed admission rows for, and no test asks for its 2019 table: what
    // this imports is seen by no other test file sharing the database (and removed afterwards)
    const sids: number[] = []
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-multi-'))
    afterAll(async () => {
      const db = a.built.ctx.db
      for (const sid of sids) {
        await db.deleteFrom('ref_admissions').where('sid', '=', sid).execute()
        const tables = db.selectFrom('ref_rank_tables').select('id').where('sid', '=', sid)
        await db.deleteFrom('ref_rank_rows').where('table_id', 'in', tables).execute()
        await db.deleteFrom('ref_rank_tables').where('sid', '=', sid).execute()
        await db.deleteFrom('ref_sources').where('id', '=', sid).execute()
      }
      await db.transaction().execute(async (trx) => {
        await rebuildSchoolMajors(trx)
        await bumpVersion(trx)
      })
      fs.rmSync(tmp, { recursive: true, force: true })
    })

    /** asks `h` until `done` holds (each instance re-reads the data version at most every 5 s) */
    async function eventually<T>(ask: () => Promise<T>, done: (r: T) => boolean): Promise<T> {
      const until = Date.now() + 20_000
      for (;;) {
        const r = await ask()
        if (done(r) || Date.now() > until) return r
        await new Promise((res) => setTimeout(res, 250))
      }
    }

    it('a 一分一段 table: LineRank on both', async () => {
      const body = { ProvinceId: 63, Year: 2019, SubjectType: 2, Score: 500 }
      // both answer (and cache the reference snapshot) before the import
      for (const h of [a, b]) expect((await h.call('Public/LineRank', body)).code).not.toBe(0)
      const file = path.join(tmp, 'qh-2019.csv')
      fs.writeFileSync(file, '分数,人数,累计人数\n502,10,990\n501,5,995\n500,7,1002\n499,8,1010\n')
      const r = await importFile(a.built.ctx.db, {
        file,
        kind: 'score-rank',
        province: '青海',
        year: 2019,
        subjectType: '理科',
        sourceTitle: '青海省2019年理科一分一段表（测试导入）',
      })
      expect(r.error).toBeUndefined()
      expect(r.written).toBe(4)
      sids.push(r.sourceId!)
      for (const h of [b, a]) {
        const after = await eventually(
          () => h.call('Public/LineRank', body),
          (x) => x.code === 0,
        )
        expect(after.code).toBe(0)
        expect(after.data).toMatchObject({ Rank: expect.any(Number) })
      }
    })

    it('an admission row: the admission-line list and a wish recommendation on both', async () => {
      const userId = await createUser(a.built.ctx.db, {
        mobile: freshMobile(),
        exam_province_id: 63,
        exam_year: 2026,
        subject_type: 2,
        select_subjects: JSON.stringify(['物理', '化学', '生物']),
        score: 460,
      })
      const token = await createSession(a.built.ctx, userId, 'password', null)
      const search = { Keyword: '青海大学', IncludeUnrated: true }
      const lines = { ProvinceId: 63, Year: 2025, Level: 'major', Keyword: '青海大学', PageIndex: 1, PageSize: 20 }
      for (const h of [a, b]) {
        expect((await h.call('Wish/MySelfSearch', search, { token })).code).toBe(2)
        expect((await h.call('Lookup/AdmissionLineList', lines)).data.Total).toBe(0)
      }
      const file = path.join(tmp, 'qh-2025.csv')
      fs.writeFileSync(file, '院校代号,院校名称,专业代号,专业名称,选考科目要求,最低分,最低位次\n1001,青海大学,01,计算机科学与技术,物理,452,8000\n')
      const r = await importFile(a.built.ctx.db, {
        file,
        kind: 'admission',
        province: '青海',
        year: 2025,
        subjectType: '物理类',
        level: 'major',
        sourceTitle: '青海省2025年本科批投档情况（测试导入）',
      })
      expect(r.error).toBeUndefined()
      expect(r.rejected).toEqual([])
      sids.push(r.sourceId!)
      for (const h of [b, a]) {
        const list = await eventually(
          () => h.call('Lookup/AdmissionLineList', lines),
          (x) => x.data?.Total === 1,
        )
        expect(list.data.Total).toBe(1)
        const wish = await eventually(
          () => h.call<{ List: Array<{ SchoolName: string }> }>('Wish/MySelfSearch', search, { token }),
          (x) => x.code === 0,
        )
        expect(wish.code).toBe(0)
        expect(wish.data.List.map((u) => u.SchoolName)).toContain('青海大学')
      }
    })
  })

  it('a student’s journey through a round-robin proxy alternating between A and B', async () => {
    const proxy = await roundRobin([a.baseUrl, b.baseUrl])
    try {
      const call = async <T = any>(name: string, body: unknown = {}, token?: string): Promise<Envelope<T>> => {
        const res = await fetch(`${proxy.url}/api/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
          body: JSON.stringify(body),
        })
        return (await res.json()) as Envelope<T>
      }
      const Mobile = freshMobile()
      expect((await call('User/SendVerificationCode', { Mobile, Type: 1 })).code).toBe(0)
      const [sms] = (await (await fetch(`${proxy.url}/dev/sms-outbox?Mobile=${Mobile}`)).json()) as Array<{ Code: string }>
      const reg = await call<{ Token: string; UserId: number }>('User/AddStudentAndLogin', { Mobile, Password: 'abc12345', Code: sms.Code })
      expect(reg.code).toBe(0)
      const token = reg.data.Token
      expect((await call('User/UpdateStudentExam', { ExamProvinceId: 43, ExamYear: 2026, SubjectType: 2, Score: 560 }, token)).code).toBe(0)
      expect((await call('User/UpdateStudentSelectSubject', { SelectSubjectList: ['物理', '化学', '生物'] }, token)).code).toBe(0)
      expect((await call('User/StudentInfo', {}, token)).data).toMatchObject({ UserId: reg.data.UserId })
      expect((await call('Public/LineRank', { ProvinceId: 44, Year: 2026, SubjectType: 2, Score: 560 }, token)).code).toBe(0)
      const schools = await call<{ List: Array<{ SchoolId: number }> }>('School/SchoolList', { Keyword: '师范', PageIndex: 1, PageSize: 20 }, token)
      expect(schools.data.List.length).toBeGreaterThan(0)
      expect((await call('School/SchoolInfo', { SchoolId: schools.data.List[0].SchoolId }, token)).code).toBe(0)
      const lines = await call<{ Total: number }>(
        'Lookup/AdmissionLineList',
        { ProvinceId: 43, Year: 2025, Level: 'group', SubjectType: 2, PageIndex: 1, PageSize: 20 },
        token,
      )
      expect(lines.data.Total).toBeGreaterThan(0)
      // the two instances compute the same list from the same rows
      const list1 = await call<{ List: Array<{ UnitId: string }> }>('Wish/NewExamScoreLine', { Band: '稳', PageSize: 10 }, token)
      const list2 = await call<{ List: Array<{ UnitId: string }> }>('Wish/NewExamScoreLine', { Band: '稳', PageSize: 10 }, token)
      expect(list1.data.List.length).toBeGreaterThan(0)
      expect(list2.data.List.map((r) => r.UnitId)).toEqual(list1.data.List.map((r) => r.UnitId))
      const Items = list1.data.List.map((r) => ({ UnitId: r.UnitId }))
      const saved = await call<{ WishId: number }>('User/WishSave', { BatchId: 2, Name: '轮询志愿表', Items }, token)
      expect(saved.code).toBe(0)
      const mine = await call<{ List: Array<{ WishId: number }> }>('User/WishList', { PageIndex: 1, PageSize: 20 }, token)
      expect(mine.data.List.map((t) => t.WishId)).toContain(saved.data.WishId)
      const detail = await call<{ Items: Array<{ UnitId: string }> }>('User/WishDetail', { WishId: saved.data.WishId }, token)
      expect(detail.data.Items.map((i) => i.UnitId)).toEqual(Items.map((i) => i.UnitId))
      const again = await call<{ Items: Array<{ UnitId: string }> }>('User/WishDetail', { WishId: saved.data.WishId }, token)
      expect(again.data).toEqual(detail.data)
      await call('User/Loginout', {}, token)
      // logged out on one: refused on both
      expect((await call('User/StudentInfo', {}, token)).code).toBe(112)
      expect((await call('User/StudentInfo', {}, token)).code).toBe(112)
      // the calls really alternated
      expect(Math.min(...proxy.served)).toBeGreaterThanOrEqual(8)
    } finally {
      await proxy.close()
    }
  })
})

/** a reverse proxy on loopback that sends each request to the next target in turn (nginx's default round-robin) */
async function roundRobin(targets: string[]): Promise<{ url: string; served: number[]; close(): Promise<void> }> {
  const served = targets.map(() => 0)
  let n = 0
  // the one client address this journey comes from, as the proxy tells the instances (both trust loopback)
  const client = freshIp()
  const server = http.createServer((req, res) => {
    const i = n++ % targets.length
    served[i]++
    const t = new URL(targets[i])
    const up = http.request(
      { host: t.hostname, port: t.port, path: req.url, method: req.method, headers: { ...req.headers, 'x-forwarded-for': client } },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers)
        r.pipe(res)
      },
    )
    up.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(up)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const addr = server.address()
  const url = typeof addr === 'object' && addr ? `http://127.0.0.1:${addr.port}` : ''
  return { url, served, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

if (!process.env.DATABASE_URL) {
  it('two-instance tests need DATABASE_URL (skipped on embedded PGlite)', () => {
    expect(process.env.DATABASE_URL).toBeUndefined()
  })
}

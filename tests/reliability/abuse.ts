/**
 * Issue 16 probes for `npm run test:reliability`: what one free account and a careless operator could do, counted.
 *  - index cache: a flood of (province, year, track) combinations from one account; how many were built, how many
 *    answered at once, the cache's size in /healthz and /healthz's latency meanwhile;
 *  - quotas: one account saving tables as fast as it can (saves a minute, tables per account);
 *  - lost update: User/WishSpecialtyGroupSave racing User/WishSave on one table (misplaced rows);
 *  - production settings: weak secrets, wide TRUST_PROXY, a sandbox on a network interface (refused of tried);
 *  - logs: a production run's log grepped for planted passwords, codes, tokens and secrets;
 *  - bodies: slow headers/bodies (closed with 408) and a 2 MB body (413 with the envelope, read by the client);
 *  - SMS (item 6): sends from 40 addresses of one IPv6 /64 and 40 /64s of one /48, and the hourly budget (after how
 *    many sends the human check is asked, and whether a passed stand-in check sends the next);
 *  - lockouts (item 11): a stranger's wrong passwords and codes from one address and from many, and whether the owner
 *    still gets in from their own address (with the human check past the per-account threshold).
 */
import crypto from 'crypto'
import net from 'net'
import { Writable } from 'stream'
import { buildApp, HTTP_TIMEOUTS, type BuiltApp } from '../../server/app'
import { loadConfig, productionProblems, sandboxHostRefusal, DEV_SERVER_SECRET, DEV_SSO_SECRET } from '../../server/config'
import { MODULES } from '../../server/modules'
import { createSession } from '../../server/modules/account/sessions'
import { referenceStore } from '../../server/modules/lookup'
import { hashPassword } from '../../server/modules/account/passwords'
import { INDEX_LIMITS, provinceIndex } from '../../server/modules/wish/province-index'
import { WISH_QUOTAS } from '../../server/modules/wish/tables'
import { SANDBOX } from '../../server/providers/sandbox'
import { testConfig } from '../support/server-db'
import { LOGIN_RULES, SMS_RULES } from '../../server/modules/account/rules'
import { ACCOUNT_MODULE_NAMES, freshIp, freshMobile, sandboxEnv, startHarness } from '../server/helpers/account-harness'

type Say = (line: string) => void

const SETTINGS = {
  NODE_ENV: 'production',
  SERVER_SECRET: 'abuse-probe-server-secret-Q8v2Lm5Xc0Rt7Wz',
  SSO_SECRET: 'abuse-probe-sso-secret-N3k9Hd1Pf6Yb4Gs2',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'LTAI-abuse-probe',
  ALIYUN_ACCESS_KEY_SECRET: 'abuse-probe-aliyun-secret-0123456789',
  SMS_SIGN_NAME: '志愿填报助手',
  SMS_TEMPLATE_CODE: 'SMS_000000002',
  ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9/',
  TENCENTCLOUD_SECRET_ID: 'AKID-abuse-probe',
  TENCENTCLOUD_SECRET_KEY: 'abuse-probe-tencentcloud-key-5Rw8Jm2Qx7',
  TCAPTCHA_APP_ID: '190000002',
  TCAPTCHA_APP_SECRET_KEY: 'abuse-probe-captcha-app-key-9Kc4Tb6Np1',
  TCAPTCHA_ENDPOINT: 'http://127.0.0.1:9/',
  REF_SEED: 'none',
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : 0
}

async function post(app: BuiltApp, name: string, body: unknown, token?: string): Promise<{ code: number; message: string; data: any }> {
  const res = await app.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    payload: JSON.stringify(body),
  })
  return res.json()
}

/** items 1, 2 and 5 on one server holding 湖南's data */
async function wishProbes(say: Say, problems: string[], elapsed: () => string): Promise<void> {
  const built = await buildApp({
    config: testConfig({ env_: sandboxEnv({ REF_SEED_PROVINCES: '43' }), logLevel: 'silent', sessionCache: 'on' }),
    modules: MODULES.filter((m) => ['system', 'account', 'providers', 'region', 'config', 'profile', 'lookup', 'wish'].includes(m.name)),
  })
  await built.app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(built.app.server.address() as net.AddressInfo).port}`
  const saved = { index: { ...INDEX_LIMITS }, quotas: { ...WISH_QUOTAS } }
  try {
    const user = await built.ctx.db
      .insertInto('users')
      .values({
        mobile: '13900000116',
        nickname: 'abuse',
        exam_province_id: 43,
        exam_year: 2026,
        subject_type: 2,
        select_subjects: JSON.stringify(['物理', '化学', '生物']),
        score: 560,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const token = await createSession(built.ctx, user.id, 'password', null)

    // a production server loads its reference data at start (lookup module; skipped in the test mode this probe
    // runs in): so here too, or the first flooded call would time that one-off load rather than a cold build
    await referenceStore(built.ctx).get()

    // 1. a flood of combinations from one account, /healthz timed meanwhile over real HTTP
    const combos: Array<{ ProvinceId: number; Year: number; SubjectType: number }> = []
    for (const p of [11, 13, 21, 32, 37, 41, 43, 44, 50, 65])
      for (const y of [2019, 2022, 2024, 2025, 2026, 2027, 2030]) for (const t of [1, 2, 3]) combos.push({ ProvinceId: p, Year: y, SubjectType: t })
    const health: number[] = []
    let flooding = true
    let failedPings = 0
    const pinger = (async () => {
      while (flooding) {
        const s = Date.now()
        // a ping the server dropped (408 after a build held the event loop past the header timeout) counts as failed
        const ok = await fetch(`${base}/healthz`)
          .then((r) => r.json())
          .then(
            () => true,
            () => false,
          )
        health.push(Date.now() - s)
        if (!ok) failedPings++
        await new Promise((r) => setTimeout(r, 20))
      }
    })()
    const codes = new Map<number, number>()
    const rssBefore = process.memoryUsage().rss
    for (let i = 0; i < combos.length; i += 8) {
      const batch = await Promise.all(combos.slice(i, i + 8).map((c) => post(built, 'Wish/BatchList', c, token)))
      for (const r of batch) codes.set(r.code, (codes.get(r.code) ?? 0) + 1)
    }
    flooding = false
    await pinger
    const stats = (await (await fetch(`${base}/healthz`)).json()) as { caches: { wishIndex: { entries: number; bytes: number; maxEntries: number } } }
    const cache = stats.caches.wishIndex
    say(
      `index flood (one account, ${combos.length} combinations): built ${codes.get(0) ?? 0}, refused at once (code 2) ${codes.get(2) ?? 0}, over the account's build limit (code 29) ${codes.get(29) ?? 0}; ` +
        `cache ${cache.entries} entries (max ${cache.maxEntries}), ~${(cache.bytes / 1e6).toFixed(1)} MB; /healthz p99 ${percentile(health, 99)} ms, max ${Math.max(0, ...health)} ms over ${health.length} (${failedPings} dropped); ` +
        `RSS ${(rssBefore / 1e6).toFixed(0)} → ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB  (${elapsed()})`,
    )
    // the issue's budget (/healthz p99 ≤ 100 ms under the flood): the embedded database answers from its worker thread and
    // a build runs in slices between event-loop turns; a timing depends on the machine (CI shares it), so it is said —
    // and measured in `npm run bench` — not counted as a failure here
    say(`  /healthz p99 budget 100 ms: ${percentile(health, 99) <= 100 ? 'met' : 'not met on this run (machine busy?)'}`)
    if (cache.entries > cache.maxEntries) problems.push(`index cache holds ${cache.entries} entries, limit ${cache.maxEntries}`)
    if ((codes.get(0) ?? 0) === 0) problems.push('index flood: nothing was built (the measurement is broken)')
    if ((codes.get(0) ?? 0) > INDEX_LIMITS.coldBuildsPerUserPerHour + 1) problems.push(`one account built ${codes.get(0)} indexes`)
    const other = [...codes.keys()].filter((c) => c !== 0 && c !== 2 && c !== 29)
    if (other.length) problems.push(`index flood answered codes ${other.join(', ')}`)

    // 2. one account saving as fast as it can
    const unit = (await post(built, 'Wish/NewExamScoreLine', { Band: '稳', PageSize: 3 }, token)).data.List.map((r: { UnitId: string }) => r.UnitId) as string[]
    let acceptedInMinute = 0
    for (let i = 0; i < WISH_QUOTAS.savesPerMinute + 10; i++) {
      if ((await post(built, 'User/WishSave', { BatchId: 2, Name: `表${i}`, Items: [{ UnitId: unit[0] }] }, token)).code === 0) acceptedInMinute++
    }
    WISH_QUOTAS.savesPerMinute = 1e6
    let refusedCode = 0
    for (let i = 0; i < WISH_QUOTAS.tablesPerUser + 10; i++) {
      const r = await post(built, 'User/WishSave', { BatchId: 2, Name: `续${i}`, Items: [{ UnitId: unit[0] }] }, token)
      if (r.code !== 0) refusedCode = r.code
    }
    const t = Date.now()
    const list = await post(built, 'User/WishList', { PageIndex: 1, PageSize: 20 }, token)
    const listMs = Date.now() - t
    say(
      `wish quotas: ${acceptedInMinute} of ${saved.quotas.savesPerMinute + 10} rapid saves accepted (limit ${saved.quotas.savesPerMinute}/min); tables stored ${list.data.Total} (limit ${WISH_QUOTAS.tablesPerUser}, past it code ${refusedCode}); WishList page ${listMs} ms`,
    )
    if (acceptedInMinute > saved.quotas.savesPerMinute) problems.push(`${acceptedInMinute} saves in a minute, limit ${saved.quotas.savesPerMinute}`)
    if (list.data.Total > WISH_QUOTAS.tablesPerUser) problems.push(`${list.data.Total} tables stored, limit ${WISH_QUOTAS.tablesPerUser}`)

    // 8. rows at another level than 湖南 fills by (院校专业组), and made-up majors inside a group
    const index = await provinceIndex(built.ctx, 43, 2026, 2)
    const offLevel = index.units.filter((iu) => iu.unit.batchId === 2 && iu.unit.level !== 'group' && !iu.absent).slice(0, 5)
    const off = await post(built, 'User/WishSave', { BatchId: 2, Name: '专业行', Items: offLevel.map((iu) => ({ UnitId: iu.unit.id })) }, token)
    // refused by the check itself (code 2 naming each row's level), not by a quota
    const offSaved = !(off.code === 2 && off.data.Issues.filter((i: { Kind: string }) => i.Kind === 'level').length === offLevel.length)
    const withList = index.units.find((iu) => iu.unit.batchId === 2 && iu.unit.level === 'group' && !iu.absent && iu.majors.length > 1)
    let madeUpSaved = false
    if (withList) {
      const t = await post(built, 'Wish/WishCheck', { BatchId: 2, Name: 'x', Items: [{ UnitId: withList.unit.id, Majors: ['编造的专业'] }] }, token)
      madeUpSaved = !t.data.Issues.some((i: { Level: string; Kind: string }) => i.Level === 'error' && i.Kind === 'majors')
    }
    say(
      `table rows: ${offLevel.length} rows at another level than the province fills by ${offSaved ? 'SAVED' : 'refused'}; a made-up major in a group with a known list ${withList ? (madeUpSaved ? 'ACCEPTED' : 'refused') : '(no such group)'}`,
    )
    if (offSaved && offLevel.length) problems.push('a table of rows at the wrong level was saved')
    if (madeUpSaved) problems.push('a made-up major inside a group with a known list passed the check')

    // 5. the group-majors save racing a whole-table save
    const first = list.data.List[0].WishId as number
    // 300 rounds on PostgreSQL run in npm test (tests/server/wish-quota.test.ts); here a shorter run on this server
    const rounds = Number(process.env.WISH_RACE_ROUNDS ?? 100)
    const [a, b, c] = unit
    // a major of the group where we hold its list (a group with no major and no 调剂 is refused: certain 退档)
    const detail = await post(built, 'User/WishSpecialtyGroupDetail', { WishId: first, UnitId: a }, token)
    const listed: string[] = (detail.data?.Majors ?? []).map((m: { MajorName: string }) => m.MajorName)
    const majors = listed.length ? [listed[0]] : ['计算机类']
    let misplaced = 0
    let edits = 0
    for (let i = 0; i < rounds; i++) {
      const order = i % 2 === 0 ? [b, c, a] : [a, b, c]
      const [edit] = await Promise.all([
        post(built, 'User/WishSpecialtyGroupSave', { WishId: first, UnitId: a, Majors: majors, Adjust: false }, token),
        post(built, 'User/WishSave', { WishId: first, BatchId: 2, Name: '竞争', Items: order.map((UnitId) => ({ UnitId, Adjust: true })) }, token),
      ])
      if (edit.code === 0) edits++
      const rows = await built.ctx.db.selectFrom('wish_items').select(['unit_id', 'adjust']).where('wish_id', '=', first).execute()
      misplaced += rows.filter((r) => r.unit_id !== a && !r.adjust).length
    }
    say(`group-majors save racing WishSave: ${rounds} rounds, ${edits} edits answered 0, misplaced rows ${misplaced}  (${elapsed()})`)
    if (misplaced) problems.push(`${misplaced} rows got an edit the user did not make`)
    if (!edits) problems.push('no group edit succeeded in the race (the measurement is broken)')
  } finally {
    Object.assign(INDEX_LIMITS, saved.index)
    Object.assign(WISH_QUOTAS, saved.quotas)
    await built.close()
  }
}

/** item 3: each weak setting must stop a production start (or a development start off loopback) */
function settingProbes(say: Say, problems: string[]): void {
  const names = ['account', 'providers']
  const env = (extra: Record<string, string>) => sandboxEnv({ ...SETTINGS, ...extra })
  const refused = (extra: Record<string, string>) => {
    try {
      return productionProblems(loadConfig(env(extra)), names).length > 0
    } catch {
      return true
    }
  }
  const weak: Array<[string, Record<string, string>]> = [
    ['SSO_SECRET = the server secret’s development value', { SSO_SECRET: DEV_SERVER_SECRET }],
    ['SERVER_SECRET = the SSO development value', { SERVER_SECRET: DEV_SSO_SECRET }],
    ['SSO_SECRET = 32 spaces', { SSO_SECRET: ' '.repeat(32) }],
    ['both secrets equal', { SSO_SECRET: SETTINGS.SERVER_SECRET }],
    ['SERVER_SECRET low entropy', { SERVER_SECRET: 'ab'.repeat(20) }],
    ['WECHAT_SECRET = sandbox value', { WECHAT_APPID: 'wx1', WECHAT_SECRET: SANDBOX.wechatMini.secret }],
    ['ALIYUN secret = sandbox value', { ALIYUN_ACCESS_KEY_SECRET: SANDBOX.aliyun.accessKeySecret }],
    ['TRUST_PROXY=0.0.0.0/1,128.0.0.1/1', { TRUST_PROXY: '0.0.0.0/1,128.0.0.1/1' }],
    ['TRUST_PROXY=2001:db8::/16', { TRUST_PROXY: '2001:db8::/16' }],
    ['no human-check (captcha) settings', { TENCENTCLOUD_SECRET_ID: '', TENCENTCLOUD_SECRET_KEY: '', TCAPTCHA_APP_ID: '', TCAPTCHA_APP_SECRET_KEY: '' }],
    ['TENCENTCLOUD_SECRET_KEY = the stand-in’s value', { TENCENTCLOUD_SECRET_KEY: SANDBOX.tencentCaptcha.secretKey }],
    ['TCAPTCHA_APP_SECRET_KEY = the stand-in’s value', { TCAPTCHA_APP_SECRET_KEY: SANDBOX.tencentCaptcha.appSecretKey }],
  ]
  const passed = weak.filter(([, e]) => !refused(e)).map(([w]) => w)
  const dev = [
    ['development', '0.0.0.0'],
    ['development', '::'],
    ['test', '192.168.1.10'],
  ].filter(([mode, host]) => !sandboxHostRefusal(loadConfig({ NODE_ENV: mode, HOST: host })))
  const good = refused({})
  say(
    `production settings: ${weak.length - passed.length} of ${weak.length} weak settings refused; sandbox on a network HOST refused ${3 - dev.length} of 3; good settings accepted: ${good ? 'NO' : 'yes'}`,
  )
  for (const p of passed) problems.push(`production started with ${p}`)
  for (const [mode, host] of dev) problems.push(`${mode} mode started on HOST=${host}`)
  if (good) problems.push('production refused good settings (the measurement is broken)')
}

/** items 4, 9 and 10 on one production server */
async function productionProbes(say: Say, problems: string[], elapsed: () => string): Promise<void> {
  let log = ''
  const sink = new Writable({
    write(chunk: Buffer, _e, done) {
      log += chunk.toString()
      done()
    },
  })
  const savedTimeouts = { ...HTTP_TIMEOUTS }
  Object.assign(HTTP_TIMEOUTS, { headersMs: 2000, requestMs: 4000 })
  const built = await buildApp({
    config: testConfig({ env: 'production', env_: sandboxEnv(SETTINGS), logLevel: 'info', providers: { sms: 'aliyun', wechat: 'sandbox' } }),
    modules: MODULES.filter((m) => ACCOUNT_MODULE_NAMES.includes(m.name)),
    logStream: sink,
  })
  Object.assign(HTTP_TIMEOUTS, savedTimeouts)
  await built.app.listen({ port: 0, host: '127.0.0.1' })
  const port = (built.app.server.address() as net.AddressInfo).port
  try {
    const planted = ['Probe-Old-Pass-4417', 'Probe-New-Pass-5528', '730519', 'Probe-Proof-6639']
    const user = await built.ctx.db
      .insertInto('users')
      .values({ mobile: '13900000216', nickname: 'log', password_hash: await hashPassword(planted[0]) })
      .returning('id')
      .executeTakeFirstOrThrow()
    const token = await createSession(built.ctx, user.id, 'password', null)
    const q = (s: string) => encodeURIComponent(s)
    await fetch(`http://127.0.0.1:${port}/api/Student/UpdatePassword?OldPassword=${q(planted[0])}&Password=${q(planted[1])}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: '{}',
    })
    await fetch(`http://127.0.0.1:${port}/api/User/VerificationCodeLogin?Mobile=13900000216&Code=${planted[2]}&OpenProof=${planted[3]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    built.ctx.log.info({ body: { Password: planted[1], inner: { OpenProof: planted[3], token } } }, `with ${SETTINGS.SSO_SECRET}`)
    await new Promise((r) => setTimeout(r, 200))
    const secrets = [...planted, token, SETTINGS.SSO_SECRET, SETTINGS.SERVER_SECRET]
    const leaked = secrets.filter((s) => log.includes(s))
    const logged = log.includes('/api/Student/UpdatePassword')
    say(
      `production log: ${leaked.length} of ${secrets.length} planted secrets found in ${log.split('\n').length} lines; request paths logged: ${logged ? 'yes' : 'NO'}`,
    )
    if (leaked.length) problems.push(`${leaked.length} planted secrets in the production log`)
    if (!logged) problems.push('the production log holds no request (the measurement is broken)')

    // 7. providers not configured (WeChat, Alipay): every path answers code 1 「未开通」, never HTTP 500
    const providerCalls: Array<[string, object]> = [
      ['OpenAuth/WechchatH5AuthUrl', { RedirectUrl: `${built.ctx.config.publicBaseUrl}/#/x` }],
      ['OpenAuth/WechchatH5Auth', { Code: 'c' }],
      ['OpenAuth/WechchatMiniAppAuth', { Code: 'c' }],
      ['OpenAuth/AlipayMPAuth', { Code: 'c' }],
      ['Public/AliUserId', { Code: 'c' }],
    ]
    const notOpen = []
    for (const [name, body] of providerCalls) {
      const res = await built.app.inject({
        method: 'POST',
        url: `/api/${name}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
      const env = res.json<{ code: number; message: string }>()
      if (res.statusCode === 200 && env.code === 1 && env.message.includes('未开通')) notOpen.push(name)
    }
    const stacks = (log.match(/"stack"/g) ?? []).length
    say(`unconfigured providers: ${notOpen.length} of ${providerCalls.length} calls answered code 1 「未开通」; stack traces logged: ${stacks}`)
    if (notOpen.length < providerCalls.length) problems.push(`${providerCalls.length - notOpen.length} unconfigured provider calls did not answer 「未开通」`)
    if (stacks) problems.push(`${stacks} stack traces in the production log`)

    // 20 slow clients: one byte of body every second
    const slow = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<{ closed: boolean; status: string }>((resolve) => {
            const s = net.connect(port, '127.0.0.1')
            let text = ''
            const give = setTimeout(() => {
              s.destroy()
              resolve({ closed: false, status: text.slice(0, 12) })
            }, 15000)
            s.on('data', (d) => (text += d.toString()))
            s.on('error', () => {})
            s.on('close', () => {
              clearTimeout(give)
              resolve({ closed: true, status: text.slice(9, 12) })
            })
            s.on('connect', () => {
              s.write('POST /api/Public/Config HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n')
              const t = setInterval(() => (s.writable ? s.write('{') : clearInterval(t)), 1000)
              s.on('close', () => clearInterval(t))
            })
          }),
      ),
    )
    const closed = slow.filter((r) => r.closed).length
    const with408 = slow.filter((r) => r.status === '408').length
    // a 2 MB body sent while the server decides
    const big = await new Promise<{ status: string; body: string; broken: boolean }>((resolve) => {
      const s = net.connect(port, '127.0.0.1')
      let text = ''
      let broken = false
      const body = Buffer.from(JSON.stringify({ ConfigName: 'x'.repeat(2 * 1024 * 1024) }))
      s.on('data', (d) => (text += d.toString()))
      s.on('error', () => (broken = true))
      s.on('close', () => resolve({ status: text.slice(9, 12), body: text.slice(text.indexOf('\r\n\r\n') + 4), broken }))
      s.on('connect', () => {
        s.write(`POST /api/Public/Config HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`)
        let at = 0
        const next = () => at < body.length && s.write(body.subarray(at, (at += 64 * 1024)), () => setImmediate(next))
        next()
      })
    })
    let envelope = ''
    try {
      envelope = (JSON.parse(big.body) as { message: string }).message
    } catch {
      envelope = '(unreadable)'
    }
    say(
      `slow bodies: ${closed} of 20 closed within 15 s (${with408} with 408, timeout ${4} s in this probe); 2 MB body: HTTP ${big.status}, ${big.broken ? 'broken pipe' : 'read whole'}, 「${envelope}」  (${elapsed()})`,
    )
    if (closed < 20) problems.push(`${20 - closed} slow connections still open`)
    if (big.status !== '413' || big.broken || envelope !== '请求体过大（最多 512 KB）') problems.push('a 2 MB body did not get a readable 413 envelope')
  } finally {
    await built.close()
  }
}

/** items 6 and 11: SMS per IPv6 network and the hourly budget; a stranger's wrong guesses against the owner's login */
async function smsAndLockoutProbes(say: Say, problems: string[], elapsed: () => string): Promise<void> {
  const h = await startHarness({ smsHourlyBudget: 1_000_000 })
  try {
    const send = (ip: string, extra: object = {}) => h.call('User/SendVerificationCode', { Mobile: freshMobile(), Type: 2, ...extra }, { ip })
    // networks no earlier run on a shared database counted in
    const site = () => `2001:${crypto.randomInt(0x1000, 0x10000).toString(16)}:${crypto.randomInt(0, 0x10000).toString(16)}`
    const net64 = `${site()}:1`
    let sent64 = 0
    for (let i = 1; i <= 40; i++) if ((await send(`${net64}::${i.toString(16)}`)).code === 0) sent64++
    const net48 = site()
    let sent48 = 0
    for (let i = 1; i <= 40; i++) if ((await send(`${net48}:${i.toString(16)}::1`)).code === 0) sent48++
    say(
      `SMS from 40 addresses of one IPv6 /64: ${sent64} sent (limit ${SMS_RULES.burstPerIp}); from 40 /64s of one /48: ${sent48} sent (limit ${SMS_RULES.burstPer48})  (${elapsed()})`,
    )
    if (sent64 > SMS_RULES.burstPerIp) problems.push(`${sent64} SMS from one /64, limit ${SMS_RULES.burstPerIp}`)
    if (sent48 > SMS_RULES.burstPer48) problems.push(`${sent48} SMS from one /48, limit ${SMS_RULES.burstPer48}`)
    if (!sent64 || !sent48) problems.push('no SMS went out from IPv6 (the measurement is broken)')

    // the budget: a botnet of fresh IPv4 addresses, each inside every per-address limit
    // an hour of the budget nobody else counts in (a shared database keeps the earlier probes' sends)
    h.clock.advance(crypto.randomInt(1_000, 1_000_000) * 60 * 60_000)
    const budget = 20
    h.built.ctx.config.smsHourlyBudget = budget
    let askedAfter = -1
    for (let i = 0; i < budget + 10 && askedAfter < 0; i++) if ((await send(freshIp())).code === 30) askedAfter = i
    const withCheck = (await send(freshIp(), await h.passCheck())).code === 0
    h.built.ctx.config.smsHourlyBudget = 1_000_000
    say(`global SMS budget ${budget}/hour: human check asked after ${askedAfter} sends; a passed stand-in check sends the next: ${withCheck ? 'yes' : 'NO'}`)
    if (askedAfter !== budget) problems.push(`the SMS budget of ${budget} asked for the human check after ${askedAfter} sends`)
    if (!withCheck) problems.push('a passed human check did not send the code past the budget')

    // a stranger's wrong passwords: from one address, then from 40
    const login = (mobile: string, Password: string, ip: string, extra: object = {}) => h.call('User/UserLogin', { Mobile: mobile, Password, ...extra }, { ip })
    const u = await h.register()
    const stranger = freshIp()
    for (let i = 0; i < 10; i++) await login(u.mobile, `guess${i}x1`, stranger)
    const ownerIn = (await login(u.mobile, u.password, freshIp())).code === 0
    const v = await h.register()
    const many = await Promise.all(Array.from({ length: 40 }, (_, i) => login(v.mobile, `guess${i}x1`, freshIp())))
    const compared = many.filter((a) => a.code === 1).length
    const asked = many.filter((a) => a.code === 30).length
    const ownerIp = freshIp()
    const ownerAsked = (await login(v.mobile, v.password, ownerIp)).code === 30
    const ownerWithCheck = (await login(v.mobile, v.password, ownerIp, await h.passCheck())).code === 0
    say(
      `stranger's 10 wrong passwords from one address: owner still logs in from another: ${ownerIn ? 'yes' : 'NO'}; ` +
        `from 40 addresses: ${compared} compared (threshold ${LOGIN_RULES.failuresPerMobile}), ${asked} asked for the human check, ${40 - compared - asked} locked; ` +
        `owner asked too: ${ownerAsked ? 'yes' : 'no'}, with the check logs in: ${ownerWithCheck ? 'yes' : 'NO'}`,
    )
    if (!ownerIn) problems.push("a stranger's wrong passwords from one address locked the owner out")
    if (compared > LOGIN_RULES.failuresPerMobile) problems.push(`${compared} wrong passwords compared for one account without a check`)
    if (compared + asked !== 40) problems.push(`${40 - compared - asked} password attempts were locked instead of asked for the check`)
    if (!ownerWithCheck) problems.push('the owner with a passed human check could not log in')

    // a stranger's wrong SMS codes from one address: the owner's code lives on
    const mobile = freshMobile()
    const Code = await h.sendCode(mobile, 2)
    const wrong = Code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 10; i++) await h.call('User/CheckVerificationCode', { Mobile: mobile, Type: 2, Code: wrong }, { ip: stranger })
    const codeLives = (await h.call('User/VerificationCodeLogin', { Mobile: mobile, Code }, { ip: freshIp() })).code === 0
    say(`stranger's 10 wrong SMS codes from one address: owner's live code still logs in from another: ${codeLives ? 'yes' : 'NO'}  (${elapsed()})`)
    if (!codeLives) problems.push("a stranger's wrong codes killed the owner's live code")
  } finally {
    await h.close()
  }
}

export async function abuseProbes(say: Say, problems: string[], elapsed: () => string): Promise<void> {
  settingProbes(say, problems)
  await smsAndLockoutProbes(say, problems, elapsed)
  await productionProbes(say, problems, elapsed)
  await wishProbes(say, problems, elapsed)
}

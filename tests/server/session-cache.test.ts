/**
 * Sessions kept in memory between calls (modules/account/sessions.ts) and the write notices that keep them true
 * (db/write-watch.ts): any write this server sends to users or sessions — through the query builder, raw SQL or a
 * transaction — is seen by the very next call, the once-a-minute expiry slide keeps the other entries, and expiry
 * still follows the clock. Runs with the cache forced on, so PostgreSQL (DATABASE_URL) covers it too.
 */
import { sql } from 'kysely'
import { writesIn } from '../../server/db/write-watch'
import { hashToken, SessionCache, sessionCacheOf } from '../../server/modules/account/sessions'
import { startHarness, type Harness } from './helpers/account-harness'

let h: Harness
beforeAll(async () => {
  h = await startHarness({ sessionCache: 'on' })
}, 120000)
afterAll(async () => {
  await h?.close()
})

const resolve = (token: string) => h.built.ctx.sessions.resolve(token)

describe('write notices', () => {
  it('fire for writes that name a watched table, through the builder, raw SQL and CTEs; never for reads', async () => {
    const seen: string[] = []
    const db = h.built.ctx.db
    h.built.ctx.writes.on(['users'], () => seen.push('users'))
    const u = await h.register()
    seen.length = 0
    await db.selectFrom('users').selectAll().where('id', '=', u.UserId).execute()
    await db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('sessions.id').execute()
    await sql`select count(*) from users`.execute(db)
    expect(seen).toEqual([])
    await db.updateTable('users').set({ score: 555 }).where('id', '=', u.UserId).execute()
    expect(seen).toEqual(['users'])
    await sql`update users set score = 556 where id = ${u.UserId}`.execute(db)
    expect(seen).toHaveLength(2)
    await sql`with x as (update users set score = 557 where id = ${u.UserId} returning id) select * from x`.execute(db)
    expect(seen).toHaveLength(3)
    await db.deleteFrom('sms_outbox').where('mobile', '=', '00000000000').execute()
    expect(seen).toHaveLength(3)
  })
})

describe('what a write names', () => {
  const db = () => h.built.ctx.db
  it('the written table, and the rows when the WHERE pins them by one column', () => {
    expect(writesIn(db().updateTable('users').set({ score: 1 }).where('id', '=', 7).toOperationNode())).toEqual([
      { table: 'users', op: 'update', upsert: false, key: { column: 'id', values: [7] } },
    ])
    expect(writesIn(db().deleteFrom('sessions').where('user_id', '=', 7).where('id', '!=', 'keep').toOperationNode())).toEqual([
      { table: 'sessions', op: 'delete', upsert: false, key: { column: 'user_id', values: [7] } },
    ])
    expect(writesIn(db().deleteFrom('sessions').where('id', 'in', ['a', 'b']).toOperationNode())[0].key).toEqual({ column: 'id', values: ['a', 'b'] })
    // rows it cannot pin: every row
    expect(writesIn(db().updateTable('users').set({ score: 1 }).where('score', '>', 600).toOperationNode())[0].key).toBeNull()
    expect(
      writesIn(
        db()
          .updateTable('users')
          .set({ score: 1 })
          .where((eb) => eb.or([eb('id', '=', 1), eb('id', '=', 2)]))
          .toOperationNode(),
      )[0].key,
    ).toBeNull()
    expect(
      writesIn(
        db()
          .insertInto('sessions')
          .values({ id: 'x' } as never)
          .toOperationNode(),
      ),
    ).toEqual([{ table: 'sessions', op: 'insert', upsert: false, key: null }])
    expect(
      writesIn(
        db()
          .insertInto('users')
          .values({ id: 1 } as never)
          .onConflict((oc) => oc.column('id').doUpdateSet({ score: 1 }))
          .toOperationNode(),
      )[0].upsert,
    ).toBe(true)
    expect(writesIn(db().selectFrom('users').selectAll().where('id', '=', 1).toOperationNode())).toEqual([])
    expect(writesIn(sql`update users set score = 1 where id = ${1}`.toOperationNode()).find((n) => n.table === 'users')).toMatchObject({ op: 'raw', key: null })
  })
})

describe('sessions kept in memory', () => {
  it('is on: a second resolve is served from memory', async () => {
    const u = await h.register()
    const cache = sessionCacheOf(h.built.ctx)!
    expect(cache).not.toBeNull()
    const a = await resolve(u.Token)
    const b = await resolve(u.Token)
    expect(b!.row).toBe(a!.row)
    expect(Object.isFrozen(b!.row)).toBe(true)
  })

  it('a profile write through the API is in the next call’s user row', async () => {
    const u = await h.register()
    await resolve(u.Token)
    const r = await h.call('User/UpdateStudentExam', { ExamProvinceId: 43, ExamYear: 2026, SubjectType: 2, Score: 588 }, { token: u.Token })
    expect(r.code).toBe(0)
    expect((await resolve(u.Token))!.row).toMatchObject({ exam_province_id: 43, score: 588 })
  })

  it('a write in a transaction, or by raw SQL, is seen too', async () => {
    const u = await h.register()
    await resolve(u.Token)
    await h.built.ctx.db.transaction().execute((trx) => trx.updateTable('users').set({ score: 501 }).where('id', '=', u.UserId).execute())
    expect((await resolve(u.Token))!.row.score).toBe(501)
    await sql`update users set score = 502 where id = ${u.UserId}`.execute(h.built.ctx.db)
    expect((await resolve(u.Token))!.row.score).toBe(502)
  })

  it('logout, a password change and a deleted session row end the session at once', async () => {
    const u = await h.register()
    const other = (await h.call('User/UserLogin', { Mobile: u.mobile, Password: u.password })).data.Token as string
    await resolve(u.Token)
    await resolve(other)
    expect((await h.call('User/Loginout', {}, { token: u.Token })).code).toBe(0)
    expect(await resolve(u.Token)).toBeNull()
    expect(await resolve(other)).not.toBeNull()
    const third = (await h.call('User/UserLogin', { Mobile: u.mobile, Password: u.password })).data.Token as string
    await resolve(third)
    expect((await h.call('User/UpdatePassword', { OldPassword: u.password, Password: 'next12345' }, { token: third })).code).toBe(0)
    expect(await resolve(other)).toBeNull()
    expect(await resolve(third)).not.toBeNull()
    await h.built.ctx.db.deleteFrom('sessions').where('token_hash', '=', hashToken(third)).execute()
    expect(await resolve(third)).toBeNull()
  })

  it('expiry follows the clock for a session served from memory', async () => {
    const u = await h.register()
    await resolve(u.Token)
    const ttl = h.built.ctx.config.tokenTtlDays * 86_400_000
    h.clock.advance(ttl + 1000)
    try {
      expect(await resolve(u.Token)).toBeNull()
      expect((await h.call('User/StudentInfo', {}, { token: u.Token })).code).toBe(112)
    } finally {
      h.clock.advance(-(ttl + 1000))
    }
  })

  it('a write that names a user drops only that user’s sessions; another student’s login drops none', async () => {
    const a = await h.register()
    const b = await h.register()
    const ra = await resolve(a.Token)
    const rb = await resolve(b.Token)
    await h.built.ctx.db.updateTable('users').set({ score: 590 }).where('id', '=', a.UserId).execute()
    expect((await resolve(a.Token))!.row.score).toBe(590)
    expect((await resolve(b.Token))!.row).toBe(rb!.row)
    const c = await h.register()
    expect((await h.call('User/UserLogin', { Mobile: c.mobile, Password: c.password })).code).toBe(0)
    expect((await resolve(b.Token))!.row).toBe(rb!.row)
    expect((await resolve(a.Token))!.row).not.toBe(ra!.row)
    // a write it cannot pin to rows drops everyone
    await sql`update users set updated_at = updated_at where id = ${c.UserId}`.execute(h.built.ctx.db)
    expect((await resolve(b.Token))!.row).not.toBe(rb!.row)
  })

  it('the once-a-minute expiry slide is written but keeps every other session in memory', async () => {
    const a = await h.register()
    const b = await h.register()
    const ra = await resolve(a.Token)
    const rb = await resolve(b.Token)
    const before = await h.built.ctx.db.selectFrom('sessions').select('expires_at').where('token_hash', '=', hashToken(a.Token)).executeTakeFirstOrThrow()
    h.clock.advance(2 * 60_000)
    try {
      expect((await resolve(a.Token))!.row).toBe(ra!.row)
      // b's entry survived a's slide: the same frozen row object, not a re-read
      expect((await resolve(b.Token))!.row).toBe(rb!.row)
      const after = await h.built.ctx.db.selectFrom('sessions').select('expires_at').where('token_hash', '=', hashToken(a.Token)).executeTakeFirstOrThrow()
      expect(new Date(after.expires_at).getTime()).toBeGreaterThan(new Date(before.expires_at).getTime())
    } finally {
      h.clock.advance(-2 * 60_000)
    }
  })
})

describe('calls arriving together', () => {
  it('share one read of the session', async () => {
    const u = await h.register()
    let reads = 0
    const ctx = h.built.ctx
    const original = ctx.db.selectFrom.bind(ctx.db)
    const spy = jest.spyOn(ctx.db, 'selectFrom').mockImplementation(((table: string) => {
      if (table === 'sessions') reads++
      return original(table as 'sessions')
    }) as typeof ctx.db.selectFrom)
    try {
      const all = await Promise.all(Array.from({ length: 8 }, () => resolve(u.Token)))
      expect(new Set(all.map((a) => a!.row)).size).toBe(1)
      expect(reads).toBe(1)
    } finally {
      spy.mockRestore()
    }
  })

  it('a call after a write does not join a read from before it', async () => {
    const cache = new SessionCache()
    let release!: (v: null) => void
    let reads = 0
    const slow = () => (reads++, new Promise<null>((r) => (release = r)))
    const first = cache.shared('h', slow)
    expect(cache.shared('h', slow)).toBe(first)
    expect(reads).toBe(1)
    // a write empties the cache: the next call starts its own read instead of waiting for the one from before
    cache.clear()
    const second = cache.shared('h', async () => (reads++, null))
    expect(second).not.toBe(first)
    expect(reads).toBe(2)
    release(null)
    await Promise.all([first, second])
  })
})

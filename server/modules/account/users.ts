/** Creating and finding accounts, and turning a verified user into a login result. */
import type { FastifyRequest } from 'fastify'
import type { Insertable, Transaction } from 'kysely'
import type { AppContext } from '../../context'
import type { DB } from '../../db/tables'
import { fail } from '../../http/errors'
import { clockOf } from '../../kv'
import { createSession, type LoginMethod } from './sessions'

export type NewUser = Omit<Insertable<DB['users']>, 'id' | 'created_at' | 'updated_at'>
type Db = AppContext['db'] | Transaction<DB>

export async function findUserByMobile(db: Db, mobile: string) {
  return db.selectFrom('users').select(['id', 'mobile', 'password_hash']).where('mobile', '=', mobile).executeTakeFirst()
}

export const isUniqueViolation = (e: unknown) => !!e && typeof e === 'object' && (e as { code?: unknown }).code === '23505'

/** Inserts the account; a mobile registered meanwhile (even by another instance) gives a clear message. */
export async function createUser(db: Db, user: NewUser): Promise<number> {
  try {
    const row = await db
      .insertInto('users')
      .values({ nickname: `用户${user.mobile.slice(-4)}`, ...user })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  } catch (e) {
    if (isUniqueViolation(e)) throw fail('该手机号已注册，请直接登录')
    throw e
  }
}

/** The existing account of `mobile`, or a new one (SMS-code and partner logins register on first use). */
export async function findOrCreateByMobile(ctx: AppContext, mobile: string, extra: Partial<NewUser> = {}): Promise<{ id: number; isNew: boolean }> {
  const existing = await findUserByMobile(ctx.db, mobile)
  if (existing) return { id: existing.id, isNew: false }
  try {
    return { id: await createUser(ctx.db, { ...extra, mobile }), isNew: true }
  } catch (e) {
    // two first logins of one mobile at once: the loser uses the winner's account
    const raced = await findUserByMobile(ctx.db, mobile)
    if (raced) return { id: raced.id, isNew: false }
    throw e
  }
}

export interface LoginData {
  UserId: number
  Token: string
  IsNewUser?: boolean
}

export async function loginAs(ctx: AppContext, userId: number, method: LoginMethod, req: FastifyRequest | null, isNew = false): Promise<LoginData> {
  const Token = await createSession(ctx, userId, method, req)
  return isNew ? { UserId: userId, Token, IsNewUser: true } : { UserId: userId, Token }
}

export const nowDate = (ctx: AppContext) => new Date(clockOf(ctx).now())

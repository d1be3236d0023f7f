/**
 * Expert accounts for the reviewer console (`npm run admin -- create-expert <mobile> [--name 名字]`): a user with
 * role 'expert' and a password. An existing account of that mobile becomes an expert (its password replaced when
 * one is given); a new one is made. Without a password a random one is made and shown once.
 */
import crypto from 'crypto'
import type { Database } from '../../db/database'
import { MOBILE_RE } from '../../../types/schema'
import { FIELD } from '../../../types/patterns'
import { createUser, findUserByMobile, hashPassword } from '../account'

/** 12 characters, letters and digits (so it meets the password rule: at least one of each) */
function randomPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz'
  const digits = '23456789'
  const all = letters + digits
  const pick = (set: string) => set[crypto.randomInt(set.length)]
  const chars = [pick(letters), pick(digits), ...Array.from({ length: 10 }, () => pick(all))]
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j], chars[i]]
  }
  return chars.join('')
}

export async function createExpert(
  db: Database,
  mobile: string,
  opts: { name?: string; password?: string } = {},
): Promise<{ userId: number; created: boolean; password: string | null }> {
  if (!MOBILE_RE.test(mobile)) throw new Error(`手机号「${mobile}」格式不正确（11 位中国大陆手机号）`)
  if (opts.password !== undefined && !new RegExp(FIELD.password.pattern).test(opts.password))
    throw new Error(`密码须 ${FIELD.password.min}–${FIELD.password.max} 位，同时包含字母和数字，不含空格`)
  const name = (opts.name ?? '').trim().slice(0, 20)
  const existing = await findUserByMobile(db, mobile)
  const password = opts.password ?? (existing?.password_hash ? null : randomPassword())
  const hash = password ? await hashPassword(password) : undefined
  if (existing) {
    await db
      .updateTable('users')
      .set({ role: 'expert', ...(hash ? { password_hash: hash } : {}), ...(name ? { nickname: name } : {}) })
      .where('id', '=', existing.id)
      .execute()
    return { userId: existing.id, created: false, password }
  }
  const userId = await createUser(db, { mobile, role: 'expert', password_hash: hash ?? null, nickname: name || `专家${mobile.slice(-4)}` })
  return { userId, created: true, password }
}

/**
 * Membership cards (SPEC §7 User/CardCheck, CardActivation, ReceiveCard; issue 18). A card number is 16 characters
 * drawn with crypto.randomInt from 32 letters and digits that cannot be misread (no 0/O/1/I): 80 random bits, so
 * numbers cannot be guessed, and the table keeps only their SHA-256 (unique), so a copy of the database hands out
 * no usable card. Every check and activation is counted per user and per address BEFORE the card is looked up: a
 * caller trying numbers is stopped by the count, whatever the numbers are. Activation is one conditional update
 * (`used_at is null`: used_by is set null when that account is deleted, the card stays used) in the transaction that grants the membership: a card is used once, even by two at once.
 */
import crypto from 'crypto'
import { sql } from 'kysely'
import { memberTypeLabel } from '../../../types/membership'
import type { AppContext } from '../../context'
import type { Database } from '../../db/database'
import { fail, invalid, notFound, rateLimited } from '../../http/errors'
import { clockOf, kvOf } from '../../kv'
import { hitWindow } from '../../kv/rate-limit'
import { grantMembership, type MemberState } from './grant'

export const CARD_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const CARD_LENGTH = 16

/** attempts (checks and activations, right or wrong) per hour */
export const CARD_RULES = { perUser: 10, perIp: 30, windowSeconds: 3600 } as const

export const CARD_MESSAGES = {
  unknown: '卡号不存在，请核对后重新输入',
  used: '该卡已被使用，不能重复激活',
  format: `卡号格式不正确，应为 ${CARD_LENGTH} 位字母和数字`,
  tooMany: `尝试次数过多，请 ${CARD_RULES.windowSeconds / 3600} 小时后再试`,
} as const

export function newCardNo(): string {
  let s = ''
  for (let i = 0; i < CARD_LENGTH; i++) s += CARD_ALPHABET[crypto.randomInt(CARD_ALPHABET.length)]
  return s
}

/** as typed (lower case, spaces, dashes) → the 16 characters, or null when it cannot be a card number */
export function normaliseCardNo(input: string): string | null {
  const s = input.replace(/[\s-]/g, '').toUpperCase()
  return s.length === CARD_LENGTH && [...s].every((c) => CARD_ALPHABET.includes(c)) ? s : null
}

export const hashCardNo = (cardNo: string) => crypto.createHash('sha256').update(cardNo).digest('hex')

/** 'ABCD-EFGH-JKLM-NPQR' as printed on a card */
export const groupCardNo = (cardNo: string) => cardNo.replace(/(.{4})(?=.)/g, '$1-')

export const maskedCardNo = (tail: string) => `****-****-****-${tail}`

/** Makes `count` cards of one batch; returns their numbers (shown once, never stored). */
export async function createCards(db: Database, o: { memberType: number; days: number; count: number; batch: string }): Promise<string[]> {
  const out: string[] = []
  while (out.length < o.count) {
    const chunk = Array.from({ length: Math.min(500, o.count - out.length) }, newCardNo)
    const rows = chunk.map((no) => ({ code_hash: hashCardNo(no), code_tail: no.slice(-4), batch: o.batch, member_type: o.memberType, days: o.days }))
    // a collision of 80-bit numbers is not expected; if one came, that number is left out and another drawn
    const inserted = await db
      .insertInto('member_cards')
      .values(rows)
      .onConflict((oc) => oc.column('code_hash').doNothing())
      .returning('code_hash')
      .execute()
    const ok = new Set(inserted.map((r) => r.code_hash))
    out.push(...chunk.filter((no) => ok.has(hashCardNo(no))))
  }
  return out
}

/** counted before anything about the card is known: per user, then per address */
async function countAttempt(ctx: AppContext, userId: number, ip: string): Promise<void> {
  const kv = kvOf(ctx)
  const ms = CARD_RULES.windowSeconds * 1000
  if (!(await hitWindow(kv, `card:try:u:${userId}`, CARD_RULES.perUser, ms)).allowed) throw rateLimited(CARD_MESSAGES.tooMany)
  if (!(await hitWindow(kv, `card:try:ip:${ip}`, CARD_RULES.perIp, ms)).allowed) throw rateLimited(CARD_MESSAGES.tooMany)
}

export async function checkCard(ctx: AppContext, userId: number, ip: string, input: string) {
  await countAttempt(ctx, userId, ip)
  const no = normaliseCardNo(input)
  if (!no) throw invalid(CARD_MESSAGES.format)
  const card = await ctx.db.selectFrom('member_cards').selectAll().where('code_hash', '=', hashCardNo(no)).executeTakeFirst()
  if (!card) throw notFound(CARD_MESSAGES.unknown)
  // used_at, not used_by: a card stays used after the account that used it is deleted (used_by is then null)
  if (card.used_at !== null) throw fail(CARD_MESSAGES.used)
  return { CardNo: maskedCardNo(card.code_tail), MemberType: card.member_type, MemberTypeName: memberTypeLabel(card.member_type), Days: card.days }
}

export async function activateCard(ctx: AppContext, userId: number, ip: string, input: string): Promise<MemberState & { Days: number }> {
  await countAttempt(ctx, userId, ip)
  const no = normaliseCardNo(input)
  if (!no) throw invalid(CARD_MESSAGES.format)
  const hash = hashCardNo(no)
  const now = new Date(clockOf(ctx).now())
  return ctx.db.transaction().execute(async (trx) => {
    const card = await trx
      .updateTable('member_cards')
      .set({ used_by: userId, used_at: now })
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .returning(['member_type', 'days'])
      .executeTakeFirst()
    if (!card) {
      const known = await trx
        .selectFrom('member_cards')
        .select(sql<number>`1`.as('one'))
        .where('code_hash', '=', hash)
        .executeTakeFirst()
      throw known ? fail(CARD_MESSAGES.used) : notFound(CARD_MESSAGES.unknown)
    }
    const state = await grantMembership(trx, userId, card.member_type, card.days, now)
    return { ...state, Days: card.days }
  })
}

export async function receivedCards(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .selectFrom('member_cards')
    .select(['code_tail', 'member_type', 'days', 'used_at'])
    .where('used_by', '=', userId)
    .orderBy('used_at', 'desc')
    .limit(100)
    .execute()
  return {
    List: rows.map((r) => ({
      CardNo: maskedCardNo(r.code_tail),
      MemberType: r.member_type,
      MemberTypeName: memberTypeLabel(r.member_type),
      Days: r.days,
      ActivatedAt: new Date(r.used_at as Date).toISOString(),
    })),
  }
}

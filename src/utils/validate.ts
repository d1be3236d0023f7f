/**
 * Field checks of the account forms, run before anything is sent. Each answers null when the value is
 * fine, else one Chinese sentence naming the problem (shown under the field). The rules are the contract's
 * (types/patterns.ts, which types/schema.ts builds on), so the server's own checks are only a second line.
 */
import { FIELD } from '@contract/patterns'

export const MOBILE_RE = new RegExp(FIELD.mobilePattern)
export const SMS_CODE_RE = new RegExp(FIELD.smsCodePattern)
const PASSWORD = FIELD.password
export const PASSWORD_RULE_TEXT = `${PASSWORD.min}–${PASSWORD.max} 位，须同时包含字母和数字`

export function checkMobile(v: string): string | null {
  const s = v.trim()
  if (!s) return '请输入手机号'
  if (!/^\d+$/.test(s)) return '手机号只能包含数字'
  if (s.length !== 11) return '手机号应为 11 位数字'
  if (!MOBILE_RE.test(s)) return '手机号格式不正确，请检查后重新输入'
  return null
}

/** A new password: the full rule. */
export function checkNewPassword(v: string): string | null {
  if (!v) return '请输入密码'
  if (/\s/.test(v)) return '密码不能包含空格'
  if (v.length < PASSWORD.min) return `密码至少 ${PASSWORD.min} 位（当前 ${v.length} 位）`
  if (v.length > PASSWORD.max) return `密码最多 ${PASSWORD.max} 位`
  if (!/[A-Za-z]/.test(v) || !/\d/.test(v)) return '密码须同时包含字母和数字'
  return null
}

/** A password being entered to log in: only present and within limits (old passwords may predate the rule). */
export function checkLoginPassword(v: string): string | null {
  if (!v) return '请输入密码'
  if (v.length > FIELD.loginPasswordMax) return `密码最多 ${FIELD.loginPasswordMax} 位`
  return null
}

export function checkConfirmPassword(password: string, confirm: string): string | null {
  if (!confirm) return '请再次输入密码'
  if (password !== confirm) return '两次输入的密码不一致'
  return null
}

export function checkSmsCode(v: string): string | null {
  const s = v.trim()
  if (!s) return '请输入验证码'
  if (!SMS_CODE_RE.test(s)) return '验证码为 6 位数字'
  return null
}

export function checkNickname(v: string): string | null {
  const s = v.trim()
  if (s.length > FIELD.nicknameMax) return `昵称最多 ${FIELD.nicknameMax} 个字`
  return null
}

export function checkRecommendCode(v: string): string | null {
  const s = v.trim()
  if (!s) return null
  const rc = FIELD.recommendCode
  if (s.length < rc.min || s.length > rc.max || !new RegExp(rc.pattern).test(s)) return `推荐码为 ${rc.min}–${rc.max} 位字母或数字`
  return null
}

/**
 * A score within the province's total, in steps of 0.5 (some provinces give half points).
 * `required` false lets the field stay empty (the estimate before results are out).
 */
export function checkScore(v: string, total: number | null, required = true): string | null {
  const s = v.trim()
  if (!s) return required ? '请输入分数' : null
  if (!/^\d+(\.\d+)?$/.test(s)) return '分数须为数字'
  const n = Number(s)
  if (total && n > total) return `分数不能超过满分 ${total} 分`
  if (Math.round(n * 2) !== n * 2) return '分数最多保留到 0.5 分'
  return null
}

export function checkRank(v: string): string | null {
  const s = v.trim()
  if (!s) return null
  if (!/^\d+$/.test(s) || Number(s) < 1) return '位次须为正整数'
  return null
}

/** The full mobile matches the masked one the server shows (138****8000). */
export function mobileMatchesMasked(full: string, masked: string): boolean {
  const m = /^(\d{3})\*+(\d{4})$/.exec(masked.trim())
  if (!m) return full.trim() === masked.trim()
  const s = full.trim()
  return s.length === 11 && s.startsWith(m[1]) && s.endsWith(m[2])
}

/** Runs field checks; answers the errors by field (empty when all pass). */
export function collectErrors<F extends string>(checks: Record<F, string | null>): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {}
  for (const [k, v] of Object.entries(checks) as [F, string | null][]) if (v) out[k] = v
  return out
}

/**
 * A membership card number as typed (groups of 4 with spaces or dashes, any case): 16 of the letters and digits
 * cards are printed with (no 0/O/1/I, which read alike). The server normalises the same way.
 */
export const CARD_NO_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export function normaliseCardNo(v: string): string {
  return v.replace(/[\s-]/g, '').toUpperCase()
}
export function checkCardNo(v: string): string | null {
  const s = normaliseCardNo(v)
  if (!s) return '请输入卡号'
  if (s.length !== 16) return '卡号应为 16 位字母和数字'
  if (![...s].every((c) => CARD_NO_ALPHABET.includes(c))) return '卡号中没有 0、O、1、I，请核对后重新输入'
  return null
}

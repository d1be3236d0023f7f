/**
 * The local stand-in of the human check (development and tests only: the server mounts it under /dev/tcaptcha while no
 * real captcha is configured). It speaks like the real widget: a question, and for the right answer a Ticket and a
 * Randstr that the call which asked for the check (code 30) carries when it is sent again.
 */
import type { HumanCheckFields } from '@contract/codes'
import { requestJson } from './transport'

export type { HumanCheckData, HumanCheckFields } from '@contract/codes'

export async function standInChallenge(): Promise<{ challengeId: string; question: string }> {
  const { status, data } = await requestJson<{ ChallengeId?: string; Question?: string }>('/dev/tcaptcha/challenge')
  if (status !== 200 || !data?.ChallengeId || !data.Question) throw new Error('验证题加载失败，请重试')
  return { challengeId: data.ChallengeId, question: data.Question }
}

/** The fields to send again, or what was wrong with the answer (the stand-in then wants a new question answered). */
export async function standInAnswer(challengeId: string, answer: string): Promise<{ fields: HumanCheckFields } | { message: string }> {
  const { status, data } = await requestJson<{ Ticket?: string; Randstr?: string; Message?: string }>('/dev/tcaptcha/answer', {
    ChallengeId: challengeId,
    Answer: answer,
  })
  if (status === 200 && data?.Ticket && data.Randstr) return { fields: { CaptchaTicket: data.Ticket, CaptchaRandstr: data.Randstr } }
  return { message: data?.Message || '验证未通过，请重试' }
}

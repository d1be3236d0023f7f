/**
 * The human check (captcha) the server asks for with code 30 — past the hourly SMS budget, or after many wrong
 * passwords or codes for one account — opened by the request layer (services/request.ts) whatever the call: the check
 * the answer names is passed, then the same call goes again with CaptchaTicket and CaptchaRandstr. In production that
 * is Tencent Cloud 验证码 through the platform; in development and tests the local stand-in, a question shown by the
 * HumanCheckDialog of every form page and answered in a field. One per root store.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { getPlatform } from '../platform'
import { standInAnswer, standInChallenge, type HumanCheckData, type HumanCheckFields } from '../services/human-check'
import type { HumanCheckOutcome } from '../services/request'

export class HumanCheckStore {
  /** the stand-in's question is on screen */
  visible = false
  question = ''
  answer = ''
  /** why the check is asked, then what was wrong with an answer */
  message = ''
  busy = false
  private challengeId = ''
  private settle: ((fields: HumanCheckFields | null) => void) | null = null

  constructor() {
    makeAutoObservable<HumanCheckStore, 'challengeId' | 'settle'>(this, { challengeId: false, settle: false })
  }

  /**
   * Opens the check the server named; resolves with the fields to send again, or — not passed — with what to tell the
   * user: why the check could not be opened here, or the server's reason when the user closed it.
   */
  async pass(check: HumanCheckData, why: string): Promise<HumanCheckOutcome> {
    if (check?.CaptchaProvider === 'tencent') {
      const outcome = await getPlatform().tencentCaptcha(check)
      if ('ticket' in outcome) {
        const fields: HumanCheckFields = { CaptchaTicket: outcome.ticket }
        if (outcome.randstr) fields.CaptchaRandstr = outcome.randstr
        if (outcome.from) fields.CaptchaFrom = outcome.from
        return { fields }
      }
      return { refused: outcome.message }
    }
    // one check at a time: an older one still open gives way to this one
    this.close(null)
    const done = new Promise<HumanCheckFields | null>((resolve) => {
      this.settle = resolve
    })
    this.visible = true
    this.message = why || '请先完成人机验证'
    await this.nextQuestion()
    const fields = await done
    return fields ? { fields } : { refused: why }
  }

  setAnswer(v: string) {
    this.answer = v
  }

  /** loads a (new) question; the old one, answered or not, is spent */
  async nextQuestion(): Promise<void> {
    this.answer = ''
    this.question = ''
    try {
      const { challengeId, question } = await standInChallenge()
      runInAction(() => {
        this.challengeId = challengeId
        this.question = question
      })
    } catch {
      runInAction(() => {
        this.message = '验证题加载失败，请点「换一题」重试'
      })
    }
  }

  async submit(): Promise<void> {
    if (this.busy) return
    if (!this.answer.trim()) {
      this.message = '请填写答案'
      return
    }
    this.busy = true
    try {
      const r = await standInAnswer(this.challengeId, this.answer.trim())
      if ('fields' in r) {
        this.close(r.fields)
        return
      }
      runInAction(() => {
        this.message = r.message
      })
      await this.nextQuestion()
    } catch {
      runInAction(() => {
        this.message = '网络异常，请稍后重试'
      })
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }

  /** the user closed the check: the call stays refused */
  cancel() {
    this.close(null)
  }

  private close(fields: HumanCheckFields | null) {
    this.visible = false
    const settle = this.settle
    this.settle = null
    settle?.(fields)
  }
}

/**
 * The 获取验证码 button's state: validates the mobile, sends the code, then counts down before the next
 * send (60 s, or what the server says). One per form.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { checkMobile } from '../utils/validate'
import { sendSmsCode, type SmsPurposeValue } from '../services/sms'

export const RESEND_SECONDS = 60

export class SmsSender {
  seconds = 0
  sending = false
  /** a code has been sent at least once (the button then says 重新发送) */
  sent = false
  private timer: ReturnType<typeof setInterval> | null = null

  constructor(private readonly purpose: SmsPurposeValue) {
    makeAutoObservable<SmsSender, 'timer' | 'purpose'>(this, { timer: false, purpose: false })
  }

  get canSend(): boolean {
    return !this.sending && this.seconds === 0
  }

  get label(): string {
    if (this.sending) return '发送中…'
    if (this.seconds > 0) return `${this.seconds} 秒后重发`
    return this.sent ? '重新发送' : '获取验证码'
  }

  /**
   * Sends a code to `mobile`. Answers null when sent, or the problem with the mobile (the request
   * layer shows server-side failures itself and answers '' for them).
   */
  async send(mobile: string, check: (mobile: string) => string | null = checkMobile): Promise<string | null> {
    if (!this.canSend) return ''
    const problem = check(mobile)
    if (problem) return problem
    this.sending = true
    try {
      const { resendSeconds } = await sendSmsCode(mobile.trim(), this.purpose)
      runInAction(() => {
        this.sending = false
        this.sent = true
      })
      this.startCountdown(resendSeconds > 0 ? resendSeconds : RESEND_SECONDS)
      return null
    } catch {
      runInAction(() => {
        this.sending = false
      })
      return ''
    }
  }

  startCountdown(seconds: number) {
    this.stop()
    this.seconds = seconds
    this.timer = setInterval(() => this.tick(), 1000)
  }

  tick() {
    if (this.seconds > 0) this.seconds -= 1
    if (this.seconds === 0) this.stop()
  }

  stop() {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  /** the page is going away */
  dispose() {
    this.stop()
  }
}

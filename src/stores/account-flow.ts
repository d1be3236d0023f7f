import { makeAutoObservable } from 'mobx'

/**
 * What one account form hands to the next, kept in memory only. A page address is written to the browser
 * history, sent as a referrer, shown when a page is shared and logged by proxies, so no SMS code, ticket or
 * mobile ever goes into one (nor into storage, where it would outlive the form):
 * - a registration between its two steps: the mobile proven by an SMS code on step 1 (with that code), or the
 *   mobile and single-use ticket a partner's single sign-on hands over; a reload of step 2 loses it and the page
 *   sends the user back to step 1;
 * - the mobile typed on one form, offered on the next (登录 → 忘记密码 → 登录).
 */
export class AccountFlowStore {
  mobile = ''
  /** the SMS code of register step 1 (checked by the server again when the account is created) */
  code = ''
  /** a partner's registration ticket (single sign-on), instead of a code */
  ticket = ''
  /** the mobile typed on the last account form, to fill in on the next one */
  typedMobile = ''

  constructor() {
    makeAutoObservable(this)
  }

  get registrationReady(): boolean {
    return !!this.mobile && (!!this.code || !!this.ticket)
  }

  /** after register step 1: the mobile and its SMS code */
  proveBySms(mobile: string, code: string): void {
    this.mobile = mobile
    this.code = code
    this.ticket = ''
  }

  /** after single sign-on without an account: the partner's mobile and ticket */
  proveByTicket(mobile: string, ticket: string): void {
    this.mobile = mobile
    this.ticket = ticket
    this.code = ''
  }

  clearRegistration(): void {
    this.mobile = ''
    this.code = ''
    this.ticket = ''
  }

  offerMobile(mobile: string): void {
    this.typedMobile = mobile
  }

  reset(): void {
    this.clearRegistration()
    this.typedMobile = ''
  }
}

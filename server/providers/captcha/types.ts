/** What the client's captcha widget handed back after a person solved it: both are checked by the provider. */
export interface CaptchaAnswer {
  ticket: string
  randstr: string
}

/** Asks the captcha service whether a ticket was really earned. Throws ProviderError when it cannot be asked. */
export interface CaptchaProvider {
  readonly name: 'tencent' | 'sandbox'
  /** the CaptchaAppId the client opens its widget with (public: the widget needs it) */
  readonly appId: string
  verify(answer: CaptchaAnswer, userIp: string): Promise<{ passed: boolean; code: number; message: string }>
}

/** What the client's captcha widget handed back after a person solved it: both are checked by the provider. */
export interface CaptchaAnswer {
  ticket: string
  randstr: string
  /** 'mini': from the mini-program plugin, checked with the mini program's CaptchaAppId and DescribeCaptchaMiniResult */
  from?: 'mini'
}

/** Asks the captcha service whether a ticket was really earned. Throws ProviderError when it cannot be asked. */
export interface CaptchaProvider {
  readonly name: 'tencent' | 'sandbox'
  /** the CaptchaAppId the client opens its widget with (public: the widget needs it) */
  readonly appId: string
  /** the mini-program plugin's CaptchaAppId, null when none is configured */
  readonly miniAppId: string | null
  verify(answer: CaptchaAnswer, userIp: string): Promise<{ passed: boolean; code: number; message: string }>
}

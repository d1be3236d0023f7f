/**
 * Result codes of the envelope (SPEC §8). The client's error catalogue switches on these; the server
 * never answers a known call with anything but HTTP 200 and one of them.
 */
export const ResultCode = {
  OK: 0,
  /** generic business failure: the message says what went wrong */
  FAILED: 1,
  /** a field of the body is missing or malformed; the message names the field */
  INVALID_INPUT: 2,
  /** the thing asked for does not exist */
  NOT_FOUND: 4,
  /** too many attempts (SMS sends, wrong codes) */
  RATE_LIMITED: 29,
  /**
   * a human check (captcha) is needed before this call is tried: past the hourly SMS budget, or after many wrong
   * passwords / codes for one account from many addresses. `data` says which check to open (HumanCheckData); the
   * client passes it and sends the same call again with CaptchaTicket and CaptchaRandstr
   */
  HUMAN_CHECK_REQUIRED: 30,
  /** unexpected server fault; the message is generic, details only in the server log */
  SERVER_ERROR: 50,
  /** token missing, unknown or expired on a call that needs login: client re-logs in once */
  SESSION_EXPIRED: 112,
  /** membership needed: client shows the message and opens the member page */
  NEED_MEMBER: 113,
  /** rejected silently: client shows nothing */
  SILENT_REJECT: 116,
  /** silent for the loading wrapper: no toast, no error callback */
  SILENT: 117,
} as const

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode]

/** `data` of a HUMAN_CHECK_REQUIRED answer: which captcha to open */
export interface HumanCheckData {
  /** 'tencent': Tencent Cloud 验证码 (TCaptcha.js / the mini-program plugin); 'sandbox': the local stand-in at /dev/tcaptcha (development and tests only) */
  CaptchaProvider: 'tencent' | 'sandbox'
  CaptchaAppId: string
  /**
   * the mini program's own CaptchaAppId (Tencent's mini-program plugin is a separate 验证 of the console, checked by
   * DescribeCaptchaMiniResult); null where none is configured — the mini program then cannot open the check
   */
  CaptchaMiniAppId: string | null
}

/** what the app sends again with the call after passing the check (the optional body fields of types/schema.ts) */
export interface HumanCheckFields {
  CaptchaTicket: string
  /** the web widget's Randstr (the mini-program plugin gives none) */
  CaptchaRandstr?: string
  /** 'mini': the ticket came from the mini-program plugin (checked with its own app id and API) */
  CaptchaFrom?: 'mini'
}

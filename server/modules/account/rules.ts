/** Limits of the account flows, in one place (SysUserConfig publishes them to the app). */
export const SMS_RULES = {
  codeLength: 6,
  expireSeconds: 5 * 60,
  resendSeconds: 60,
  maxWrongTries: 5,
  dailyPerMobile: 10,
  dailyPerIp: 30,
  /** burst limit per client address: sends within one window (one mobile may send once a minute anyway) */
  burstPerIp: 10,
  burstWindowSeconds: 10 * 60,
  /** wrong codes per client address across mobiles, so one address cannot try codes of many mobiles */
  wrongTriesPerIp: 50,
  wrongTriesIpWindowSeconds: 60 * 60,
} as const

export const LOGIN_RULES = {
  /** wrong passwords per mobile before password login pauses for that mobile */
  failuresPerMobile: 5,
  mobileWindowSeconds: 15 * 60,
  /** wrong passwords per client address before password login pauses for it */
  failuresPerIp: 30,
  ipWindowSeconds: 60 * 60,
  /** wrong old passwords per account in UpdatePassword (its own counter: a stolen token must not lock the owner out of login) */
  changeFailuresPerUser: 5,
  changeWindowSeconds: 15 * 60,
} as const

/** An open-platform proof (OpenProof) is good for this long after the code exchange that issued it. */
export const OPEN_PROOF_SECONDS = 10 * 60

export const SSO_RULES = {
  /** a partner ticket is valid this long after its Timestamp */
  ticketMaxAgeSeconds: 5 * 60,
  /** and may be at most this far in the future (clock skew) */
  clockSkewSeconds: 60,
  /** the step-register ticket handed back when the mobile has no account yet */
  registerTicketSeconds: 30 * 60,
} as const

/** SMS code purposes (types/api/account.ts SmsType) */
export const SMS_TYPE = { register: 1, login: 2, resetPassword: 3, bind: 4, deleteAccount: 5 } as const

export const OPEN_TYPE = { wechat: 2, alipay: 3 } as const

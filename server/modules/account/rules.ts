/** Limits of the account flows, in one place (SysUserConfig publishes them to the app). */
export const SMS_RULES = {
  codeLength: 6,
  expireSeconds: 5 * 60,
  resendSeconds: 60,
  /**
   * wrong tries of one code from one address (an IPv4 address or an IPv6 /64): that address may try it no more, but
   * the code stays alive for its owner elsewhere — a stranger must not be able to kill someone's code
   */
  maxWrongTries: 5,
  /** wrong tries of one code from all addresses together, past which every further try needs a human check */
  wrongTriesBeforeCheck: 10,
  /** and past this many the code is dead, human check or not: a 6-digit code must only ever meet a few guesses */
  wrongTriesPerCode: 20,
  dailyPerMobile: 10,
  /** per client address (IPv4, or IPv6 /64: see http/client-address.ts) per Beijing day */
  dailyPerIp: 30,
  /** burst limit per client address: sends within one window (one mobile may send once a minute anyway) */
  burstPerIp: 10,
  burstWindowSeconds: 10 * 60,
  /** the same per IPv6 /48 (one site or one provider's customer holds 65,536 /64s) */
  burstPer48: 30,
  dailyPer48: 100,
  /**
   * codes sent by the whole deployment in an hour before each further send needs a human check (SMS_HOURLY_BUDGET
   * overrides it): a botnet spread over many networks passes every per-address limit, and each SMS is paid for
   */
  hourlyBudget: 2000,
  /** wrong codes per client address across mobiles, so one address cannot try codes of many mobiles */
  wrongTriesPerIp: 50,
  wrongTriesIpWindowSeconds: 60 * 60,
} as const

export const LOGIN_RULES = {
  /**
   * wrong passwords for one mobile from one address (IPv4, or IPv6 /64) before password login pauses for that pair:
   * the owner on another address (their phone, their school) is not affected
   */
  failuresPerMobileAddress: 5,
  /**
   * wrong passwords for one mobile from all addresses before every further attempt needs a human check — a check,
   * never a lock, so strangers together cannot lock the owner out either
   */
  failuresPerMobile: 20,
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

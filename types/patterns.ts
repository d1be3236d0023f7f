/**
 * The field rules both sides apply, as plain data: the contract's schemas (schema.ts, api/*) build on them and the
 * app's form checks (src/utils/validate.ts) read them, so a rule is written once. Kept free of imports so the app
 * takes these without the schema library.
 */
export const FIELD = {
  /** 11-digit mainland China mobile number */
  mobilePattern: '^1[3-9]\\d{9}$',
  /** SMS verification code */
  smsCodePattern: '^\\d{6}$',
  /** a new password: 8–32 characters, a letter and a digit, no spaces */
  password: { min: 8, max: 32, pattern: '^(?=.*[A-Za-z])(?=.*\\d)\\S{8,32}$' },
  /** a password typed to log in (old passwords may predate the rule) */
  loginPasswordMax: 64,
  nicknameMax: 20,
  recommendCode: { min: 4, max: 32, pattern: '^[A-Za-z0-9]+$' },
} as const

/** A complete production environment for tests; the SMS and captcha providers point at a closed port (nothing is sent). */
import { sandboxEnv } from './account-harness'

// random-looking (start-up refuses low-entropy secrets such as 40 × 'p')
export const PRODUCTION_SERVER_SECRET = 'pR0d-SrV-9f3Kq7LmZx2Wc8Vb1Nt6Yh4Jd0Ge5Ua'
export const PRODUCTION_SSO_SECRET = 'sS0-7hQe2Rk9Tz4Mw6Pn1Lc8Vf3Xb5Dy0Ag7Uj'

export function productionEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return sandboxEnv({
    NODE_ENV: 'production',
    SERVER_SECRET: PRODUCTION_SERVER_SECRET,
    SSO_SECRET: PRODUCTION_SSO_SECRET,
    SMS_PROVIDER: 'aliyun',
    ALIYUN_ACCESS_KEY_ID: 'LTAI-production-key',
    ALIYUN_ACCESS_KEY_SECRET: 'a-real-looking-secret-0123456789',
    SMS_SIGN_NAME: '志愿填报助手',
    SMS_TEMPLATE_CODE: 'SMS_123456789',
    ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9/',
    TENCENTCLOUD_SECRET_ID: 'AKID-production-captcha',
    TENCENTCLOUD_SECRET_KEY: 'tc-Kx8Vd2Qm7Rz4Lp9Wn1Hb6Ty3Gc0Fs5Ja',
    TCAPTCHA_APP_ID: '190123456',
    TCAPTCHA_APP_SECRET_KEY: 'cap-Wq4Ne8Rt1Yu6Io3Pa9Sd2Fg7Hj0Kl5Zx',
    TCAPTCHA_ENDPOINT: 'http://127.0.0.1:9/',
    ...extra,
  })
}

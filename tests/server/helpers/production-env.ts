/** A complete production environment for tests; the SMS provider points at a closed port (nothing is sent). */
import { sandboxEnv } from './account-harness'

export const PRODUCTION_SERVER_SECRET = 'p'.repeat(40)
export const PRODUCTION_SSO_SECRET = 's'.repeat(40)

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
    ...extra,
  })
}

/** SMS codes: their purposes, sending one and checking one without using it up (the store-free calls). */
import { call } from './request'

/** SMS code purposes (types/api/account.ts SmsType) */
export const SmsPurpose = { REGISTER: 1, LOGIN: 2, RESET_PASSWORD: 3, BIND: 4, DELETE_ACCOUNT: 5 } as const
export type SmsPurposeValue = (typeof SmsPurpose)[keyof typeof SmsPurpose]

/** Checks an SMS code without using it up (the first step of registering). */
export async function checkSmsCodeValid(Mobile: string, Code: string, Type: SmsPurposeValue): Promise<void> {
  await call('User/CheckVerificationCode', { Mobile, Code, Type })
}

/** Sends an SMS code; answers how long until the next send may go out. */
export async function sendSmsCode(Mobile: string, Type: SmsPurposeValue): Promise<{ resendSeconds: number; expireSeconds: number }> {
  const data = await call('User/SendVerificationCode', { Mobile, Type })
  return { resendSeconds: data.ResendSeconds, expireSeconds: data.ExpireSeconds }
}

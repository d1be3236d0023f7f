/** Sends one verification code by SMS. Throws ProviderError (with a Chinese userMessage) on failure. */
export interface SmsProvider {
  readonly name: 'aliyun' | 'sandbox'
  sendCode(mobile: string, code: string): Promise<{ bizId: string }>
}

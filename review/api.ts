/**
 * The console's one call function: POST /api/<Group>/<Name> with the expert's token, typed by the same contract
 * as the app (types/endpoints.ts). A non-zero code rejects with the server's Chinese message.
 */
import type { ApiBody, ApiData, ApiName } from '../types/endpoints'

export const TOKEN_KEY = 'zy-review-token'

export class CallError extends Error {
  constructor(
    public readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export async function call<K extends ApiName>(name: K, body: ApiBody<K>, token: string | null): Promise<ApiData<K>> {
  let res: Response
  try {
    res = await fetch(`/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify({ ...body, Platform: 0 }),
    })
  } catch {
    throw new CallError(-1, '网络连接失败，请检查网络后重试')
  }
  let env: { code: number; message: string; data: ApiData<K> }
  try {
    env = (await res.json()) as typeof env
  } catch {
    throw new CallError(-1, `服务器没有正常应答（HTTP ${res.status}），请稍后重试`)
  }
  if (env.code !== 0) throw new CallError(env.code, env.message || '操作失败')
  return env.data
}

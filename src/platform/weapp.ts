/** The WeChat mini program: wx.login code → WechchatMiniAppAuth → openID; re-login by openID. */
import Taro from '@tarojs/taro'
import { exchangeCode, loginByStoredOpenId, type StepResult } from './common'
import { getItem } from '../utils/storage'

/** Gets an openID through wx.login (and logs in when it is bound). */
export async function obtainOpenId(): Promise<StepResult> {
  let code: string
  try {
    code = (await Taro.login()).code
  } catch {
    return { ok: false, message: '微信登录失败，请稍后重试' }
  }
  if (!code) return { ok: false, message: '微信登录失败，请稍后重试' }
  return exchangeCode('OpenAuth/WechchatMiniAppAuth', code)
}

/** Re-login (SPEC §4 session expiry 1): by the stored openID, fetching one first when none is stored. */
export async function relogin(): Promise<boolean> {
  if (!getItem('openID')) {
    const got = await obtainOpenId()
    if (!got.ok) return false
  }
  return (await loginByStoredOpenId()).ok
}

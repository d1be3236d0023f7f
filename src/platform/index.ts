/**
 * Picks the platform adapter by the build (process.env.TARO_ENV) and, in H5, the user agent.
 * - weapp: openID sessions from wx.login
 * - wechat-h5: WeChat's in-app browser, openID sessions from WeChat's web authorisation
 * - h5: any other browser, saved Mobile/Password re-login
 */
import * as weapp from './weapp'
import * as h5 from './h5'
import { taroEnv } from '../utils/env'

export type PlatformKind = 'weapp' | 'wechat-h5' | 'h5'

export function detectPlatform(env: string = taroEnv(), ua?: string): PlatformKind {
  if (env === 'weapp') return 'weapp'
  return h5.isWechatBrowser(ua) ? 'wechat-h5' : 'h5'
}

export interface PlatformAdapter {
  kind: PlatformKind
  /** inside WeChat's in-app browser (the session state's isMicromessenger) */
  isMicromessenger: boolean
  /** sessions rest on the openID: re-login by openID, logout cancels the binding (weapp and wechat-h5) */
  usesOpenId: boolean
  /** one silent re-login; true when a new token is stored */
  relogin(): Promise<boolean>
}

export function getPlatform(kind: PlatformKind = detectPlatform()): PlatformAdapter {
  switch (kind) {
    case 'weapp':
      return { kind, isMicromessenger: false, usesOpenId: true, relogin: () => weapp.relogin() }
    case 'wechat-h5':
      return { kind, isMicromessenger: true, usesOpenId: true, relogin: () => h5.relogin(true) }
    default:
      return { kind, isMicromessenger: false, usesOpenId: false, relogin: () => h5.relogin(false) }
  }
}

export { weapp, h5 }
export { bindStoredOpenId, loginByStoredOpenId, loginBySavedPassword, OPEN_TYPE_WECHAT } from './common'

/**
 * Login, register, password and logout flows (SPEC §4, §6). Pages call these and only show what they
 * answer; the stores and storage are kept here.
 */
import Taro from '@tarojs/taro'
import type { ApiBody } from '@contract/endpoints'
import { bindStoredOpenId, dropOpenProof, getPlatform, openProofFor, OPEN_TYPE_WECHAT } from '../../platform'
import { rootStore, type InfoStatus, type LoginResult } from '../index'
import { clearAll, getItem, getLoginPair, saveLoginPair } from '../../utils/storage'
import { pageUrl } from '../../utils/url'
import { leaveLogin, PAGES, goLogin, replace } from '../../navigation'
import { loadInfoStatus, loadUserInfo } from './profile'
import { ApiError, CODE } from '../../services/request'
import { call } from '../../services/request'

export const LOGOUT_OK_TEXT = '退出成功'
export const OPENID_MISSING_TEXT = 'openID获取失败'
/** the WeChat authorisation is older than its proof (10 minutes): binding needs a new one */
export const OPEN_AUTH_EXPIRED_TEXT = '微信授权已过期，请重新进入页面授权后再绑定'

export { checkSmsCodeValid, sendSmsCode, SmsPurpose, type SmsPurposeValue } from '../../services/sms'

function toast(title: string, icon: 'none' | 'success' = 'none'): void {
  void Taro.showToast({ title, icon, duration: 2000 })
}

/**
 * After any login: keep the session, remember the password pair where the H5 re-login needs it, bind the
 * openID where sessions rest on it, then load the user info and the info status.
 */
export async function completeLogin(
  result: LoginResult,
  password?: { Mobile: string; Password: string },
  options: { bound?: boolean } = {},
): Promise<InfoStatus | null> {
  rootStore.session.setLogin(result.UserId, result.Token)
  const platform = getPlatform()
  if (password && !platform.usesOpenId) saveLoginPair(password.Mobile, password.Password)
  if (platform.usesOpenId && getItem('openID') && !options.bound && (await platform.ensureOpenProof(rootStore.session)))
    await bindStoredOpenId(rootStore.session)
  try {
    await loadUserInfo()
    return await loadInfoStatus()
  } catch {
    // the login itself worked; the pages load what they need on their own
    return null
  }
}

/**
 * Where to go once logged in: complete the exam information first (SPEC §4 start-up 4 flags), then the
 * subject choice of new-exam provinces, else the page the login was opened for.
 */
export async function routeAfterLogin(status: InfoStatus | null, redirect?: string | null): Promise<void> {
  const back = redirect || undefined
  if (status?.IsNeedCompleteExam) {
    await replace(pageUrl(PAGES.completeInfo, back ? { redirect: back } : {}))
    return
  }
  if (status?.IsNeedCompleteSelectSubject) {
    await replace(pageUrl(PAGES.selectSubject, back ? { redirect: back } : {}))
    return
  }
  await leaveLogin(back)
}

export async function loginByPassword(Mobile: string, Password: string): Promise<InfoStatus | null> {
  const result = await call('User/UserLogin', { Mobile, Password })
  return completeLogin(result, { Mobile, Password })
}

export async function loginBySmsCode(Mobile: string, Code: string): Promise<InfoStatus | null> {
  const ChannelCode = getItem('ChannelCode')
  const result = await call('User/VerificationCodeLogin', ChannelCode ? { Mobile, Code, ChannelCode: String(ChannelCode) } : { Mobile, Code })
  return completeLogin(result)
}

/**
 * Proves a mobile by SMS code and binds the stored openID to it (User/OpenLogin), with the proof of the WeChat
 * authorisation that gave the openID; new mobiles get an account.
 */
export async function loginAndBindOpenId(Mobile: string, Code: string): Promise<InfoStatus | null> {
  const OpenId = getItem('openID')
  if (!OpenId) throw new Error(OPENID_MISSING_TEXT)
  const OpenProof = (await getPlatform().ensureOpenProof(rootStore.session)) ? openProofFor(String(OpenId)) : null
  if (!OpenProof) {
    toast(OPEN_AUTH_EXPIRED_TEXT)
    throw new Error(OPEN_AUTH_EXPIRED_TEXT)
  }
  const result = await call('User/OpenLogin', { OpenType: OPEN_TYPE_WECHAT, OpenId: String(OpenId), OpenProof, Mobile, Code })
  // spent: a failed call (say a wrong SMS code) keeps it for the next try
  dropOpenProof()
  return completeLogin(result, undefined, { bound: true })
}

export interface RegisterInput {
  Mobile: string
  Password: string
  /** the SMS code of the register step, or… */
  Code?: string
  /** …the ticket single sign-on handed out for a partner user without an account */
  RegisterTicket?: string
  NickName?: string
  RecommendCode?: string
}

/** Registers and logs in (AddStudentAndLogin), with the stored ChannelCode. */
export async function register(input: RegisterInput): Promise<InfoStatus | null> {
  const ChannelCode = getItem('ChannelCode')
  const body: ApiBody<'User/AddStudentAndLogin'> = { Mobile: input.Mobile, Password: input.Password }
  if (input.RegisterTicket) body.RegisterTicket = input.RegisterTicket
  else if (input.Code) body.Code = input.Code
  if (input.NickName) body.NickName = input.NickName
  if (input.RecommendCode) body.RecommendCode = input.RecommendCode
  if (ChannelCode) body.ChannelCode = String(ChannelCode)
  const result = await call('User/AddStudentAndLogin', body)
  return completeLogin(result, { Mobile: input.Mobile, Password: input.Password })
}

export async function resetPassword(Mobile: string, Code: string, Password: string): Promise<void> {
  await call('User/ResetPassword', { Mobile, Code, Password })
  // a saved pair for this mobile would now fail the next re-login
  const pair = getLoginPair()
  if (pair && pair.Mobile === Mobile) saveLoginPair(Mobile, Password)
}

export async function changePassword(OldPassword: string, Password: string): Promise<void> {
  await call('User/UpdatePassword', { OldPassword, Password })
  const pair = getLoginPair()
  if (pair) saveLoginPair(pair.Mobile, Password)
}

/** Ends the local session; in openID environments the openID survives (SPEC §4 logout). */
function endLocalSession(keepOpenId: boolean, keepDrafts = false): void {
  clearAll([...(keepOpenId ? (['openID'] as const) : []), ...(keepDrafts ? (['batchTypeTotalList', 'batchTypeTotalListForecast'] as const) : [])])
  rootStore.resetSession({ keepDrafts })
}

/**
 * Logout (SPEC §4). In WeChat's in-app browser (and the mini program, whose sessions rest on the openID
 * too) the openID binding is cancelled instead of forgetting the openID: without a stored openID the
 * toast is openID获取失败 and nothing changes. Elsewhere the server session is ended (best effort) and
 * everything local is cleared. The token is revoked in both cases.
 */
export async function logout(options: { keepDrafts?: boolean } = {}): Promise<boolean> {
  const keepDrafts = options.keepDrafts ?? false
  const platform = getPlatform()
  if (platform.usesOpenId) {
    if (!getItem('openID')) {
      toast(OPENID_MISSING_TEXT)
      return false
    }
    try {
      await call('OpenAuth/OpenIdBindCancel', { OpenType: OPEN_TYPE_WECHAT }, { noRelogin: true })
    } catch (e) {
      // an expired session has nothing left to unbind with; anything else was shown and stops the logout
      if (!(e instanceof ApiError && e.code === CODE.SESSION_EXPIRED)) return false
    }
    await call('User/Loginout', undefined, { silent: true, noRelogin: true }).catch(() => undefined)
    endLocalSession(true, keepDrafts)
    toast(LOGOUT_OK_TEXT, 'success')
    return true
  }
  await call('User/Loginout', undefined, { silent: true, noRelogin: true }).catch(() => undefined)
  endLocalSession(false, keepDrafts)
  toast(LOGOUT_OK_TEXT, 'success')
  return true
}

/** Deletes the account (SMS-confirmed); everything local goes with it. */
export async function deleteAccount(Code: string): Promise<void> {
  await call('User/DeleteStudent', { Code })
  endLocalSession(false)
}

/** The login action (SPEC §4): true when logged in, else opens the login and answers false. */
export function requireLogin(redirect?: string): boolean {
  if (rootStore.session.token) return true
  void goLogin(redirect)
  return false
}

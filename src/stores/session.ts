import { makeAutoObservable } from 'mobx'
import { getItem, removeItem, setItem } from '../utils/storage'
import type { ScoreFormData } from './profile'
import type { UserInfo } from '../model/student'
import type { AuthStateValue, MenuRect, SessionPort } from '../model/session'
import { AuthState } from '../model/session'

export { AuthState, type AuthStateValue, type MenuRect } from '../model/session'

/**
 * The client session state of SPEC §3. The token and user id live here and in storage (the storage
 * module is their persistence); everything else is runtime state rebuilt from the server.
 */
export class SessionStore implements SessionPort {
  token = ''
  userId: number | null = null
  userInfo: UserInfo | null = null
  authState: AuthStateValue = AuthState.NONE
  /** running in WeChat's in-app browser (H5) */
  isMicromessenger = false
  nickname = ''
  avatar = ''
  /** membership card number being activated */
  cardId = ''
  /** the account's (masked) mobile */
  phone = ''
  /** 6-digit region code of where the student lives (district, else city, else province) */
  villageCode = ''
  /** when userInfo was last loaded (ms since epoch); 0 never */
  timestamp = 0
  /** unread counts behind the badge on tab index 2 */
  news = { notice: 0, message: 0 }
  rect: MenuRect | null = null

  constructor(private readonly scoreForm: () => ScoreFormData) {
    makeAutoObservable<SessionStore, 'scoreForm'>(this, { scoreForm: false })
    this.hydrate()
  }

  /** score form data of SPEC §3 (derived by the profile store) */
  get scoreFormData(): ScoreFormData {
    return this.scoreForm()
  }

  get isLoggedIn(): boolean {
    return !!this.token
  }

  get newsCount(): number {
    return this.news.notice + this.news.message
  }

  get memberType(): number | null {
    return this.userInfo ? this.userInfo.MemberType : null
  }

  /** Re-reads the persisted parts from storage (start-up, and tests that prepare storage). */
  hydrate() {
    this.token = String(getItem('token') ?? '')
    const uid = Number(getItem('UserId'))
    this.userId = Number.isInteger(uid) && uid > 0 ? uid : null
    this.authState = getItem('openID') ? AuthState.AUTHORIZED : AuthState.NONE
  }

  /** A successful login of any kind. */
  setLogin(userId: number, token: string) {
    this.userId = userId
    this.token = token
    setItem('token', token)
    setItem('UserId', userId)
  }

  /** The Token URL parameter of start-up 4: a token without a known user id yet. */
  setToken(token: string) {
    this.token = token
    setItem('token', token)
  }

  clearToken() {
    this.token = ''
    removeItem('token')
  }

  setUserInfo(info: UserInfo) {
    this.userInfo = info
    this.userId = info.UserId
    setItem('UserId', info.UserId)
    this.nickname = info.NickName
    this.avatar = info.Avatar
    this.phone = info.Mobile
    this.villageCode = info.DistrictCode || info.CityCode || info.ProvinceCode || ''
    this.timestamp = Date.now()
  }

  setMicromessenger(on: boolean) {
    this.isMicromessenger = on
  }

  setAuthState(s: AuthStateValue) {
    this.authState = s
  }

  setNews(news: Partial<{ notice: number; message: number }>) {
    this.news = { ...this.news, ...news }
  }

  setRect(rect: MenuRect | null) {
    this.rect = rect
  }

  setCardId(cardId: string) {
    this.cardId = cardId
  }

  /** Logout / failed re-login: back to anonymous. Environment facts (isMicromessenger, rect) stay. */
  reset() {
    this.token = ''
    this.userId = null
    this.userInfo = null
    this.nickname = ''
    this.avatar = ''
    this.cardId = ''
    this.phone = ''
    this.villageCode = ''
    this.timestamp = 0
    this.news = { notice: 0, message: 0 }
    this.authState = getItem('openID') ? AuthState.AUTHORIZED : AuthState.NONE
  }
}

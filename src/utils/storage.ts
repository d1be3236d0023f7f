/**
 * The one storage-keys module (SPEC §3 "Locally stored"). Every read and write of local storage in the app
 * goes through here, so the set of keys stays exactly the spec's and a logout can clear them in one place.
 */
import Taro from '@tarojs/taro'

/** Entry of a batch wish list: the schools chosen for one filling batch. */
export interface BatchWishEntry<S = unknown> {
  batchId: number
  selectedSchool: S[]
  /** whose draft: `province-year-track` the wishes were chosen for (UnitIds belong to one of them) */
  profileKey?: string
  /** the batch's limits when the draft was last touched, so a restart enforces them before the rules load */
  wishCount?: number
  majorsPerGroup?: number
  fillMode?: string
  /** the saved table this draft edits (loaded back from 我的志愿表), and its name */
  wishId?: number
  name?: string
  /** the account (UserId) whose draft this is: a draft kept through a logout shows again only for that account */
  owner?: number
}

/** The record the common web-view page opens (title and address). */
export interface WebViewRecord {
  Name: string
  url: string
}

/** Value type of each stored key. */
export interface StoredValues {
  token: string
  UserId: number
  openID: string
  ChannelCode: string
  provinceID: number
  /** saved login pair, used only by the H5 re-login outside the messaging app (SPEC §4 session expiry) */
  Mobile: string
  Password: string
  WebView: WebViewRecord
  TBInfo: { BatchId: number }
  /** 0 normal filling, anything else forecast filling */
  wishType: number
  batchTypeTotalList: BatchWishEntry[]
  batchTypeTotalListForecast: BatchWishEntry[]
  /**
   * Not in SPEC §3 (issue 18): the order being paid, kept across a restart in the middle of a payment (the browser
   * leaves for the cashier; the mini program may be killed) so the app asks the server how it ended. `owner` is the
   * account (UserId) that made it: another account on the device never sees it.
   */
  pendingOrder: PendingOrder
  /**
   * Not in SPEC §3 (issue 20): the last answer of the one start-up call (configs and provinces) with its version, sent
   * back at the next start so that an unchanged answer is not downloaded again. Nothing of the user's.
   */
  startUp: StartUpRecord
}

export interface StartUpRecord {
  Etag: string
  Configs: Record<string, string>
  Provinces: unknown[]
}

export interface PendingOrder {
  OrderId: string
  owner: number
  ProductId: string
  Name: string
  Amount: number
  Kind: 'member' | 'audit'
  /** ms since epoch: an order older than its 30 minutes is only asked about once more */
  at: number
}

export type StorageKey = keyof StoredValues

/** The keys, spelled as SPEC §3 spells them (the web-view record has no spec name; it is stored as `WebView`). */
export const STORAGE_KEYS: readonly StorageKey[] = [
  'token',
  'UserId',
  'openID',
  'ChannelCode',
  'provinceID',
  'Mobile',
  'Password',
  'WebView',
  'TBInfo',
  'wishType',
  'batchTypeTotalList',
  'batchTypeTotalListForecast',
  'pendingOrder',
  'startUp',
] as const

/**
 * Read a key. The mini program answers '' for a missing key and H5 may hand back what another build wrote,
 * so empty strings and null/undefined all read as "absent".
 */
export function getItem<K extends StorageKey>(key: K): StoredValues[K] | undefined {
  let raw: unknown
  try {
    raw = Taro.getStorageSync(key)
  } catch {
    return undefined
  }
  if (raw === '' || raw === null || raw === undefined) return undefined
  return raw as StoredValues[K]
}

export function setItem<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  try {
    Taro.setStorageSync(key, value)
  } catch {
    // Storage full or unavailable (private mode): the session still works for this run.
  }
}

export function removeItem(key: StorageKey): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    // nothing stored, nothing to do
  }
}

/**
 * Clear local storage (logout, failed re-login). `keep` names keys that survive, e.g. openID when the
 * messaging-app browser logs out (SPEC §4 logout).
 */
export function clearAll(keep: readonly StorageKey[] = []): void {
  const saved = keep.map((k) => [k, getItem(k)] as const)
  try {
    Taro.clearStorageSync()
  } catch {
    for (const k of STORAGE_KEYS) removeItem(k)
  }
  for (const [k, v] of saved) if (v !== undefined) setItem(k, v as never)
}

export function getLoginPair(): { Mobile: string; Password: string } | null {
  const Mobile = getItem('Mobile')
  const Password = getItem('Password')
  return Mobile && Password ? { Mobile: String(Mobile), Password: String(Password) } : null
}

export function saveLoginPair(Mobile: string, Password: string): void {
  setItem('Mobile', Mobile)
  setItem('Password', Password)
}

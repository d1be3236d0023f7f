/**
 * Session expiry (SPEC §4, §8 code 112): the message once, one re-login, then a page reload on success,
 * or reset + cleared storage + login page on failure.
 *
 * Single flight: every call carries the session generation it was sent in. The first 112 of a generation
 * starts the one re-login; 112s of the same generation that arrive while it runs join it silently; 112s
 * of an older generation (sent before the last re-login finished) are answers for a page that is being
 * reloaded and are ignored. A second expiry right after a successful re-login means the new session does
 * not hold either, so it fails over to the login page instead of looping.
 */
import Taro from '@tarojs/taro'
import { getPlatform } from '../../platform'
import type { RootStore } from '../index'
import { clearAll } from '../../utils/storage'
import { goLogin, reloadCurrentPage } from '../../navigation'

/** a re-login that is followed by another expiry within this time counts as failed */
export const RELOGIN_LOOP_GUARD_MS = 10000

let generation = 0
let inflight: Promise<boolean> | null = null
let lastSuccessAt = 0

/** Generation of the current session; request.ts stamps each call with it. */
export function sessionGeneration(): number {
  return generation
}

/** The running re-login, if any (tests and the start-up wait on it). */
export function currentRelogin(): Promise<boolean> | null {
  return inflight
}

/** Reset + clear storage + login (also the failure path of start-up's SSO). */
export async function failSession(root: RootStore): Promise<void> {
  clearAll()
  root.resetSession()
  await goLogin(undefined, { replace: true })
}

/**
 * Called for every 112 answer. Returns the re-login promise the call is part of, or null when the
 * answer was ignored (stale generation).
 */
export function handleSessionExpired(root: RootStore, message: string, sentInGeneration: number): Promise<boolean> | null {
  if (sentInGeneration !== generation) return null
  if (inflight) return inflight
  void Taro.showToast({ title: message || '登录已过期', icon: 'none', duration: 2000 })
  const looping = lastSuccessAt > 0 && Date.now() - lastSuccessAt < RELOGIN_LOOP_GUARD_MS
  inflight = (async () => {
    let ok = false
    if (!looping) {
      try {
        ok = await getPlatform().relogin(root.session)
      } catch {
        ok = false
      }
    }
    generation++
    if (ok) {
      lastSuccessAt = Date.now()
      reloadCurrentPage()
    } else {
      lastSuccessAt = 0
      await failSession(root)
    }
    return ok
  })().finally(() => {
    inflight = null
  })
  return inflight
}

/** Tests only: forget all state between cases. */
export function resetSessionExpiryForTests(): void {
  generation = 0
  inflight = null
  lastSuccessAt = 0
}

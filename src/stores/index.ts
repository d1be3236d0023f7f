/**
 * The root store (DESIGN.md: one root store split into small stores). Pages read it through `useStore()`
 * and re-render with mobx-react's `observer`; services change it through its actions.
 */
import { createContext, useContext } from 'react'
import { ConfigStore } from './config'
import { ProvinceStore } from './province'
import { ScoreFormStore } from './score-form'
import { SessionStore } from './session'
import { UiStore } from './ui'
import { WishStore } from './wish'

export class RootStore {
  ui = new UiStore()
  config = new ConfigStore()
  scoreForm = new ScoreFormStore()
  session = new SessionStore(() => this.scoreForm.data)
  province = new ProvinceStore()
  wish = new WishStore()

  /** Re-read everything persisted (start-up; tests that prepare storage first). */
  hydrate() {
    this.session.hydrate()
    this.wish.hydrate()
  }

  /** Back to anonymous (logout, failed re-login). Storage is cleared by the caller (what to keep differs). */
  resetSession() {
    this.session.reset()
    this.scoreForm.reset()
    this.wish.reset()
  }
}

export const rootStore = new RootStore()

export const StoreContext = createContext<RootStore>(rootStore)

/** The root store from React context (the singleton unless a test provides another). */
export function useStore(): RootStore {
  return useContext(StoreContext)
}

export { AuthState } from './session'
export type { AuthStateValue, MenuRect } from './session'
export { defaultProvince } from './province'
export { WishType } from './wish'
export type { ScoreFormData, ScoreProvince } from './score-form'
export * from './types'

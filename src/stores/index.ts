import { makeAutoObservable } from 'mobx'

// Placeholder root store; the full session/score-form/wish stores follow.
class UiStore {
  onlineLearningEnabled = false
  tabBarHidden = false
  constructor() { makeAutoObservable(this) }
}
class SessionStore {
  news = { notice: 0, message: 0 }
  constructor() { makeAutoObservable(this) }
  get newsCount() { return this.news.notice + this.news.message }
}
export class RootStore {
  ui = new UiStore()
  session = new SessionStore()
}
export const rootStore = new RootStore()

import { makeAutoObservable } from 'mobx'

/** App-wide view flags the tab bar and the page shell read. */
export class UiStore {
  /** the 在线学习 tab: hidden at start, shown when the config OnlineLearningEnable says so (SPEC §4 start-up 1) */
  onlineLearningEnabled = false
  /** page-level flag: hide the whole tab bar */
  tabBarHidden = false

  constructor() {
    makeAutoObservable(this)
  }

  setOnlineLearningEnabled(on: boolean) {
    this.onlineLearningEnabled = on
  }

  setTabBarHidden(hidden: boolean) {
    this.tabBarHidden = hidden
  }
}

import { makeAutoObservable } from 'mobx'
import { TAB_PAGES } from '../routes'

/** '/pages/home/index?x=1' → 'pages/home/index' */
export function normalisePath(path: string | undefined | null): string {
  return String(path ?? '')
    .replace(/^\//, '')
    .split('?')[0]
}

/**
 * The tab last shown. WeChat draws one custom tab bar per tab page; each tab page records itself here when it
 * shows (PageShell's useDidShow), so whichever instance is on screen highlights the right tab even before it could
 * read its own page.
 */
export class TabStore {
  current = ''

  constructor() {
    makeAutoObservable(this)
  }

  /** Records a tab page as shown; other paths are ignored. */
  show(path: string) {
    const p = normalisePath(path)
    if (TAB_PAGES.some((t) => t.path === p)) this.current = p
  }
}

/**
 * The mini program build (run `npm run build:weapp` first; CI does): dist/weapp/app.json declares exactly the
 * pages and subpackages of src/routes.ts, the tab bar is the five tabs in order with their icon files, every
 * page's files and title are there (at its built path: src/routes.ts weappPagePath), and the main package stays
 * within issue 20's 700 KB budget. Skipped when
 * dist/weapp has not been built.
 */
import fs from 'fs'
import path from 'path'
import { ROUTES, TAB_PAGES, WEAPP_CAPTCHA_PAGE, captchaSubPackage, weappPackages, weappPagePath } from '../../src/routes'
import { weappSizes } from '../../scripts/report-weapp-size'

const dist = path.join(__dirname, '..', '..', 'dist', 'weapp')
const appJson = path.join(dist, 'app.json')
const built = fs.existsSync(appJson)
// (written directly: jest swallows the console of a file whose tests are all skipped)
if (!built) process.stderr.write('\ndist/weapp build checks SKIPPED: dist/weapp/app.json not found — run `npm run build:weapp` first\n')

interface AppJson {
  pages: string[]
  subPackages?: { root: string; pages: string[]; plugins?: Record<string, { version: string; provider: string }> }[]
  subpackages?: { root: string; pages: string[] }[]
  tabBar: { custom?: boolean; list: { pagePath: string; text: string; iconPath?: string; selectedIconPath?: string }[] }
  window?: { onReachBottomDistance?: number }
}

;(built ? describe : describe.skip)('dist/weapp (after npm run build:weapp)', () => {
  const app = built ? (JSON.parse(fs.readFileSync(appJson, 'utf8')) as AppJson) : ({} as AppJson)
  const expected = weappPackages(ROUTES)
  // a build that names Tencent's captcha plugin (TARO_APP_TCAPTCHA_PLUGIN) adds its page's subpackage last
  const declared = app.subPackages ?? app.subpackages ?? []
  const captcha = declared.find((s) => `${s.root}/${s.pages[0]}` === WEAPP_CAPTCHA_PAGE)
  const subs = declared.filter((s) => s !== captcha)

  it('declares the pages and subpackages of src/routes.ts, in the same order', () => {
    expect(app.pages).toEqual(expected.pages)
    expect(subs.map((s) => ({ root: s.root, pages: s.pages }))).toEqual(expected.subPackages)
    if (captcha) {
      expect(declared[declared.length - 1]).toBe(captcha)
      expect(captcha).toEqual(captchaSubPackage(app.subPackages?.find((s) => s === captcha)?.plugins?.captcha.version)[0])
    }
    const all = [...app.pages, ...subs.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]
    expect(all.sort()).toEqual(ROUTES.map((r) => weappPagePath(r.path)).sort())
    expect(all).toHaveLength(120)
  })

  it('has the five tabs in order, with icon files present, drawn by the custom tab bar', () => {
    expect(app.tabBar.list.map((t) => [t.text, t.pagePath])).toEqual(TAB_PAGES.map((t) => [t.title, t.path]))
    expect(app.tabBar.list.map((t) => t.text)).toEqual(['首页', '测评', '志愿填报', '在线学习', '我的'])
    for (const t of app.tabBar.list) {
      for (const icon of [t.iconPath, t.selectedIconPath]) {
        expect(icon).toBeTruthy()
        const file = path.join(dist, icon!)
        expect(fs.existsSync(file)).toBe(true)
        expect(fs.statSync(file).size).toBeGreaterThan(100)
      }
    }
    expect(app.tabBar.custom).toBe(true)
    expect(fs.existsSync(path.join(dist, 'custom-tab-bar', 'index.js'))).toBe(true)
    expect(JSON.parse(fs.readFileSync(path.join(dist, 'custom-tab-bar', 'index.json'), 'utf8')).component).toBe(true)
  })

  it('builds every page with its Chinese title and flags', () => {
    for (const r of ROUTES) {
      const built = weappPagePath(r.path)
      for (const ext of ['js', 'json', 'wxml']) expect(fs.existsSync(path.join(dist, `${built}.${ext}`))).toBe(true)
      const cfg = JSON.parse(fs.readFileSync(path.join(dist, `${built}.json`), 'utf8'))
      expect(cfg.navigationBarTitleText).toBe(r.title)
      expect(cfg.navigationStyle === 'custom').toBe(!!r.customNav)
      expect(!!cfg.enablePullDownRefresh).toBe(!!r.pullRefresh)
      expect(cfg.onReachBottomDistance).toBe(10)
    }
    expect(app.window?.onReachBottomDistance).toBe(10)
  })

  it('keeps the main package within 700 KB (WeChat allows 1,024 KB; 2 MB a subpackage)', () => {
    const { main, subPackages } = weappSizes(dist)
    expect(main).toBeLessThanOrEqual(700 * 1024)
    for (const size of Object.values(subPackages)) expect(size).toBeLessThanOrEqual(2 * 1024 * 1024)
  })
})

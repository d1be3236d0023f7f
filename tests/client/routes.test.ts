import fs from 'fs'
import path from 'path'
import {
  ROUTES,
  TAB_PAGES,
  WEAPP_CAPTCHA_PAGE,
  WEAPP_OWN_ROOT_PAGES,
  captchaSubPackage,
  specPagePath,
  splitPackages,
  weappPackages,
  weappPagePath,
} from '../../src/routes'

const specFile = path.join(__dirname, '..', '..', 'docs', 'spec', 'routes.txt')

describe('route list', () => {
  it('has 120 unique pages and 5 tabs in the specified order', () => {
    expect(ROUTES).toHaveLength(120)
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(120)
    expect(TAB_PAGES.map((t) => [t.path, t.title])).toEqual([
      ['pages/home/index', '首页'],
      ['pages/assess/index', '测评'],
      ['pages/query/index', '志愿填报'],
      ['pages/onlinestudy/onlinestudy', '在线学习'],
      ['pages/personal/index', '我的'],
    ])
  })

  it('every route has a Chinese title', () => {
    for (const r of ROUTES) expect(r.title).toMatch(/[\u4e00-\u9fa5]/)
  })

  it('equals docs/spec/routes.txt, same paths in the same order', () => {
    const spec = fs
      .readFileSync(specFile, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.startsWith('pages/'))
    expect(ROUTES.map((r) => r.path)).toEqual(spec)
  })

  it('has a page file and a config for every route', () => {
    const src = path.join(__dirname, '..', '..', 'src')
    for (const r of ROUTES) {
      expect(fs.existsSync(path.join(src, `${r.path}.tsx`))).toBe(true)
      expect(fs.existsSync(path.join(src, `${r.path}.config.ts`))).toBe(true)
    }
  })

  it('puts tab pages in the main package and no subpackage root inside another', () => {
    const { pages, subPackages } = splitPackages(ROUTES)
    for (const t of TAB_PAGES) expect(pages).toContain(t.path)
    const roots = subPackages.map((s) => s.root)
    for (const a of roots) for (const b of roots) if (a !== b) expect(b.startsWith(a + '/')).toBe(false)
    const all = [...pages, ...subPackages.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]
    expect(all.sort()).toEqual(ROUTES.map((r) => r.path).sort())
  })
})

describe('the mini program’s package layout', () => {
  it('keeps only the tab pages in the main package; every other page is in a subpackage, each declared once', () => {
    const { pages, subPackages } = weappPackages(ROUTES)
    expect(pages).toEqual(TAB_PAGES.map((t) => t.path))
    const built = subPackages.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))
    expect(new Set(built).size).toBe(built.length)
    expect([...pages, ...built].sort()).toEqual(ROUTES.map((r) => weappPagePath(r.path)).sort())
    const roots = subPackages.map((s) => s.root)
    for (const a of roots) for (const b of roots) if (a !== b) expect(b.startsWith(a + '/')).toBe(false)
    // no main-package page sits inside a subpackage's folder
    for (const p of pages) for (const r of roots) expect(p.startsWith(r + '/')).toBe(false)
  })

  it('gives the 22 pages in a tab page’s folder a subpackage of their own, their source a re-export of the page', () => {
    expect(WEAPP_OWN_ROOT_PAGES.size).toBe(22)
    const src = path.join(__dirname, '..', '..', 'src')
    for (const spec of WEAPP_OWN_ROOT_PAGES) {
      expect(weappPackages(ROUTES).subPackages).toContainEqual({ root: spec, pages: ['index'] })
      const name = spec.slice(spec.lastIndexOf('/') + 1)
      expect(fs.readFileSync(path.join(src, spec, 'index.tsx'), 'utf8')).toContain(`export { default } from '../${name}'`)
      expect(fs.readFileSync(path.join(src, spec, 'index.config.ts'), 'utf8')).toContain(`pageConfigOf('${spec}')`)
    }
  })

  it('translates spec paths to built paths and back; every other path is left alone', () => {
    expect(weappPagePath('pages/home/searcharrangement')).toBe('pages/home/searcharrangement/index')
    expect(weappPagePath('/pages/personal/editscore')).toBe('/pages/personal/editscore/index')
    expect(weappPagePath('pages/home/index')).toBe('pages/home/index')
    expect(weappPagePath('pages/home/schoolDetail/schoolDetail')).toBe('pages/home/schoolDetail/schoolDetail')
    expect(specPagePath('pages/home/searcharrangement/index')).toBe('pages/home/searcharrangement')
    expect(specPagePath('/pages/personal/editscore/index')).toBe('/pages/personal/editscore')
    expect(specPagePath('pages/home/index')).toBe('pages/home/index')
    expect(specPagePath('pages/home/enrollData/index')).toBe('pages/home/enrollData/index')
    for (const r of ROUTES) expect(specPagePath(weappPagePath(r.path))).toBe(r.path)
  })
})

describe('the mini program’s captcha page', () => {
  it('is a subpackage of its own declaring Tencent’s plugin, only when the build names the plugin’s version', () => {
    expect(captchaSubPackage(undefined)).toEqual([])
    expect(captchaSubPackage(' ')).toEqual([])
    expect(captchaSubPackage('2.1.0')).toEqual([
      { root: 'pages/tcaptcha', pages: ['index'], plugins: { captcha: { version: '2.1.0', provider: 'wx1fe8d9a3cb067a75' } } },
    ])
    // not one of the product's pages, and no subpackage of the route list claims its folder
    expect(ROUTES.map((r) => r.path)).not.toContain(WEAPP_CAPTCHA_PAGE)
    expect(splitPackages(ROUTES).subPackages.map((p) => p.root)).not.toContain('pages/tcaptcha')
    // the page's config names the plugin's component under the name the subpackage declares
    const config = fs.readFileSync(path.join(__dirname, '../../src/pages/tcaptcha/index.config.ts'), 'utf8')
    expect(config).toContain("'t-captcha': 'plugin://captcha/t-captcha'")
  })
})

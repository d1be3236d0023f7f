/**
 * No secret and no mobile in any page address (issue 10: the SMS code and the mobile travelled in the
 * stepRegister URL). A page address is kept in the browser history, sent as a referrer, shown when a page is
 * shared and logged by proxies, so every address the app builds is checked here: each call of the URL
 * helpers (pageUrl, withQuery, stringifyQuery) and each navigation (navigateTo, redirectTo, reLaunch, switchTab,
 * go, replace, open) in the app's code, by its parameter names and by any query string written out by hand.
 * Then the two registration entries are walked: step 1 and single sign-on reach step 2 with nothing in the address.
 */
import fs from 'fs'
import path from 'path'
import ts from 'typescript'
import Taro from '@tarojs/taro'
import { taroMock } from '../support/taro-mock'
import { FakeApi, ok } from './helpers/fake-api'
import { rootStore } from '../../src/stores'
import { resetStartupForTests, runStartup } from '../../src/stores/flows/startup'
import { resetRequestStateForTests } from '../../src/services/request'
import { resetSessionExpiryForTests } from '../../src/stores/flows/session-expiry'

/** parameter names that carry a secret or a mobile */
const FORBIDDEN = /^(mobile|phone|tel|code|smscode|verifycode|password|pwd|token|ticket|registerticket|openproof|secret)$/i
const URL_HELPERS = new Set(['pageUrl', 'withQuery', 'stringifyQuery'])
const NAVIGATION = new Set(['navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'go', 'replace', 'open', 'goLogin', 'leaveLogin'])

const ROOT = path.resolve(__dirname, '../..')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(p)
    return /\.(ts|tsx)$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) ? [p] : []
  })
}

function calleeName(e: ts.Expression): string {
  if (ts.isIdentifier(e)) return e.text
  if (ts.isPropertyAccessExpression(e)) return e.name.text
  return ''
}

/** names of the keys an object literal gives (spread objects are followed one level when literal) */
function keysOf(node: ts.Expression): string[] {
  if (!ts.isObjectLiteralExpression(node)) return []
  return node.properties.flatMap((p) => {
    if ((ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name) {
      return [ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : p.name.getText()]
    }
    if (ts.isSpreadAssignment(p)) return keysOf(p.expression)
    return []
  })
}

/** every finding of one file: `file:line: what` */
function findSecretsInAddresses(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const rel = path.relative(ROOT, file).split(path.sep).join('/')
  const found: string[] = []
  const where = (n: ts.Node) => `${rel}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n)) {
      const name = calleeName(n.expression)
      if (URL_HELPERS.has(name) || NAVIGATION.has(name)) {
        for (const arg of n.arguments) {
          for (const k of keysOf(arg)) if (FORBIDDEN.test(k)) found.push(`${where(n)}: ${name}(… ${k} …)`)
        }
      }
    }
    // a query string written by hand: `?Mobile=${m}`, '&code=' …
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) {
      for (const m of n.text.matchAll(/[?&]([A-Za-z]+)=/g)) if (FORBIDDEN.test(m[1])) found.push(`${where(n)}: query string with ${m[1]}=`)
    }
    ts.forEachChild(n, visit)
  }
  visit(sf)
  return found
}

it('no address the app builds carries a secret or a mobile', () => {
  const files = ['services', 'pages', 'components', 'platform', 'stores', 'utils'].flatMap((d) => sourceFiles(path.join(ROOT, 'src', d)))
  expect(files.length).toBeGreaterThan(100)
  expect(files.flatMap(findSecretsInAddresses)).toEqual([])
})

it('the check finds a secret where there is one', () => {
  const tmp = path.join(ROOT, '.jest-cache', 'url-secrets-probe.ts')
  fs.mkdirSync(path.dirname(tmp), { recursive: true })
  fs.writeFileSync(tmp, "pageUrl('pages/x', { Mobile: m, Code: c })\nTaro.navigateTo({ url: `/pages/y?Token=${t}` })\n")
  try {
    expect(findSecretsInAddresses(tmp).map((f) => f.replace(/^.*?:\d+: /, ''))).toEqual([
      'pageUrl(… Mobile …)',
      'pageUrl(… Code …)',
      'query string with Token=',
    ])
  } finally {
    fs.rmSync(tmp)
  }
})

describe('step register is reached with nothing secret in its address', () => {
  beforeEach(() => {
    taroMock.reset()
    resetRequestStateForTests()
    resetSessionExpiryForTests()
    resetStartupForTests()
    window.history.replaceState(null, '', '/#/pages/home/index')
    rootStore.hydrate()
    rootStore.resetSession()
  })

  it('from single sign-on: the mobile and the ticket wait in the store', async () => {
    const api = new FakeApi()
    api.on('Public/Config', ok(''))
    api.on('Public/ProvinceList', ok([{ ID: 44, ProvinceName: '广东', IsNewExam: true }]))
    taroMock.setLaunchOptions({ query: {} })
    api.on('User/SSOLogin', ok({ Mobile: '13800138000', RegisterTicket: 'rt-1' }))
    expect(await runStartup({ path: 'pages/home/index', query: { SSOSign: 'sig-2' } })).toBe('sso-register')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/personal/register/stepRegister' })
    expect(rootStore.accountFlow).toMatchObject({ mobile: '13800138000', ticket: 'rt-1', code: '' })
  })
})

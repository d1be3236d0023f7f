/**
 * The strict Taro mock (tests/support/taro-mock.ts) holds the mini program's rules, so page and service tests
 * fail where WeChat would refuse: unknown APIs throw, tab pages open only by switchTab, switchTab opens only
 * tab pages, the stack holds 10 pages, only routes of the app open.
 */
import Taro from '@tarojs/taro'
import { MAX_PAGE_STACK, taroMock } from '../support/taro-mock'

beforeEach(() => taroMock.reset())

const errMsg = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { errMsg: string }) => e.errMsg,
  )

describe('strict Taro mock', () => {
  it('throws for an API it does not know', () => {
    expect(() => (Taro as unknown as Record<string, () => void>).startSoterAuthentication()).toThrow('Taro.startSoterAuthentication is not mocked')
  })

  it('opens a tab page only with switchTab (or reLaunch), dropping its query', async () => {
    expect(await errMsg(Taro.navigateTo({ url: '/pages/query/index' }))).toBe('navigateTo:fail can not navigateTo a tabbar page')
    expect(await errMsg(Taro.redirectTo({ url: '/pages/personal/index' }))).toBe('redirectTo:fail can not redirectTo a tabbar page')
    expect(taroMock.currentPage.route).toBe('pages/home/index')
    expect(await errMsg(Taro.switchTab({ url: '/pages/query/index?x=1' }))).toBe('ok')
    expect(taroMock.pages.map((p) => [p.route, p.options])).toEqual([['pages/query/index', {}]])
    expect(await errMsg(Taro.reLaunch({ url: '/pages/personal/index' }))).toBe('ok')
  })

  it('switches only to tab pages', async () => {
    const fail = jest.fn()
    expect(await errMsg(Taro.switchTab({ url: '/pages/home/searchbatch', fail }))).toBe('switchTab:fail can not switch to no-tabBar page')
    expect(fail).toHaveBeenCalledWith({ errMsg: 'switchTab:fail can not switch to no-tabBar page' })
  })

  it('keeps at most 10 pages on the stack', async () => {
    for (let i = 1; i < MAX_PAGE_STACK; i++) expect(await errMsg(Taro.navigateTo({ url: `/pages/home/searchbatch?i=${i}` }))).toBe('ok')
    expect(taroMock.pages).toHaveLength(MAX_PAGE_STACK)
    expect(await errMsg(Taro.navigateTo({ url: '/pages/home/searchbatch' }))).toBe('navigateTo:fail webview count limit exceed')
    // a redirect replaces the top page, so it still works on a full stack
    expect(await errMsg(Taro.redirectTo({ url: '/pages/home/searchSchool/searchSchool' }))).toBe('ok')
    expect(taroMock.pages).toHaveLength(MAX_PAGE_STACK)
  })

  it('opens only routes of the app', async () => {
    expect(await errMsg(Taro.navigateTo({ url: '/pages/nowhere/index' }))).toBe('navigateTo:fail page "pages/nowhere/index" is not found')
    expect(await errMsg(Taro.reLaunch({ url: 'pages/nowhere' }))).toBe('reLaunch:fail page "pages/nowhere" is not found')
  })
})

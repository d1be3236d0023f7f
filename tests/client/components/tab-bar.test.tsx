/** Tab bar rules (SPEC §2): five tabs in order, 在线学习 behind OnlineLearningEnable, the page flags, the badge. */
import { act, fireEvent, render } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { taroMock } from '../../support/taro-mock'
import { rootStore } from '../../../src/stores'
import { TAB_PAGES, ROUTES } from '../../../src/routes'
import { TabBar } from '../../../src/components/tab-bar'
import { badgeOf, tabBarVisible, visibleTabs } from '../../../src/components/tab-bar/model'
import CustomTabBar from '../../../src/custom-tab-bar'
import { PageShell } from '../../../src/components/page-shell'

const titles = (c: HTMLElement) => Array.from(c.querySelectorAll('[data-testid="tab-item"]')).map((el) => el.textContent)

beforeEach(() => {
  taroMock.reset()
  rootStore.ui.setOnlineLearningEnabled(false)
  rootStore.ui.setTabBarHidden(false)
  rootStore.session.setNews({ notice: 0, message: 0 })
  rootStore.tab.current = ''
})

describe('tab bar rules', () => {
  it('lists the five tabs in the SPEC order', () => {
    expect(TAB_PAGES.map((t) => [t.title, t.path])).toEqual([
      ['首页', 'pages/home/index'],
      ['测评', 'pages/assess/index'],
      ['志愿填报', 'pages/query/index'],
      ['在线学习', 'pages/onlinestudy/onlinestudy'],
      ['我的', 'pages/personal/index'],
    ])
  })

  it('hides 在线学习 until OnlineLearningEnable allows it; indexes stay those of all five', () => {
    expect(visibleTabs(false).map((t) => t.title)).toEqual(['首页', '测评', '志愿填报', '我的'])
    expect(visibleTabs(false).map((t) => t.index)).toEqual([0, 1, 2, 4])
    expect(visibleTabs(true).map((t) => t.title)).toEqual(['首页', '测评', '志愿填报', '在线学习', '我的'])
  })

  it('shows only on tab pages, not with the page flag or the runtime flag', () => {
    expect(tabBarVisible('pages/home/index', false)).toBe(true)
    expect(tabBarVisible('/pages/personal/index?x=1', false)).toBe(true)
    expect(tabBarVisible('pages/home/searchSchool/searchSchool', false)).toBe(false)
    expect(tabBarVisible('pages/home/index', true)).toBe(false)
    // a route flag: every route that sets hideTabBar is hidden
    for (const r of ROUTES.filter((x) => x.hideTabBar)) expect(tabBarVisible(r.path, false)).toBe(false)
  })

  it('badges tab index 2 with notices + messages above zero only', () => {
    expect(badgeOf(2, 0)).toBeNull()
    expect(badgeOf(2, -3)).toBeNull()
    expect(badgeOf(2, 5)).toBe('5')
    expect(badgeOf(2, 120)).toBe('99+')
    expect(badgeOf(1, 5)).toBeNull()
    expect(badgeOf(4, 5)).toBeNull()
  })
})

describe('<TabBar>', () => {
  it('draws icons and titles, highlights the current tab, and follows the config flag', () => {
    const { container } = render(<TabBar current='/pages/query/index' />)
    expect(titles(container)).toEqual(['首页', '测评', '志愿填报', '我的'])
    expect(container.querySelectorAll('img')).toHaveLength(4)
    const active = container.querySelector('[data-active="true"]')!
    expect(active.getAttribute('data-path')).toBe('pages/query/index')
    act(() => rootStore.ui.setOnlineLearningEnabled(true))
    expect(titles(container)).toEqual(['首页', '测评', '志愿填报', '在线学习', '我的'])
  })

  it('switches tabs with switchTab, and not to the current one', () => {
    const { container } = render(<TabBar current='pages/home/index' />)
    fireEvent.click(container.querySelector('[data-path="pages/personal/index"]')!)
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/personal/index' })
    ;(Taro.switchTab as jest.Mock).mockClear()
    fireEvent.click(container.querySelector('[data-path="pages/home/index"]')!)
    expect(Taro.switchTab).not.toHaveBeenCalled()
  })

  it('shows the notices + messages badge on 志愿填报 only', () => {
    const { container } = render(<TabBar current='pages/home/index' />)
    expect(container.querySelector('[data-testid="tab-badge"]')).toBeNull()
    act(() => rootStore.session.setNews({ notice: 2, message: 3 }))
    const badges = container.querySelectorAll('[data-testid="tab-badge"]')
    expect(badges).toHaveLength(1)
    expect(badges[0].textContent).toBe('5')
    expect(badges[0].closest('[data-testid="tab-item"]')!.getAttribute('data-path')).toBe('pages/query/index')
  })

  it('disappears while the runtime flag is set, and off tab pages', () => {
    const { container } = render(<TabBar current='pages/home/index' />)
    act(() => rootStore.ui.setTabBarHidden(true))
    expect(container.querySelector('[data-testid="tab-bar"]')).toBeNull()
    act(() => rootStore.ui.setTabBarHidden(false))
    expect(container.querySelector('[data-testid="tab-bar"]')).not.toBeNull()
    const other = render(<TabBar current='pages/home/searchbatch' />)
    expect(other.container.querySelector('[data-testid="tab-bar"]')).toBeNull()
  })
})

describe('mini program custom tab bar', () => {
  it('highlights its own page before any page reported itself, then the page that shows', () => {
    taroMock.setPage('pages/assess/index')
    const { container } = render(<CustomTabBar />)
    expect(container.querySelector('[data-active="true"]')!.getAttribute('data-path')).toBe('pages/assess/index')
    act(() => rootStore.tab.show('/pages/personal/index'))
    expect(container.querySelector('[data-active="true"]')!.getAttribute('data-path')).toBe('pages/personal/index')
    // a non-tab path is not a tab
    act(() => rootStore.tab.show('pages/home/searchbatch'))
    expect(rootStore.tab.current).toBe('pages/personal/index')
  })

  it('hides the native tab bar area along with the bar', () => {
    taroMock.setPage('pages/home/index')
    render(<CustomTabBar />)
    expect(Taro.showTabBar).toHaveBeenCalled()
    act(() => rootStore.ui.setTabBarHidden(true))
    expect(Taro.hideTabBar).toHaveBeenCalledWith({ animation: false })
  })
})

describe('<PageShell> on tab pages', () => {
  it('H5: draws the tab bar on a tab page and records the current tab; none elsewhere', () => {
    taroMock.setPage('pages/query/index')
    const { container } = render(<PageShell>内容</PageShell>)
    expect(container.querySelector('[data-testid="tab-bar"]')).not.toBeNull()
    expect(rootStore.tab.current).toBe('pages/query/index')
    taroMock.setPage('pages/home/searchbatch')
    const other = render(<PageShell>内容</PageShell>)
    expect(other.container.querySelector('[data-testid="tab-bar"]')).toBeNull()
  })

  it('a page-level hideTabBar hides the bar while the page shows', () => {
    taroMock.setPage('pages/home/index')
    const { container } = render(<PageShell hideTabBar>内容</PageShell>)
    expect(rootStore.ui.tabBarHidden).toBe(true)
    expect(container.querySelector('[data-testid="tab-bar"]')).toBeNull()
    act(() => taroMock.triggerDidHide())
    expect(rootStore.ui.tabBarHidden).toBe(false)
  })

  it('pull-to-refresh calls onRefresh and stops the spinner after it settles', async () => {
    taroMock.setPage('pages/home/index')
    let done!: () => void
    const onRefresh = jest.fn(() => new Promise<void>((r) => (done = r)))
    render(<PageShell onRefresh={onRefresh}>内容</PageShell>)
    act(() => taroMock.triggerPullDownRefresh())
    await act(async () => {
      await Promise.resolve()
    })
    expect(onRefresh).toHaveBeenCalled()
    expect(Taro.stopPullDownRefresh).not.toHaveBeenCalled()
    await act(async () => {
      done()
      await new Promise((r) => setTimeout(r, 0))
    })
    expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
  })

  it('shows the custom navigation bar with the route title where the route asks for it', () => {
    taroMock.setPage('pages/personal/index')
    const { getByTestId } = render(<PageShell>内容</PageShell>)
    expect(getByTestId('nav-bar').textContent).toContain('我的')
  })
})

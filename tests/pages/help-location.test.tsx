/**
 * On the real Taro H5 runtime (issue 10):
 * - 帮助中心 ends with a way to reach us: the configured service phone, else a plain sentence, never a number we
 *   made up (it used to point at 「关于我们」, which has no contact);
 * - /choose-location and /open-location (Taro's H5 system routes, mapped to pages/h5-system/location) say what the
 *   web version can do and offer a way back instead of a blank page.
 */
import Taro from '@tarojs/taro'
import HelpPage from '../../src/pages/personal/user-help/userHelp'
import LocationPage from '../../src/pages/h5-system/location'
import { rootStore } from '../../src/stores'
import { FakeServer, mountPage, router, shownText, testUtils } from './harness'

let server: FakeServer

beforeEach(() => {
  Taro.clearStorageSync()
  server = new FakeServer()
})
afterEach(() => {
  testUtils.unmout()
  rootStore.config.servicePhone = ''
})

describe('帮助中心', () => {
  it('shows the configured service phone', async () => {
    rootStore.config.setFromServer({ servicePhone: '400-000-0000' })
    await mountPage(HelpPage, 'pages/personal/user-help/userHelp', {}, server)
    const contact = document.querySelector('[data-testid="help-contact"] [data-testid="service-contact"]')
    expect(contact?.getAttribute('data-state')).toBe('phone')
    expect(contact?.textContent).toContain('客服电话：400-000-0000')
  })

  it('without one, says where questions are answered', async () => {
    await mountPage(HelpPage, 'pages/personal/user-help/userHelp', {}, server)
    const contact = document.querySelector('[data-testid="help-contact"] [data-testid="service-contact"]')
    expect(contact?.getAttribute('data-state')).toBe('no-phone')
    expect(contact?.textContent).toContain('教育考试院')
    expect(shownText()).not.toContain('关于我们')
  })
})

describe('the H5 location routes', () => {
  it('/choose-location says the web version has no map and offers location permission and a way back', async () => {
    // opened directly by its address: no page before it (the harness does not run Taro's page stack)
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([] as never)
    await mountPage(LocationPage, 'choose-location', {}, server)
    const card = document.querySelector('[data-testid="h5-location"]')!
    expect(card.getAttribute('data-kind')).toBe('choose')
    expect(card.textContent).toContain('网页版不能在地图上选择位置')
    expect(card.textContent).toContain('允许浏览器定位')
    await testUtils.act(async () => {
      testUtils.fireEvent.click(Array.from(card.querySelectorAll('.at-button')).find((b) => b.textContent?.includes('返回'))!)
    })
    expect(router.opened).toEqual([{ api: 'switchTab', url: '/pages/home/index' }])
  })

  it('/open-location says where a school is shown', async () => {
    await mountPage(LocationPage, 'open-location', {}, server)
    expect(document.querySelector('[data-testid="h5-location"]')?.getAttribute('data-kind')).toBe('open')
    expect(shownText()).toContain('网页版不能在地图上显示位置')
  })
})

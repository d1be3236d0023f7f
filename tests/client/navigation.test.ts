/**
 * Where the app sends the user (src/services/navigation.ts), under the strict Taro mock's mini-program rules:
 * tab pages by switchTab, other pages by navigateTo, a full 10-page stack by redirectTo, and the way back after
 * login.
 */
import Taro from '@tarojs/taro'
import { go, leaveLogin, replace } from '../../src/navigation'
import { MAX_PAGE_STACK, taroMock } from '../support/taro-mock'

beforeEach(() => taroMock.reset())

const routes = () => taroMock.pages.map((p) => p.route)

describe('go', () => {
  it('opens a tab page by switchTab, without its query', async () => {
    await go('/pages/query/index?from=home')
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(routes()).toEqual(['pages/query/index'])
  })

  it('pushes other pages, and on a full stack replaces the top one instead of failing', async () => {
    await go('/pages/home/searchbatch')
    expect(routes()).toEqual(['pages/home/index', 'pages/home/searchbatch'])
    for (let i = routes().length; i < MAX_PAGE_STACK; i++) await go(`/pages/home/searchbatch?i=${i}`)
    await go('/pages/home/searchSchool/searchSchool')
    expect(routes()).toHaveLength(MAX_PAGE_STACK)
    expect(routes()[MAX_PAGE_STACK - 1]).toBe('pages/home/searchSchool/searchSchool')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/home/searchSchool/searchSchool' })
  })
})

describe('replace', () => {
  it('switches to a tab page and redirects to any other', async () => {
    taroMock.setPage('/pages/home/searchbatch')
    await replace('/pages/personal/index')
    expect(routes()).toEqual(['pages/personal/index'])
    await replace('/pages/personal/setting/index')
    expect(routes()).toEqual(['pages/personal/setting/index'])
  })
})

describe('leaveLogin', () => {
  it('goes to a tab page redirect by switchTab and to another page by redirectTo', async () => {
    taroMock.setPage('/pages/personal/login/index')
    await leaveLogin('pages/personal/index')
    expect(routes()).toEqual(['pages/personal/index'])
    taroMock.setPage('/pages/personal/login/index')
    await leaveLogin('/pages/personal/editscore')
    expect(routes()).toEqual(['pages/personal/editscore'])
  })

  it('without a redirect, goes back past the login flow, else home', async () => {
    taroMock.setPage('/pages/home/searchbatch')
    await Taro.navigateTo({ url: '/pages/personal/login/index' })
    await Taro.navigateTo({ url: '/pages/personal/register/register' })
    await leaveLogin(null)
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 2 })
    expect(routes()).toEqual(['pages/home/searchbatch'])
    taroMock.setPage('/pages/personal/login/index')
    await leaveLogin(null)
    expect(routes()).toEqual(['pages/home/index'])
  })
})

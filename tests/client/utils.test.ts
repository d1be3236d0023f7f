/** Date formatter (SPEC §5), storage keys (SPEC §3) and URL helpers. */
import { taroMock } from '../support/taro-mock'
import { formatDate, formatDateTime, pad2, toDate } from '../../src/utils/date'
import { STORAGE_KEYS, clearAll, getItem, getLoginPair, removeItem, saveLoginPair, setItem } from '../../src/utils/storage'
import { currentPageUrl, pageUrl, parseQuery, stringifyQuery, withQuery } from '../../src/utils/url'
import { browserQuery } from '../../src/platform/browser'

beforeEach(() => taroMock.reset())

describe('date formatter', () => {
  const d = new Date(2024, 5, 7, 9, 5, 3) // 2024-06-07 09:05:03 local

  it('pads month, day, hour, minute and second to two digits', () => {
    expect(formatDateTime(d)).toBe('2024-06-07 09:05:03')
    expect(formatDate(new Date(2024, 10, 23, 14, 30, 59), { precision: 'second' })).toBe('2024-11-23 14:30:59')
    expect(pad2(0)).toBe('00')
    expect(pad2(9)).toBe('09')
    expect(pad2(10)).toBe('10')
  })

  it('renders year-month-day with dashes or dots', () => {
    expect(formatDate(d)).toBe('2024-06-07')
    expect(formatDate(d, { separator: '.' })).toBe('2024.06.07')
    expect(formatDate(d, { separator: '.', precision: 'minute' })).toBe('2024.06.07 09:05')
    expect(formatDateTime(d, '.')).toBe('2024.06.07 09:05:03')
  })

  it('reads server forms: "YYYY-MM-DD HH:mm:ss" as local time, ISO, epoch seconds and milliseconds', () => {
    expect(formatDateTime('2024-6-7 9:5:3')).toBe('2024-06-07 09:05:03')
    expect(formatDate('2024/06/07')).toBe('2024-06-07')
    expect(formatDate(d.getTime())).toBe('2024-06-07')
    expect(formatDate(Math.floor(d.getTime() / 1000))).toBe('2024-06-07')
    expect(formatDate(String(d.getTime()))).toBe('2024-06-07')
    expect(toDate(new Date(2020, 0, 1).toISOString())?.getFullYear()).toBe(2020)
  })

  it('answers "" for missing or unreadable values instead of NaN', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('not a date')).toBe('')
    expect(formatDate(new Date('x'))).toBe('')
  })
})

describe('storage keys', () => {
  it('are exactly the keys of SPEC §3, the pending order of issue 18 and the start-up answer of issue 20', () => {
    expect([...STORAGE_KEYS].sort()).toEqual(
      [
        'token',
        'UserId',
        'openID',
        'ChannelCode',
        'provinceID',
        'Mobile',
        'Password',
        'WebView',
        'TBInfo',
        'wishType',
        'batchTypeTotalList',
        'batchTypeTotalListForecast',
        // issue 18: an order being paid survives a restart mid-payment (not a key of the original app)
        'pendingOrder',
        // issue 20: the start-up call's last answer and its version (configs and provinces, nothing of the user's)
        'startUp',
      ].sort(),
    )
  })

  it('round-trips values and reads a missing key as undefined', () => {
    expect(getItem('token')).toBeUndefined()
    setItem('token', 'abc')
    setItem('TBInfo', { BatchId: 3 })
    setItem('batchTypeTotalList', [{ batchId: 3, selectedSchool: [{ id: 1 }] }])
    expect(getItem('token')).toBe('abc')
    expect(getItem('TBInfo')).toEqual({ BatchId: 3 })
    expect(getItem('batchTypeTotalList')).toEqual([{ batchId: 3, selectedSchool: [{ id: 1 }] }])
    removeItem('token')
    expect(getItem('token')).toBeUndefined()
  })

  it('saves the Mobile/Password pair under their own keys', () => {
    expect(getLoginPair()).toBeNull()
    saveLoginPair('13800138000', 'abc12345')
    expect(taroMock.storage()).toMatchObject({ Mobile: '13800138000', Password: 'abc12345' })
    expect(getLoginPair()).toEqual({ Mobile: '13800138000', Password: 'abc12345' })
  })

  it('clears everything except the keys asked to keep', () => {
    setItem('token', 't')
    setItem('openID', 'o1')
    setItem('ChannelCode', 'c')
    clearAll(['openID'])
    expect(taroMock.storage()).toEqual({ openID: 'o1' })
    clearAll()
    expect(taroMock.storage()).toEqual({})
  })
})

describe('url helpers', () => {
  it('parses and builds query strings', () => {
    expect(parseQuery('?a=1&b=%E4%B8%AD&c')).toEqual({ a: '1', b: '中', c: '' })
    expect(stringifyQuery({ a: 1, b: '中', c: undefined, d: '', e: null })).toBe('a=1&b=%E4%B8%AD')
    expect(pageUrl('pages/x/y', { redirect: '/pages/a?b=1' })).toBe('/pages/x/y?redirect=%2Fpages%2Fa%3Fb%3D1')
    expect(pageUrl('/pages/x/y?k=1', { m: 2 })).toBe('/pages/x/y?k=1&m=2')
  })

  it('adds parameters to plain and hash-router URLs', () => {
    expect(withQuery('https://a.cn/login', { redirect: 'x' })).toBe('https://a.cn/login?redirect=x')
    expect(withQuery('https://a.cn/login?f=1#top', { redirect: 'x' })).toBe('https://a.cn/login?f=1&redirect=x#top')
    expect(withQuery('https://a.cn/#/pages/login', { redirect: 'x' })).toBe('https://a.cn/#/pages/login?redirect=x')
  })

  it('reads parameters from both the search and the hash of the browser URL', () => {
    window.history.replaceState(null, '', '/?code=wx1&state=zy#/pages/auth/auth-index?backUrl=%2Fpages%2Fhome%2Findex')
    expect(browserQuery()).toEqual({ code: 'wx1', state: 'zy', backUrl: '/pages/home/index' })
    window.history.replaceState(null, '', '/')
  })

  it('gives the current page URL with its parameters, minus the ones to drop', () => {
    taroMock.setPage('/pages/home/schoolDetail/schoolDetail', { id: '12', Token: 'x' })
    expect(currentPageUrl()).toBe('/pages/home/schoolDetail/schoolDetail?id=12&Token=x')
    expect(currentPageUrl(['Token'])).toBe('/pages/home/schoolDetail/schoolDetail?id=12')
  })
})

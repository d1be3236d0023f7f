/** Stores (SPEC §3), the default province rule (SPEC §4) and the membership groups (SPEC §6). */
import { autorun } from 'mobx'
import React from 'react'
import { render } from '@testing-library/react'
import { taroMock } from '../support/taro-mock'
import { RootStore, rootStore, useStore, StoreContext, defaultProvince, WishType, AuthState } from '../../src/stores'
import { memberAllowed, MEMBER_GROUPS } from '../../types/membership'
import { userInfo } from './helpers/fake-api'

beforeEach(() => taroMock.reset())

const provinces = [
  { ID: 11, ProvinceName: '北京', IsNewExam: true },
  { ID: 44, ProvinceName: '广东', IsNewExam: true },
  { ID: 51, ProvinceName: '四川', IsNewExam: false },
]

describe('default province (SPEC §4)', () => {
  it('the stored province when it is in the list', () => {
    expect(defaultProvince(provinces, 51, 44)?.ID).toBe(51)
  })
  it('else the configured default', () => {
    expect(defaultProvince(provinces, 99, 44)?.ID).toBe(44)
    expect(defaultProvince(provinces, null, 44)?.ID).toBe(44)
  })
  it('else the first of the list (also when the configured one is not listed)', () => {
    expect(defaultProvince(provinces, null, null)?.ID).toBe(11)
    expect(defaultProvince(provinces, 99, 98)?.ID).toBe(11)
  })
  it('null for an empty list', () => {
    expect(defaultProvince([], 44, 44)).toBeNull()
  })
})

describe('membership groups (SPEC §6)', () => {
  it.each([
    ['ZNK', [0, 1, 2, 3, 4]],
    ['GZBB', [0, 2, 3, 4]],
    ['VIP', [0, 2, 3]],
  ])('%s admits exactly %j', (group, allowed) => {
    expect([...MEMBER_GROUPS[group as keyof typeof MEMBER_GROUPS]]).toEqual(allowed)
    for (let t = -1; t <= 6; t++) expect(memberAllowed(group, t)).toBe(allowed.includes(t))
  })
  it('any other check type is denied, and so is an unknown member type', () => {
    for (let t = -1; t <= 6; t++) expect(memberAllowed('SVIP', t)).toBe(false)
    expect(memberAllowed('VIP', null)).toBe(false)
    expect(memberAllowed('VIP', undefined)).toBe(false)
  })
})

describe('session store', () => {
  it('holds the client session fields of SPEC §3', () => {
    const s = new RootStore().session
    for (const k of ['token', 'userId', 'userInfo', 'authState', 'provinceID', 'isMicromessenger', 'nickname', 'avatar', 'cardId', 'phone', 'villageCode', 'timestamp', 'news', 'scoreFormData', 'rect'])
      expect(k in s).toBe(true)
    expect(s.news).toEqual({ notice: 0, message: 0 })
  })

  it('login writes token and UserId to storage; hydrate reads them back', () => {
    const a = new RootStore()
    a.session.setLogin(7, 'tok')
    expect(taroMock.storage()).toMatchObject({ token: 'tok', UserId: 7 })
    const b = new RootStore()
    expect(b.session.token).toBe('tok')
    expect(b.session.userId).toBe(7)
    expect(b.session.isLoggedIn).toBe(true)
  })

  it('user info fills nickname, avatar, phone and villageCode', () => {
    const s = new RootStore().session
    s.setUserInfo(userInfo({ NickName: '阿华', Avatar: 'a.png', DistrictCode: '', CityCode: '440100' }) as any)
    expect([s.nickname, s.avatar, s.phone, s.villageCode]).toEqual(['阿华', 'a.png', '138****8000', '440100'])
    expect(s.timestamp).toBeGreaterThan(0)
    expect(s.memberType).toBe(-1)
  })

  it('newsCount is notices + messages and observable (the tab badge reads it)', () => {
    const seen: number[] = []
    const stop = autorun(() => seen.push(rootStore.session.newsCount))
    rootStore.session.setNews({ notice: 2 })
    rootStore.session.setNews({ message: 3 })
    stop()
    expect(seen).toEqual([0, 2, 5])
    rootStore.session.setNews({ notice: 0, message: 0 })
  })

  it('authState follows the stored openID; reset keeps it when the openID survives', () => {
    taroMock.api.setStorageSync('openID', 'o1')
    const r = new RootStore()
    expect(r.session.authState).toBe(AuthState.AUTHORIZED)
    r.session.setLogin(1, 't')
    r.resetSession()
    expect(r.session.token).toBe('')
    expect(r.session.authState).toBe(AuthState.AUTHORIZED)
  })

  it('provinceID is persisted', () => {
    const r = new RootStore()
    r.session.setProvinceID(44)
    expect(taroMock.storage().provinceID).toBe(44)
    expect(new RootStore().session.provinceID).toBe(44)
  })
})

describe('score form', () => {
  it('is set from the user info, the real score winning over the estimate', () => {
    const r = new RootStore()
    r.scoreForm.setFromUserInfo(userInfo({ FinalScore: 601 }) as any, provinces)
    expect(r.session.scoreFormData).toEqual({
      SProvince: { ID: 44, IsNewExam: true, ProvinceName: '广东', proviceObject: provinces[1] },
      Score: 601,
      SubjectType: 2,
      SelectSubjectList: ['化学', '生物'],
      Year: 2025,
    })
    expect(r.scoreForm.isComplete).toBe(true)
  })

  it('stays empty for a user without exam information', () => {
    const r = new RootStore()
    r.scoreForm.setFromUserInfo(userInfo({ ExamProvinceId: null, ExamYear: null, SubjectType: null, Score: null, SelectSubjectList: [] }) as any)
    expect(r.scoreForm.data).toEqual({ SProvince: null, Score: null, SubjectType: null, SelectSubjectList: [], Year: null })
    expect(r.scoreForm.isComplete).toBe(false)
  })
})

describe('batch wish lists', () => {
  it('keeps per-batch schools per mode and persists every change', () => {
    const r = new RootStore()
    const key = (s: any) => s.SchoolId
    r.wish.setBatch(3)
    r.wish.addSchool(3, { SchoolId: 1 }, key)
    r.wish.addSchool(3, { SchoolId: 2 }, key)
    r.wish.addSchool(3, { SchoolId: 1 }, key)
    expect(r.wish.selectedSchools()).toEqual([{ SchoolId: 1 }, { SchoolId: 2 }])
    r.wish.setWishType(WishType.FORECAST)
    expect(r.wish.isForecast).toBe(true)
    expect(r.wish.selectedSchools()).toEqual([])
    r.wish.addSchool(3, { SchoolId: 9 }, key)
    expect(taroMock.storage()).toMatchObject({
      TBInfo: { BatchId: 3 },
      wishType: 1,
      batchTypeTotalList: [{ batchId: 3, selectedSchool: [{ SchoolId: 1 }, { SchoolId: 2 }] }],
      batchTypeTotalListForecast: [{ batchId: 3, selectedSchool: [{ SchoolId: 9 }] }],
    })
    const again = new RootStore()
    expect(again.wish.TBInfo).toEqual({ BatchId: 3 })
    expect(again.wish.selectedSchools(3)).toEqual([{ SchoolId: 9 }])
    again.wish.setWishType(WishType.NORMAL)
    again.wish.removeSchool(3, 1, key)
    expect(again.wish.selectedSchools(3)).toEqual([{ SchoolId: 2 }])
    again.wish.reset()
    expect(taroMock.storage()).toEqual({})
  })

  it('ignores malformed stored lists', () => {
    taroMock.api.setStorageSync('batchTypeTotalList', [{ batchId: 'x' }, { batchId: 2, selectedSchool: [1] }, 5])
    expect(new RootStore().wish.batchTypeTotalList).toEqual([{ batchId: 2, selectedSchool: [1] }])
  })
})

describe('useStore', () => {
  it('gives the singleton by default and a provided store under a provider', () => {
    let seen: RootStore | null = null
    const Probe = () => {
      seen = useStore()
      return null
    }
    render(React.createElement(Probe))
    expect(seen).toBe(rootStore)
    const other = new RootStore()
    render(React.createElement(StoreContext.Provider, { value: other }, React.createElement(Probe)))
    expect(seen).toBe(other)
  })

  it('keeps the fields the tab bar reads', () => {
    expect(rootStore.ui.onlineLearningEnabled).toBe(false)
    expect(rootStore.ui.tabBarHidden).toBe(false)
    expect(rootStore.session.news).toEqual({ notice: 0, message: 0 })
    expect(rootStore.session.newsCount).toBe(0)
  })
})

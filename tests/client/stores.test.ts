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
    s.setUserInfo(userInfo({ NickName: '阿华', Avatar: 'a.png', DistrictCode: '', CityCode: '440100' }))
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

  it('the province is persisted, in the profile only', () => {
    const r = new RootStore()
    r.profile.setProvince(44)
    expect(taroMock.storage().provinceID).toBe(44)
    expect(new RootStore().profile.provinceId).toBe(44)
    expect(Object.keys(r.session)).not.toContain('provinceID')
  })
})

describe('profile (the score form of SPEC §3 derived from it)', () => {
  it('is set from the user info, the real score winning over the estimate', () => {
    const r = new RootStore()
    r.province.setList(provinces)
    r.profile.setFromUserInfo(userInfo({ FinalScore: 601 }))
    expect(r.session.scoreFormData).toEqual({
      SProvince: { ID: 44, IsNewExam: true, ProvinceName: '广东', proviceObject: provinces[1] },
      Score: 601,
      SubjectType: 2,
      SelectSubjectList: ['化学', '生物'],
      Year: 2025,
    })
    expect(r.profile.isComplete).toBe(true)
    expect(taroMock.storage().provinceID).toBe(44)
  })

  it('decides 文理 or new exam by the student’s own exam year (新疆 2026 is 文理 though the list answers for 2027) (issue 15)', () => {
    const r = new RootStore()
    r.province.setList([...provinces, { ID: 65, ProvinceName: '新疆', IsNewExam: true, NewExamSince: 2027 }])
    r.profile.setFromUserInfo(userInfo({ ExamProvinceId: 65, ExamProvinceName: '新疆', ExamYear: 2026, IsNewExam: false, SelectSubjectList: [] }))
    expect(r.profile.SProvince).toMatchObject({ ID: 65, IsNewExam: false })
    r.profile.setFromUserInfo(userInfo({ ExamProvinceId: 65, ExamProvinceName: '新疆', ExamYear: 2027, IsNewExam: true }))
    expect(r.profile.SProvince).toMatchObject({ ID: 65, IsNewExam: true })
  })

  it('names the province from the user info until the province list is loaded', () => {
    const r = new RootStore()
    r.session.setUserInfo(userInfo({}))
    r.profile.setFromUserInfo(userInfo({}))
    expect(r.profile.SProvince).toEqual({ ID: 44, IsNewExam: true, ProvinceName: '广东', proviceObject: null })
  })

  it('stays empty for a user without exam information, keeping the province the app shows data for', () => {
    const r = new RootStore()
    r.profile.setProvince(11)
    r.profile.setFromUserInfo(userInfo({ ExamProvinceId: null, ExamYear: null, SubjectType: null, Score: null, SelectSubjectList: [] }))
    expect(r.profile.provinceId).toBe(11)
    expect(r.profile.data).toMatchObject({ Score: null, SubjectType: null, SelectSubjectList: [], Year: null })
    expect(r.profile.isComplete).toBe(false)
  })

  it('the exam province replaces the default one', () => {
    const r = new RootStore()
    r.profile.setProvince(11)
    r.profile.setFromUserInfo(userInfo({}))
    expect(r.profile.provinceId).toBe(44)
  })
})

describe('batch wish lists', () => {
  // the wish store itself is tested in tests/client/wish/store.test.ts; here only its place in the root store
  it("is one store of the root store, keyed by the score form's profile, and cleared with the session", () => {
    const r = new RootStore()
    r.wish.setBatch(2)
    r.wish.setWishType(WishType.FORECAST)
    expect(taroMock.storage()).toMatchObject({ TBInfo: { BatchId: 2 }, wishType: 1 })
    expect(new RootStore().wish.TBInfo).toEqual({ BatchId: 2 })
    r.resetSession()
    expect(r.wish.TBInfo).toBeNull()
    expect(taroMock.storage()).toEqual({})
  })

  it('ignores malformed stored lists', () => {
    taroMock.api.setStorageSync('batchTypeTotalList', [{ batchId: 'x' }, { batchId: 2, selectedSchool: [1] }, 5])
    expect(new RootStore().wish.batchTypeTotalList).toEqual([{ batchId: 2, selectedSchool: [] }])
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
})

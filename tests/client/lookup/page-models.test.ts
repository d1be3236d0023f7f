/**
 * The lookup pages' data models made by LookupStore (issue 17): what each sends, that it is silent, searches that
 * keep their answer between keywords, lists that keep their last answer, and values with nothing to ask.
 */
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import { taroMock } from '../../support/taro-mock'
import { FakeApi, deferred, flush, ok } from '../helpers/fake-api'
import { RootStore } from '../../../src/stores'
import { LookupStore } from '../../../src/stores/lookup'
import { resetRequestStateForTests } from '../../../src/services/request'

beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
})

const page = (List: unknown[], over: Record<string, unknown> = {}) => ({ List, Total: List.length, ...over })

describe('searches (KeyedResource)', () => {
  it('asks for a keyword silently, clears on an empty one, and keeps the answer until the next arrives', async () => {
    const later = deferred<ReturnType<typeof ok>>()
    const api = new FakeApi().on('Lookup/GlobalSearch', (b: { Keyword: string }) =>
      b.Keyword === '中山' ? ok({ Schools: [{ SchoolId: 1 }], Specialties: [], SchoolTotal: 1, SpecialtyTotal: 0 }) : later.promise,
    )
    const search = new RootStore().part(LookupStore).globalSearch()
    search.load('')
    expect(api.calls).toHaveLength(0)
    search.load('中山')
    await flush()
    expect(api.callsOf('Lookup/GlobalSearch')[0].body).toMatchObject({ Keyword: '中山', Limit: 10 })
    expect(search.result.data?.SchoolTotal).toBe(1)
    expect(Taro.showLoading).not.toHaveBeenCalled()

    search.load('中'.repeat(50))
    await flush()
    expect(api.callsOf('Lookup/GlobalSearch')[1].body.Keyword).toHaveLength(40)
    // the previous answer stays on screen while the next one is awaited
    expect(search.result.loading).toBe(true)
    expect(search.result.data?.SchoolTotal).toBe(1)
    later.resolve(ok({ Schools: [], Specialties: [], SchoolTotal: 0, SpecialtyTotal: 0 }))
    await flush()
    expect(search.result.data?.SchoolTotal).toBe(0)

    search.load('')
    expect(search.result.data).toBeNull()
    expect(api.callsOf('Lookup/GlobalSearch')).toHaveLength(2)
  })

  it('sends the bodies of the school, major and catalogue lookups', async () => {
    const api = new FakeApi()
      .on('School/SchoolListBySchoolName', ok([]))
      .on('Specialty/SpecialtyOrCategorySearch', ok({ Categories: [], Specialties: [] }))
      .on('Specialty/SpecialtySearch', ok(page([])))
      .on('Specialty/SpecialtyCategoryList', ok({ List: [], CatalogYear: 2025, MajorCount: 0 }))
    const lookup = new RootStore().part(LookupStore)
    lookup.schoolsByName().load('中山大学')
    lookup.majorSearch().load('计算机')
    lookup.majorsByName().load('临床')
    lookup.catalogueOfYear().load(2025)
    await lookup.catalogue().load()
    await flush()
    expect(api.callsOf('School/SchoolListBySchoolName')[0].body).toMatchObject({ SchoolName: '中山大学', Limit: 20 })
    expect(api.callsOf('Specialty/SpecialtyOrCategorySearch')[0].body).toMatchObject({ Keyword: '计算机' })
    expect(api.callsOf('Specialty/SpecialtySearch')[0].body).toMatchObject({ Keyword: '临床', PageIndex: 1, PageSize: 30 })
    expect(api.callsOf('Specialty/SpecialtyCategoryList').map((c) => c.body.CatalogYear)).toEqual([2025, undefined])
    expect(Taro.showLoading).not.toHaveBeenCalled()
  })
})

describe('loaded values', () => {
  it('asks nothing without an id or a valid major code', async () => {
    const api = new FakeApi().on('School/SchoolConstitutionInfo', ok({ Title: '章程' })).on('Specialty/SpecialtyInfo', ok({ Major: {} }))
    const lookup = new RootStore().part(LookupStore)
    expect(await lookup.charter('').load()).toBeNull()
    expect(await lookup.majorInfo(null).load()).toBeNull()
    expect(api.calls).toHaveLength(0)
    expect(await lookup.charter('c1').load()).toEqual({ Title: '章程' })
    await lookup.majorInfo('080901').load()
    expect(api.callsOf('School/SchoolConstitutionInfo')[0].body).toMatchObject({ Id: 'c1' })
    expect(api.callsOf('Specialty/SpecialtyInfo')[0].body).toMatchObject({ MajorCode: '080901' })
  })

  it('loads the hot majors and the 赋分 schemes', async () => {
    const api = new FakeApi().on('Specialty/SpecialtyHotList', ok({ List: [], Method: '' })).on('Lookup/ScaledScoreSchemes', ok([]))
    const lookup = new RootStore().part(LookupStore)
    await lookup.hotMajors(30).load()
    await lookup.scaledSchemes().load()
    expect(api.callsOf('Specialty/SpecialtyHotList')[0].body).toMatchObject({ Limit: 30 })
    expect(api.callsOf('Lookup/ScaledScoreSchemes')[0].body.ProvinceId).toBeUndefined()
    expect(Taro.showLoading).not.toHaveBeenCalled()
  })
})

describe('lists', () => {
  it('查大学 pages the filter body and keeps the answer (TagNote)', async () => {
    const api = new FakeApi().on('School/SchoolList', ok(page([{ SchoolId: 1 }], { TagNote: '985 名单来自教育部' })))
    const lookup = new RootStore().part(LookupStore)
    lookup.schoolFilter.setKeyword('中山')
    const list = lookup.schoolList()
    await list.pager!.reload()
    const body = api.callsOf('School/SchoolList')[0].body
    expect(body).toMatchObject({ ...JSON.parse(JSON.stringify(lookup.schoolFilter.body)), PageIndex: 1 })
    expect(body.PageSize).toBeGreaterThanOrEqual(20)
    expect(list.answer?.TagNote).toBe('985 名单来自教育部')
    expect(list.pager!.items).toEqual([{ SchoolId: 1 }])
  })

  it('专业详情 lists another province scope only after the first page answered', async () => {
    const api = new FakeApi().on('Specialty/SpecialtySchoolList', ok(page([{ SchoolName: 'A' }], { Note: '说明' })))
    const q = new RootStore().part(LookupStore).offeringSchools('080901')
    q.setScope(44)
    expect(api.calls).toHaveLength(0)
    q.setScope(0)
    await q.list.pager!.reload()
    expect(api.callsOf('Specialty/SpecialtySchoolList')[0].body).toMatchObject({ MajorCode: '080901', PageIndex: 1 })
    expect(q.note).toBe('说明')
    q.setScope(44)
    await flush()
    expect(api.callsOf('Specialty/SpecialtySchoolList')[1].body).toMatchObject({ MajorCode: '080901', ProvinceId: 44 })
    q.setScope(44)
    await flush()
    expect(api.callsOf('Specialty/SpecialtySchoolList')).toHaveLength(2)
  })

  it('院校排名 notes the years and the ranked year of its answer', async () => {
    new FakeApi().on('School/SchoolRank', ok(page([], { Method: '按位次', Years: [2024, 2025], Basis: { Year: 2025 } })))
    const q = new RootStore().part(LookupStore).collegeRank
    const list = q.list()
    await list.pager!.reload()
    expect(list.answer?.Method).toBe('按位次')
    expect(q.ctx.years).toEqual([2025, 2024])
    expect(q.ctx.year).toBe(2025)
  })

  it('专业排名 has no body until a province and a track are set', async () => {
    const api = new FakeApi().on('Specialty/SpecialtyRankList', ok(page([], { Years: [2025], Method: 'm', Major: { MajorName: '临床医学' } })))
    const q = new RootStore().part(LookupStore).specialtyRank('100201K')
    expect(q.body).toBeNull()
    runInAction(() => (q.ctx.provinceId = 44))
    q.ctx.setSubjectType(2)
    expect(q.body).toMatchObject({ ProvinceId: 44, SubjectType: 2, Year: undefined })
    await q.list.pager!.reload(q.body!)
    expect(api.callsOf('Specialty/SpecialtyRankList')[0].body).toMatchObject({ MajorCode: '100201K', ProvinceId: 44, SubjectType: 2 })
    expect(q.list.answer?.Major.MajorName).toBe('临床医学')
    expect(q.ctx.years).toEqual([2025])
  })

  it('招生计划 and 录取数据 lists note their answer on the query', async () => {
    new FakeApi()
      .on('Public/EnrollmentPlan', ok(page([], { Years: [2025], Batches: ['本科批'], Note: '计划说明' })))
      .on('Lookup/AdmissionLineList', ok(page([], { Years: [2024], Batches: ['本科'] })))
    const lookup = new RootStore().part(LookupStore)
    await lookup.plans.list().pager!.reload()
    await lookup.admissions.list().pager!.reload()
    expect(lookup.plans.batches).toEqual(['本科批'])
    expect(lookup.plans.note).toBe('计划说明')
    expect(lookup.admissions.batches).toEqual(['本科'])
  })
})

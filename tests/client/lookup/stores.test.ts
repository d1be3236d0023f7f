/** The lookup stores (issue 4): filters, compare basket, score → rank, 赋分 input checks, provenance text. */
import { taroMock } from '../../support/taro-mock'
import { FakeApi, ok, env } from '../helpers/fake-api'
import { RootStore } from '../../../src/stores'
import {
  CompareBasket,
  EMPTY_FILTER,
  ProvinceTracks,
  RankLookupStore,
  Resource,
  ScaledScoreStore,
  SchoolFilterStore,
  parseCompareIds,
  parseScore,
  pick,
  schoolListBody,
  trackSpanText,
  trackText,
} from '../../../src/stores/lookup'
import { resetRequestStateForTests } from '../../../src/services/request'
import { ApiError, NetworkError } from '../../../src/model/errors'
import { sourceChip, sourceDetailLines } from '../../../src/components/source-tag/format'

beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
})

const official = {
  SourceClass: 'official-provincial' as const,
  Label: '省考试院',
  Title: '广东省2025年本科普通类投档情况',
  Publisher: '广东省教育考试院',
  Url: 'https://eea.gd.gov.cn/x',
  Year: 2025,
  Sid: 350,
}
const provinces = [
  { ID: 11, ProvinceName: '北京', IsNewExam: true },
  { ID: 44, ProvinceName: '广东', IsNewExam: true },
]

function table(over: Partial<Record<string, unknown>> = {}) {
  return {
    TableId: 1,
    ProvinceId: 44,
    ProvinceName: '广东',
    Year: 2025,
    SubjectType: 2,
    SubjectName: '物理类',
    Usage: 'general',
    UsageName: '普通类',
    Category: '',
    Scope: '',
    IsDefault: true,
    PolicyBonusIncluded: false,
    RowCount: 500,
    TopScore: 750,
    FloorScore: 100,
    Total: 400000,
    Source: official,
    ...over,
  }
}

const tables = [
  table(),
  table({ TableId: 2, SubjectType: 1, SubjectName: '历史类' }),
  table({ TableId: 3, Year: 2024 }),
  table({ TableId: 4, Year: 2024, SubjectType: 1, SubjectName: '历史类' }),
  table({ TableId: 5, Year: 2025, SubjectType: 2, Usage: 'art', IsDefault: false }),
  table({ TableId: 6, Year: 2026, SubjectType: null, SubjectName: '美术类', IsDefault: true }),
]

function lineRank(body: { Score: number }) {
  return {
    Score: body.Score,
    Rank: 10616,
    Count: 120,
    RankFrom: 10497,
    RankTo: 10616,
    IsBand: false,
    BandLow: null,
    BandHigh: null,
    IsBelowFloor: false,
    Message: '',
    Table: table(),
    Equivalents: [],
    Source: official,
  }
}

describe('school list filter', () => {
  it('builds the SchoolList body with every field present (unset as undefined)', () => {
    const b = schoolListBody(' 中山 ', { ...EMPTY_FILTER, provinceIds: [44], city: '广州市', level: '本科', nature: 'public', tags: ['985', '双一流'] })
    expect(b).toMatchObject({ Keyword: '中山', ProvinceId: 44, City: '广州市', Level: '本科', IsPrivate: false, Is985: true, IsDoubleFirstClass: true })
    expect('Is211' in b && b.Is211 === undefined).toBe(true)
    expect(b.ProvinceIds).toBeUndefined()
    const many = schoolListBody('', { ...EMPTY_FILTER, provinceIds: [11, 44], city: '广州市' })
    expect(many.ProvinceIds).toEqual([11, 44])
    expect(many.City).toBeUndefined()
    expect(many.Keyword).toBeUndefined()
  })
  it('edits a draft and applies it; a city only stays with exactly one province', () => {
    const f = new SchoolFilterStore()
    f.beginEdit()
    f.toggleProvince(44)
    f.setCity('广州市')
    f.toggleTag('211')
    f.setLevel('本科')
    f.setLevel('本科') // tapping again clears
    expect(f.activeCount).toBe(0) // nothing applied yet
    f.toggleProvince(11)
    expect(f.draft.city).toBeNull()
    const v = f.version
    f.apply()
    expect(f.version).toBe(v + 1)
    expect(f.activeCount).toBe(2)
    expect(f.body.ProvinceIds).toEqual([44, 11])
    expect(f.body.Is211).toBe(true)
    expect(f.body.Level).toBeUndefined()
    f.clearAll()
    expect(f.activeCount).toBe(0)
    expect(f.summary).toEqual([])
  })
  it('names applied provinces from the loaded conditions', async () => {
    const api = new FakeApi().on(
      'School/BaseCondition',
      ok({
        Provinces: [{ ProvinceId: 44, ProvinceName: '广东', SchoolCount: 160 }],
        Cities: [],
        Levels: [],
        SchoolTypes: [],
        Natures: [],
        Tags: [],
        TagNote: '',
        Source: official,
      }),
    )
    const f = new SchoolFilterStore()
    await f.loadConditions()
    f.beginEdit()
    f.toggleProvince(44)
    f.setNature('private')
    f.apply()
    expect(f.summary).toEqual(['广东', '民办'])
    expect(api.callsOf('School/BaseCondition')).toHaveLength(1)
  })
})

describe('compare basket', () => {
  const s = (id: number) => ({ SchoolId: id, SchoolName: `学校${id}`, ProvinceName: '广东', City: '广州市', Level: '本科' })
  it('takes 2–4 distinct schools and says why not', () => {
    const b = new CompareBasket()
    expect(b.add(s(1))).toBeNull()
    expect(b.canCompare).toBe(false)
    expect(b.add(s(1))).toBe('已在对比列表中')
    b.add(s(2))
    b.add(s(3))
    b.add(s(4))
    expect(b.canCompare).toBe(true)
    expect(b.add(s(5))).toBe('最多对比 4 所院校')
    expect(b.toggle(s(2))).toBeNull()
    expect(b.ids).toEqual([1, 3, 4])
  })
  it('reads the ids of the compare page', () => {
    expect(parseCompareIds('10001,10003')).toEqual({ ids: [10001, 10003], error: null })
    expect(parseCompareIds('10001,10001').error).toBe('请至少选择 2 所院校进行对比')
    expect(parseCompareIds(undefined).error).toBeTruthy()
    expect(parseCompareIds('1,2,3,4,5').ids).toEqual([1, 2, 3, 4])
    expect(parseCompareIds('a,2,-3,4').ids).toEqual([2, 4])
  })
})

describe('small helpers', () => {
  it('parseScore names the problem in Chinese', () => {
    expect(parseScore('', 750)).toEqual({ value: null, error: '请输入分数' })
    expect(parseScore('6o0', 750).error).toBe('分数只能是数字')
    expect(parseScore('-5', 750).error).toBe('分数只能是数字')
    expect(parseScore('751', 750).error).toBe('分数不能超过 750')
    expect(parseScore(' 600 ', 750)).toEqual({ value: 600, error: null })
    expect(parseScore('88.5', 100, '原始分')).toEqual({ value: 88.5, error: null })
  })
  it('pick keeps a wanted option or falls back to the first', () => {
    expect(pick([2025, 2024], 2024)).toBe(2024)
    expect(pick([2025, 2024], 2020)).toBe(2025)
    expect(pick([], 1)).toBeNull()
  })
  it('names tracks', () => {
    expect(trackText(2)).toBe('物理类')
    expect(trackText(2, false)).toBe('理科')
    expect(trackText(3)).toBe('综合')
    expect(trackSpanText(1, true)).toBe('历史类/文科')
    expect(trackSpanText(1, false)).toBe('文科')
  })
})

describe('Resource', () => {
  it('keeps only the newest answer and turns failures into a message', async () => {
    const r = new Resource<number>()
    let release: (v: number) => void = () => {}
    const slow = r.load(() => new Promise<number>((res) => (release = res)))
    await r.load(async () => 2)
    release(1)
    await slow
    expect(r.data).toBe(2)
    await r.load(async () => {
      throw new Error('x')
    })
    expect(r.error).toBe('操作失败，请稍后重试')
    expect(r.data).toBe(2)
  })

  it('offers a retry only where loading again may help: not for a refusal such as a missing item', async () => {
    const r = new Resource<number>()
    await r.load(async () => {
      throw new ApiError(2, '资讯不存在：99', null, true)
    })
    expect(r.error).toBe('资讯不存在：99')
    expect(r.retryable).toBe(false)
    await r.load(async () => {
      throw new NetworkError(null, 'timeout')
    })
    expect(r.retryable).toBe(true)
    await r.load(async () => {
      throw new ApiError(29, '请求过于频繁', null, true)
    })
    expect(r.retryable).toBe(true)
  })
})

describe('province tracks', () => {
  it('lists the tracks of the newest default tables, or of a given year', async () => {
    new FakeApi().on(
      'Public/LineRankYears',
      ok([
        table({ Year: 2026, SubjectType: 3, SubjectName: '综合' }),
        table({ Year: 2020, SubjectType: 2, SubjectName: '理科' }),
        table({ Year: 2020, SubjectType: 1, SubjectName: '文科' }),
      ]),
    )
    const t = new ProvinceTracks()
    await t.load(11)
    expect(t.tracksOf(11)).toEqual([{ subjectType: 3, name: '综合' }])
    expect(t.tracksOf(11, 2020).map((x) => x.name)).toEqual(['理科', '文科'])
    expect(t.tracksOf(99).map((x) => x.subjectType)).toEqual([2, 1])
  })
})

describe('score → rank (查位次)', () => {
  function setup(form: { province?: number; year?: number; track?: 1 | 2 | 3; score?: number } = {}) {
    const root = new RootStore()
    root.province.setList(provinces)
    if (form.province) root.profile.set({ provinceId: form.province })
    root.profile.set({ Year: form.year ?? null, SubjectType: form.track ?? null, Score: form.score ?? null })
    const api = new FakeApi()
      .on('Public/ProvinceList', ok(provinces))
      .on('Public/LineRankYears', ok(tables))
      .on('Public/LineRankList', (b) => ok({ Table: tables.find((t) => t.TableId === b.TableId), List: [] }))
      .on('Public/LineRank', (b) => ok(lineRank(b)))
      .on('Lookup/EquivalentScore', ok({ Rank: 10616, Source: official, List: [] }))
    return { store: new RankLookupStore(root), api }
  }

  it("starts from the student's province, year, track and score and looks the score up", async () => {
    const { store, api } = setup({ province: 44, year: 2024, track: 1, score: 600 })
    await store.init()
    expect(store.years).toEqual([2025, 2024])
    expect(store.year).toBe(2024)
    expect(store.tracks.map((t) => t.name)).toEqual(['物理类', '历史类'])
    expect(store.subjectType).toBe(1)
    expect(store.table?.TableId).toBe(4)
    expect(api.callsOf('Public/LineRank')[0].body).toMatchObject({ ProvinceId: 44, Year: 2024, SubjectType: 1, Score: 600, TableId: 4 })
    expect(api.callsOf('Lookup/EquivalentScore')[0].body).toMatchObject({ ProvinceId: 44, Year: 2024, SubjectType: 1, Score: 600 })
    expect(store.result.data?.Rank).toBe(10616)
  })

  it('falls back to the newest year with a table and its first track; art and unknown-track tables are left out', async () => {
    const { store } = setup({ province: 44, year: 2030 })
    await store.init()
    expect(store.year).toBe(2025)
    expect(store.subjectType).toBe(2)
    expect(store.usableTables.map((t) => t.TableId)).toEqual([1, 2, 3, 4])
  })

  it('checks the score before sending anything', async () => {
    const { store, api } = setup({ province: 44 })
    await store.init()
    store.setScoreText('')
    await store.lookup()
    expect(store.scoreError).toBe('请输入分数')
    store.setScoreText('800')
    await store.lookup()
    expect(store.scoreError).toBe('分数不能超过 750')
    expect(api.callsOf('Public/LineRank')).toHaveLength(0)
    store.setScoreText('650')
    expect(store.scoreError).toBeNull()
    await store.lookup()
    expect(api.callsOf('Public/LineRank')).toHaveLength(1)
  })

  it('a changed year or track repeats the lookup on the new table', async () => {
    const { store, api } = setup({ province: 44, score: 610 })
    await store.init()
    await store.setTrack(1)
    await store.setYear(2024)
    const tablesAsked = api.callsOf('Public/LineRank').map((c) => c.body.TableId)
    expect(tablesAsked).toEqual([1, 2, 4])
  })

  it('shows the server message when the lookup fails', async () => {
    const { store, api } = setup({ province: 44, score: 610 })
    api.on('Public/LineRank', env(2, null, '分数必须在 0–750 之间'))
    await store.init()
    expect(store.result.error).toBe('分数必须在 0–750 之间')
  })
})

describe('赋分 calculator input', () => {
  const scheme = {
    Key: '3+1+2',
    Name: '3+1+2',
    Provinces: [44],
    Grades: [
      { Grade: 'A', Share: 15, ScaledHigh: 100, ScaledLow: 86 },
      { Grade: 'B', Share: 35, ScaledHigh: 85, ScaledLow: 71 },
    ],
    Formula: 'f',
    Verified: false,
    Note: '',
    Source: official,
  }
  function store() {
    const s = new ScaledScoreStore(new RootStore())
    s.schemes.data = [scheme]
    s.provinceId = 44
    return s
  }
  it('needs the share above (or a grade) and checks the raw range', () => {
    const s = store()
    expect(s.canUsePercent).toBe(true)
    expect(s.buildBody().errors.percent).toBe('请输入比例')
    s.setPercent('12')
    expect(s.buildBody().body).toEqual({ Scheme: '3+1+2', ProvinceId: 44, PercentAbove: 12 })
    s.setHigh('95')
    s.setLow('75')
    expect(s.buildBody().errors.raw).toBe('已填写等级区间时请同时填写原始分')
    s.setRaw('70')
    expect(s.buildBody().errors.raw).toBe('原始分应在该等级的原始分区间 75–95 内')
    s.setRaw('80')
    expect(s.buildBody().body).toEqual({ Scheme: '3+1+2', ProvinceId: 44, PercentAbove: 12, RawScore: 80, GradeRawHigh: 95, GradeRawLow: 75 })
    s.setLow('96')
    expect(s.buildBody().errors.low).toBe('等级原始分下限不能高于上限')
  })
  it('without published shares the grade must be chosen', () => {
    const s = store()
    s.schemes.data = [{ ...scheme, Grades: scheme.Grades.map((g, i) => ({ ...g, Share: i ? null : g.Share })) }]
    s.setGradeBy('percent')
    expect(s.gradeBy).toBe('grade')
    expect(s.buildBody().errors.grade).toBe('请选择等级')
    s.setGrade('B')
    expect(s.buildBody().body?.Grade).toBe('B')
  })
})

describe('provenance text', () => {
  it('chip: label and year; detail: title, publisher, year, address and the 推算 note', () => {
    expect(sourceChip(official)).toBe('省考试院 · 2025')
    expect(sourceChip(official, null)).toBe('省考试院')
    expect(sourceChip(null)).toBe('来源未知')
    const lines = sourceDetailLines({ source: official, derived: true, derivedFrom: { ...official, Title: '广东省2025年一分一段表' }, what: '2025年 最低位次' })
    expect(lines[0]).toBe('2025年 最低位次')
    expect(lines).toEqual(
      expect.arrayContaining([
        '标题：广东省2025年本科普通类投档情况',
        '发布者：广东省教育考试院',
        '数据年份：2025',
        '地址：https://eea.gd.gov.cn/x',
        '推算依据：广东省2025年一分一段表，2025年',
      ]),
    )
    expect(lines.some((l) => l.startsWith('推算：'))).toBe(true)
  })
})

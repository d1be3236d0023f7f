/** Provinces (data/rules/province-modes.json) and regions (data/regions, GB/T 2260 rows only). */
import fs from 'fs'
import { currentExamYear, examModeFor, type ProvinceFact } from '../../server/modules/exam'
import { REGIONS_FILE, parseRegions } from '../../server/modules/region/regions'
import { startHarness, type Harness } from './helpers/account-harness'

let h: Harness

beforeAll(async () => {
  h = await startHarness()
}, 120000)
afterAll(async () => {
  await h?.close()
})

const ALL_IDS = [11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65]

describe('provinces', () => {
  it('ProvinceList: 31 provinces by GB/T 2260 code with the current exam year’s new-exam flag', async () => {
    const r = await h.call('Public/ProvinceList')
    expect(r.code).toBe(0)
    expect(r.data.map((p: { ID: number }) => p.ID)).toEqual(ALL_IDS)
    expect(r.data[0]).toEqual({ ID: 11, ProvinceName: '北京', IsNewExam: true, NewExamSince: 2020 })
    const year = currentExamYear(h.clock.now())
    const xizang = r.data.find((p: { ID: number }) => p.ID === 54)
    expect(xizang).toEqual({ ID: 54, ProvinceName: '西藏', IsNewExam: false, NewExamSince: null })
    const xinjiang = r.data.find((p: { ID: number }) => p.ID === 65)
    expect(xinjiang.IsNewExam).toBe(year >= 2027)
    // a 2026 student of 新疆 is 文理 whatever year the list answers for: the client decides by NewExamSince
    expect(xinjiang.NewExamSince).toBe(2027)
  })

  it('ProvinceIsNewExam follows each province’s reform year', async () => {
    const ask = async (ProvinceId: number, Year: number) => (await h.call('Public/ProvinceIsNewExam', { ProvinceId, Year })).data
    expect(await ask(44, 2020)).toBe(false)
    expect(await ask(44, 2021)).toBe(true)
    expect(await ask(41, 2024)).toBe(false)
    expect(await ask(41, 2025)).toBe(true)
    expect(await ask(31, 2017)).toBe(true)
    expect(await ask(54, 2026)).toBe(false)
    expect(await h.call('Public/ProvinceIsNewExam', { ProvinceId: 71, Year: 2026 })).toMatchObject({ code: 4 })
    expect(await h.call('Public/ProvinceIsNewExam', { ProvinceId: 44 })).toMatchObject({ code: 2, message: '缺少必填参数：年份（Year）' })
  })

  it('NewExamProvince, NewExamProvinceYear, NewExamSubject', async () => {
    const list = (await h.call('Public/NewExamProvince')).data as Array<{ ID: number; IsNewExam: boolean }>
    expect(list.every((p) => p.IsNewExam)).toBe(true)
    expect(list.map((p) => p.ID)).not.toContain(54)
    expect(list.length).toBeGreaterThanOrEqual(29)
    expect((await h.call('Public/NewExamProvinceYear', { ProvinceId: 32 })).data).toEqual({ ProvinceId: 32, ExamMode: '3+1+2', NewExamSince: 2021 })
    expect((await h.call('Public/NewExamProvinceYear', { ProvinceId: 54 })).data).toEqual({
      ProvinceId: 54,
      ExamMode: '文理',
      NewExamSince: null,
      Note: '未查到该省新高考改革首年，目前仍为文理分科',
    })
    const xj = (await h.call('Public/NewExamProvinceYear', { ProvinceId: 65 })).data
    expect(xj).toMatchObject({ ProvinceId: 65, ExamMode: '3+1+2', NewExamSince: 2027 })
    expect(xj.Note).toContain('推断')
    expect((await h.call('Public/NewExamSubject', { ProvinceId: 44, Year: 2026 })).data).toEqual({
      ExamMode: '3+1+2',
      FirstSubjects: ['物理', '历史'],
      SecondSubjects: ['化学', '生物', '政治', '地理'],
      SecondCount: 2,
    })
    expect((await h.call('Public/NewExamSubject', { ProvinceId: 33, Year: 2026 })).data).toEqual({
      ExamMode: '3+3',
      FirstSubjects: [],
      SecondSubjects: ['物理', '化学', '生物', '政治', '历史', '地理', '技术'],
      SecondCount: 3,
    })
    expect((await h.call('Public/NewExamSubject', { ProvinceId: 37, Year: 2026 })).data.SecondSubjects).toHaveLength(6)
    expect((await h.call('Public/NewExamSubject', { ProvinceId: 41, Year: 2024 })).data).toEqual({
      ExamMode: '文理',
      FirstSubjects: [],
      SecondSubjects: [],
      SecondCount: 0,
    })
  })

  it('total scores come from the data: 750, 上海 660, 海南 900', async () => {
    const cfg = (await h.call('User/SysScoreConfig')).data as { Provinces: Array<{ ProvinceId: number; TotalScore: number }> }
    const total = Object.fromEntries(cfg.Provinces.map((p) => [p.ProvinceId, p.TotalScore]))
    expect(total[31]).toBe(660)
    expect(total[46]).toBe(900)
    expect(ALL_IDS.filter((id) => id !== 31 && id !== 46).every((id) => total[id] === 750)).toBe(true)
  })

  it('ProvinceIsFinalScore defaults to the current exam year', async () => {
    const r = await h.call('Public/ProvinceIsFinalScore', { ProvinceId: 44 })
    expect(r.code).toBe(0)
    expect(typeof r.data).toBe('boolean')
  })

  it('Teacher/OrganizationProvince answers the configured provinces', async () => {
    const r = await h.call('Teacher/OrganizationProvince')
    expect(r.data.map((p: { ID: number }) => p.ID)).toEqual(ALL_IDS)
  })
})

describe('exam mode rules', () => {
  const p = (examModeRaw: string, newExamSince: number | null): ProvinceFact => ({
    id: 1,
    name: 'x',
    examModeRaw,
    newExamSince,
    totalScore: 750,
    confidence: '',
    newExamNote: null,
  })
  it('reads the published mode strings', () => {
    expect(examModeFor(p('3+3(7选3含技术)', 2017), 2017)).toBe('3+3')
    expect(examModeFor(p('3+1+2', 2024), 2023)).toBe('文理')
    expect(examModeFor(p('traditional(文史/理工)', null), 2030)).toBe('文理')
  })
  it('the exam year turns over in September (Beijing time)', () => {
    expect(currentExamYear(Date.parse('2026-08-31T23:00:00+08:00'))).toBe(2026)
    expect(currentExamYear(Date.parse('2026-09-01T00:00:00+08:00'))).toBe(2027)
    expect(currentExamYear(Date.parse('2027-06-07T09:00:00+08:00'))).toBe(2027)
  })
})

describe('regions', () => {
  it('imports only GB/T 2260 rows', () => {
    const rows = parseRegions(fs.readFileSync(REGIONS_FILE, 'utf8'))
    const count = (level: string) => rows.filter((r) => r.level === level).length
    expect([count('province'), count('city'), count('county')]).toEqual([31, 337, 2826])
    expect(rows.find((r) => r.code === '130171')).toBeUndefined() // 石家庄高新技术产业开发区 (statistical only)
    expect(rows.find((r) => r.code === '110100')).toBeUndefined() // 北京 市辖区 placeholder
    expect(rows.find((r) => r.code === '110101')).toMatchObject({ name: '东城区', parent_code: '110000' })
  })

  it('Area → CityList → DistrictList', async () => {
    const area = (await h.call('Public/Area')).data as Array<{ Code: string; Name: string }>
    expect(area).toHaveLength(31)
    expect(area[0]).toEqual({ Code: '110000', Name: '北京市' })
    const gd = (await h.call('Public/CityList', { ProvinceCode: '440000' })).data as Array<{ Code: string; Name: string }>
    expect(gd).toHaveLength(21)
    expect(gd[0]).toEqual({ Code: '440100', Name: '广州市' })
    const gz = (await h.call('Public/DistrictList', { CityCode: '440100' })).data as Array<{ Code: string; Name: string }>
    expect(gz.map((d) => d.Name)).toContain('天河区')
    expect(gz).toHaveLength(11)
    // municipalities: the city level is the municipality itself
    expect((await h.call('Public/CityList', { ProvinceCode: '500000' })).data).toEqual([{ Code: '500000', Name: '重庆市' }])
    const cq = (await h.call('Public/DistrictList', { CityCode: '500000' })).data as Array<{ Name: string }>
    expect(cq.map((d) => d.Name)).toEqual(expect.arrayContaining(['渝中区', '巫溪县']))
    // a city without counties is its own district
    expect((await h.call('Public/DistrictList', { CityCode: '441900' })).data).toEqual([{ Code: '441900', Name: '东莞市' }])
    expect(await h.call('Public/CityList', { ProvinceCode: '440100' })).toMatchObject({
      code: 4,
      message: '未找到该省份（ProvinceCode=440100），应为 6 位省级代码，如 440000',
    })
    expect(await h.call('Public/DistrictList', { CityCode: '44010' })).toMatchObject({ code: 2, message: '城市代码（CityCode）格式不正确' })
  })
})

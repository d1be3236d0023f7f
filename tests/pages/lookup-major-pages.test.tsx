/**
 * Lookup pages that read their data through LookupStore models (issue 17), on the real Taro H5 runtime: what they
 * ask, and that the answers are shown — 专业介绍 without a major (hot majors), 专业详情 (the major and the schools
 * offering it) and 招生章程 (a charter we hold no text for).
 */
import ProfessionalPage from '../../src/pages/home/professional/professional'
import SpecialityDetailsPage from '../../src/pages/home/specialityDetails'
import ConstitutionDetailsPage from '../../src/pages/home/schoolDetail/constitutionDetails'
import { EXAM_AUTHORITY } from './fixtures'
import { type FakeServer, freshStart, mountPage, shownText, testUtils } from './harness'

let server: FakeServer

beforeEach(() => {
  server = freshStart()
})
afterEach(() => testUtils.unmout())

const major = (MajorCode: string, MajorName: string) => ({
  MajorCode,
  Code6: MajorCode.slice(0, 6),
  MajorName,
  DisciplineCode: '08',
  DisciplineName: '工学',
  ClassCode: '0809',
  ClassName: '计算机类',
  IsSpecial: false,
  IsControlled: false,
  Note: '',
  CatalogYear: 2026,
  Source: EXAM_AUTHORITY,
})

it('专业介绍 without a major lists the most offered majors and asks nothing else', async () => {
  server.on('Specialty/SpecialtyHotList', {
    data: { List: [{ Major: major('080901', '计算机科学与技术'), SchoolCount: 900, PlanCount: 50000, Source: EXAM_AUTHORITY }], Method: '按开设院校数排序' },
  })
  await mountPage(ProfessionalPage, 'pages/home/professional/professional', {}, server)
  expect(server.callsOf('Specialty/SpecialtyHotList').map((c) => c.body.Limit)).toEqual([30])
  expect(server.callsOf('Specialty/SpecialtyInfo')).toEqual([])
  expect(shownText()).toContain('计算机科学与技术')
  expect(shownText()).toContain('按开设院校数排序')
  expect(server.unexpected()).toEqual([])
})

it('专业详情 shows the major and the schools offering it, with the list note', async () => {
  server
    .on('Specialty/SpecialtyInfo', {
      data: {
        Major: major('080902', '软件工程'),
        InCatalog2025: true,
        InCatalog2026: true,
        Siblings: [],
        SchoolCount: 600,
        PlanCount: 30000,
        StatsNote: '',
        Source: EXAM_AUTHORITY,
      },
    })
    .on('Specialty/SpecialtySchoolList', {
      data: {
        List: [
          {
            School: null,
            SchoolName: '某某学院',
            PrintedNames: ['软件工程'],
            Years: [2025],
            Provinces: [43],
            RowCount: 2,
            PlanCount: 80,
            Source: EXAM_AUTHORITY,
          },
        ],
        Total: 1,
        Note: '只列出我们有数据的院校',
      },
    })
  await mountPage(SpecialityDetailsPage, 'pages/home/specialityDetails', { MajorCode: '080902' }, server)
  expect(server.callsOf('Specialty/SpecialtyInfo').map((c) => c.body.MajorCode)).toEqual(['080902'])
  expect(server.callsOf('Specialty/SpecialtySchoolList')[0].body).toMatchObject({ MajorCode: '080902', PageIndex: 1 })
  expect(shownText()).toContain('软件工程')
  expect(shownText()).toContain('某某学院')
  expect(shownText()).toContain('只列出我们有数据的院校')
  expect(server.unexpected()).toEqual([])
})

it('招生章程 without text says why; without an id it asks nothing', async () => {
  server.on('School/SchoolConstitutionInfo', {
    data: {
      Id: 'c9',
      SchoolId: 10558,
      SchoolName: '中山大学',
      Title: '中山大学2025年本科招生章程',
      Year: 2025,
      HasText: false,
      Sections: [],
      Message: '我们没有这份章程的原文，请到学校招生网查看。',
      Url: '',
      Links: [],
      Source: null,
    },
  })
  await mountPage(ConstitutionDetailsPage, 'pages/home/schoolDetail/constitutionDetails', { Id: 'c9' }, server)
  expect(server.callsOf('School/SchoolConstitutionInfo').map((c) => c.body.Id)).toEqual(['c9'])
  expect(document.querySelector('[data-testid="charter-message"]')?.textContent).toContain('我们没有这份章程的原文')
  testUtils.unmout()

  await mountPage(ConstitutionDetailsPage, 'pages/home/schoolDetail/constitutionDetails', {}, server)
  expect(shownText()).toContain('缺少章程参数')
  expect(server.callsOf('School/SchoolConstitutionInfo')).toHaveLength(1)
})

/**
 * Careers (issue 19) on the real Taro H5 runtime: an occupation's details label what we wrote and link its majors
 * and the wish filter; the interest-code search sends the code it was opened with; a subject combination shows its
 * share and basis; the path test sends every answer and shows the paths with reasons and sources.
 */
import OccupationDetailsPage from '../../src/pages/home/occupation/occupationDetails'
import OccupationTypeSearchPage from '../../src/pages/home/occupation/occupationtypesearch'
import ChooseSubjectDetailsPage from '../../src/pages/home/chooseSubject/chooseSubjectDetails'
import EnterContentPage from '../../src/pages/assess/enter-path/enter-content'
import { type FakeServer, freshStart, mountPage, router, settle, shownText, testUtils } from './harness'

let server: FakeServer
beforeEach(() => {
  server = freshStart()
})
afterEach(() => testUtils.unmout())

const click = async (selector: string) => {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(document.querySelector(selector)!)
  })
  await settle(server)
}

const brief = {
  Code: '2-02-10-03',
  Name: '计算机软件工程技术人员',
  MiddleName: '工程技术人员',
  MinorName: '信息和通信工程技术人员',
  Green: false,
  Digital: true,
  WorkTypeCount: 0,
  Holland: 'IRC',
}

it('职业详情: the 大典 facts, our labelled Holland code, description and majors, and the wish filter link', async () => {
  server.on('Profession/ProfessionInfo', {
    data: {
      ...brief,
      MajorGroup: { Code: '2', Name: '专业技术人员' },
      MiddleGroup: { Code: '2-02', Name: '工程技术人员' },
      MinorGroup: { Code: '2-02-10', Name: '信息和通信工程技术人员' },
      Markers: ['数字职业'],
      HollandText: '研究型、现实型、常规型',
      Description: '运用工程技术知识，从事研发工作。',
      MajorCategories: [
        { Code: '0807', Name: '电子信息类', Discipline: '工学', Majors: [{ Code: '080701', Name: '电子信息工程' }] },
        { Code: '0809', Name: '计算机类', Discipline: '工学', Majors: [{ Code: '080901', Name: '计算机科学与技术' }] },
      ],
      Source: '本产品整理',
      SourceNote: '霍兰德代码、中类简介与对口专业类均由本产品整理，仅供参考。',
      DataSource: '《中华人民共和国职业分类大典（2022年版）》',
    },
  })
  await mountPage(OccupationDetailsPage, 'pages/home/occupation/occupationDetails', { ProfessionCode: '2-02-10-03' }, server)
  const text = shownText()
  expect(text).toContain('计算机软件工程技术人员')
  expect(text).toContain('数字职业')
  expect(text).toContain('IRC')
  expect(text).toContain('研究型、现实型、常规型')
  expect(document.querySelectorAll('[data-testid="ours-tag"]').length).toBeGreaterThanOrEqual(3)
  expect(server.callsOf('Profession/ProfessionInfo').map((c) => c.body.Code)).toEqual(['2-02-10-03'])

  await click('[data-testid="occupation-major"]')
  expect(router.opened.at(-1)).toEqual({ api: 'navigateTo', url: '/pages/home/specialityDetails?MajorCode=080701' })
  await click('[data-testid="occupation-filter-wish"]')
  expect(router.opened.at(-1)).toEqual({
    api: 'navigateTo',
    url: `/pages/newExam/index?majorCategories=0807,0809&from=${encodeURIComponent('计算机软件工程技术人员')}`,
  })
  expect(server.unexpected()).toEqual([])
})

it('职业详情 without a code asks to go back to the library and calls nothing', async () => {
  await mountPage(OccupationDetailsPage, 'pages/home/occupation/occupationDetails', {}, server)
  expect(shownText()).toContain('缺少职业编码')
  expect(server.callsOf('Profession/ProfessionInfo')).toEqual([])
})

it('按兴趣代码找职业: opened with ?HollandCode=ria it searches RIA and says how each matches', async () => {
  server.on('Profession/ProfessionSearchByInterestCode', (b) => ({
    data: {
      List: [
        { ...brief, Name: '建筑设计师', Holland: 'RIA', Match: 'exact' as const },
        { ...brief, Code: '2-02-34-01', Name: '工业设计工程技术人员', Holland: 'AIR', Match: 'permutation' as const },
      ],
      Total: b.Code === 'RIA' ? 2 : 0,
      Source: '本产品整理',
      Basis: '',
    },
  }))
  await mountPage(OccupationTypeSearchPage, 'pages/home/occupation/occupationtypesearch', { HollandCode: 'ria' }, server)
  expect(server.callsOf('Profession/ProfessionSearchByInterestCode').map((c) => c.body.Code)).toEqual(['RIA'])
  const text = shownText()
  expect(text).toContain('当前代码：RIA')
  expect(text).toContain('建筑设计师')
  expect(text).toContain('字母相同')
  // one letter less: a new search
  await click('[data-testid="holland-A"]')
  expect(server.callsOf('Profession/ProfessionSearchByInterestCode').map((c) => c.body.Code)).toEqual(['RIA', 'RI'])
})

it('选科详情: the combination’s share, its rank and basis, and what closes the rest', async () => {
  const basis = {
    ProvinceId: 22,
    ProvinceName: '吉林',
    ExamMode: '3+1+2',
    Year: 2026,
    Table: '招生计划',
    Rows: 19561,
    KnownRows: 19000,
    Majors: 15000,
    Groups: 4000,
    Schools: 900,
    Text: '按本站收录的吉林 2026 年招生计划中印有选科要求的 19561 行计算',
    Enough: true,
  }
  server.on('Career/SelectExamStat', {
    data: {
      Combination: {
        Key: '物理+化学+生物',
        Subjects: ['物理', '化学', '生物'],
        First: '物理',
        MajorCount: 9000,
        MajorShare: 60,
        GroupCount: 2500,
        GroupShare: 62.5,
        Rank: 1,
        Fit: null,
        Reasons: [],
      },
      Basis: basis,
      ClosedBy: [{ Requirement: '首选历史，再选不限', Rows: 5000 }],
      Total: 12,
    },
  })
  await mountPage(ChooseSubjectDetailsPage, 'pages/home/chooseSubject/chooseSubjectDetails', { ProvinceId: '22', Subjects: '物理,化学,生物' }, server)
  expect(server.callsOf('Career/SelectExamStat').map((c) => c.body)).toEqual([{ ProvinceId: 22, Subjects: ['物理', '化学', '生物'], Platform: 0 }])
  const text = shownText()
  expect(text).toContain('可报专业 60%（9000 个）')
  expect(text).toContain('在本省 12 个组合中按可报专业占比排第 1')
  expect(text).toContain('吉林 2026 年招生计划')
  expect(text).toContain('首选历史，再选不限')
})

it('升学路径测评: every question must be answered; the answers go out and the paths come back with reasons and sources', async () => {
  const questions = [
    { Key: 'score', Text: '成绩水平？', Options: [{ Key: 'top', Text: '前 5% 左右' }] },
    { Key: 'basic-science', Text: '基础学科兴趣？', Options: [{ Key: 'love', Text: '非常喜欢' }] },
  ]
  const path = { Key: 'strongbase', Name: '强基计划', Summary: '基础学科招生', Rules: ['高考成绩不低于 85%'], Sources: ['教学〔2020〕1号'] }
  server
    .on('Career/EducationPathList', { data: { Paths: [path], Questions: questions, Source: '本产品整理', Note: '仅供参考' } })
    .on('Career/EducationPathTest', {
      data: { List: [{ ...path, Score: 6, Percent: 100, Reasons: ['前 5% 左右', '非常喜欢'] }], Source: '本产品整理', Note: '仅供参考' },
    })
  await mountPage(EnterContentPage, 'pages/assess/enter-path/enter-content', {}, server)
  await click('[data-testid="option-score-top"]')
  await click('[data-testid="path-submit"]')
  expect(shownText()).toContain('请回答第 2 题')
  expect(server.callsOf('Career/EducationPathTest')).toEqual([])
  await click('[data-testid="option-basic-science-love"]')
  await click('[data-testid="path-submit"]')
  expect(server.callsOf('Career/EducationPathTest').map((c) => c.body.Answers)).toEqual([
    [
      { Question: 'score', Option: 'top' },
      { Question: 'basic-science', Option: 'love' },
    ],
  ])
  const text = shownText()
  expect(text).toContain('强基计划')
  expect(text).toContain('匹配 100%')
  expect(text).toContain('推荐理由')
  expect(text).toContain('依据：教学〔2020〕1号')
})

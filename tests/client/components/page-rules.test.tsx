/** Rules of the app's own pages: inputs checked with Chinese messages, tables chosen, links that go where they say. */
import { act, fireEvent, render } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { taroMock } from '../../support/taro-mock'
import { rootStore } from '../../../src/stores'
import { ROUTES, routeOf } from '../../../src/routes'
import { pickRankTable } from '../../../src/stores/home'
import { checkScore } from '../../../src/stores/wish/simulate'
import { checkCardNo } from '../../../src/utils/validate'
import { webviewTarget } from '../../../src/pages/personal/conmonWebview'
import { checkSubjectScore, sortSubjects } from '../../../src/pages/assess/new-exam-choose/sort-score'
import { REMARK_MAX } from '../../../src/stores/intention'
import { HOME_ENTRIES } from '../../../src/pages/home/index'
import { ASSESSMENTS } from '../../../src/pages/assess/index'
import { PERSONAL_MENU } from '../../../src/pages/personal/index'
import { fillingModes } from '../../../src/content/filling-modes'
import { TESTS } from '../../../src/content/assessments'
import { APP_VERSION_TEXT } from '../../../src/utils/version'
import HomePage from '../../../src/pages/home/index'
import QueryPage from '../../../src/pages/query/index'
import PersonalPage from '../../../src/pages/personal/index'

type Table = Parameters<typeof pickRankTable>[0][number]
const table = (Year: number, SubjectType: number | null, IsDefault = true): Table =>
  ({ TableId: Year * 10 + (SubjectType ?? 0), ProvinceId: 44, Year, SubjectType, IsDefault }) as unknown as Table

const routeOfLink = (r: string) => routeOf(r.split('?')[0])

describe('links of the tab pages', () => {
  // the help centre's links are content now: tests/server/content.test.ts checks them with the banners'
  it('every entry, mode, menu item and test link goes to a real route', () => {
    const links = [
      ...HOME_ENTRIES.map((e) => e.route),
      ...ASSESSMENTS.map((e) => e.route!),
      ...PERSONAL_MENU.map((m) => m.route!),
      ...fillingModes(true).map((m) => m.route),
      ...Object.values(TESTS).map((t) => t.report),
    ]
    for (const l of links) expect([l, routeOfLink(l)?.path]).toEqual([l, l.split('?')[0]])
    expect(ROUTES.length).toBe(120)
  })

  it('home grid is the DESIGN.md list in order', () => {
    expect(HOME_ENTRIES.map((e) => e.title)).toEqual(['查大学', '查专业', '查位次', '批次线', '招生计划', '录取数据', '志愿填报', '测评', '资讯', '课程'])
  })

  it('personal menu is the brief list in order', () => {
    expect(PERSONAL_MENU.map((m) => m.title)).toEqual([
      '我的志愿表',
      '我的测评',
      '报考意向',
      '志愿审核',
      '会员权益',
      '激活会员卡',
      '帮助中心',
      '本地服务商',
      '关于我们',
      '商务合作',
      '设置',
    ])
  })

  it('marks the filling mode that suits the province', () => {
    expect(fillingModes(true).find((m) => m.key === 'newExam')?.badge).toBe('适合你的省份')
    expect(fillingModes(false).find((m) => m.key === 'college')?.badge).toBe('适合你的省份')
    expect(fillingModes(null).some((m) => m.badge)).toBe(false)
  })

  it('shows the app version of SPEC §9, written one way (settings and 关于我们)', () => {
    expect(APP_VERSION_TEXT).toBe('v5.9 (49)')
  })
})

describe('rank table for a score', () => {
  it("uses the exam year's default table of the track, else the latest earlier one", () => {
    const tables = [table(2024, 2), table(2025, 2), table(2025, 1), table(2025, 2, false), table(2026, 2)]
    expect(pickRankTable(tables, 2026, 2)?.Year).toBe(2026)
    expect(pickRankTable(tables, 2027, 1)?.Year).toBe(2025)
    expect(pickRankTable(tables, 2025, 2)?.TableId).toBe(20252)
    expect(pickRankTable(tables, 2023, 2)).toBeNull()
    expect(pickRankTable(tables, 2026, 3)).toBeNull()
  })
})

describe('input checks', () => {
  it('simulated score: required, numeric, within the full marks', () => {
    expect(checkScore('', 750).error).toBe('请输入分数')
    expect(checkScore('abc', 750).error).toBe('分数只能是数字（最多一位小数）')
    expect(checkScore('751', 750).error).toBe('分数不能超过 750（该省总分）')
    expect(checkScore('700', 660).error).toBe('分数不能超过 660（该省总分）')
    expect(checkScore(' 612.5 ', 750)).toEqual({ value: 612.5, error: null })
    expect(checkScore('600', null).value).toBe(600)
  })

  it('membership card: the 16-character number (issue 18 cards have no separate password), what is wrong named', () => {
    expect(checkCardNo('')).toBe('请输入卡号')
    expect(checkCardNo('12')).toBe('卡号应为 16 位字母和数字')
    expect(checkCardNo('ABCD-EFGH-JKLM-NPQO')).toContain('没有 0、O、1、I')
    expect(checkCardNo('abcd-efgh-jklm-npqr')).toBeNull()
  })

  it('web view: only http(s) addresses', () => {
    expect(webviewTarget(undefined).problem).toBe('没有要打开的网页地址')
    expect(webviewTarget('javascript%3Aalert(1)').problem).toContain('http')
    expect(webviewTarget(encodeURIComponent('https://www.gov.cn/a?b=1')).url).toBe('https://www.gov.cn/a?b=1')
  })

  it('subject scores: required, numeric, at most 100; sorted strongest first', () => {
    expect(checkSubjectScore('')).toBe('请输入成绩')
    expect(checkSubjectScore('九十')).toBe('成绩只能是数字')
    expect(checkSubjectScore('101')).toBe('成绩不能超过 100')
    expect(checkSubjectScore('99.5')).toBeNull()
    expect(sortSubjects({ 物理: '80', 化学: '92', 生物: '80', 地理: '60' }).map((x) => x.subject)).toEqual(['化学', '物理', '生物', '地理'])
  })

  it('intention: something must be chosen; the remark has a limit', () => {
    const s = rootStore.intention()
    expect(s.validate()).toBe(false)
    expect(s.errors.provinces).toContain('请至少选择一项')
    s.toggleLevel('985')
    expect(s.validate()).toBe(true)
    s.setRemark('字'.repeat(REMARK_MAX + 1))
    expect(s.validate()).toBe(false)
    expect(s.errors.remark).toBe(`备注最多 ${REMARK_MAX} 字（现在 ${REMARK_MAX + 1} 字）`)
    s.toggleLevel('985')
    expect(s.schoolLevels).toEqual([])
  })
})

describe('tab pages as drawn', () => {
  beforeEach(() => {
    taroMock.reset()
    process.env.TARO_ENV = 'h5'
    rootStore.resetSession()
  })

  it('home: a login prompt when logged out; the grid opens its route', () => {
    taroMock.setPage('pages/home/index')
    const { getByTestId, container } = render(<HomePage />)
    expect(getByTestId('score-card').getAttribute('data-state')).toBe('anonymous')
    const entry = (title: string) => Array.from(container.querySelectorAll('[data-testid="home-entries"] .at-grid-item')).find((e) => e.textContent === title)!
    fireEvent.click(entry('查位次'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/home/searcharrangement' })
    // 志愿填报 is a tab: switchTab
    fireEvent.click(entry('志愿填报'))
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/query/index' })
  })

  it('home: the student facts with an edit link when the form is complete', async () => {
    taroMock.setPage('pages/home/index')
    // the province has no 一分一段 table: the card says so instead of a rank
    taroMock.onRequest((req) => ({ statusCode: 200, header: {}, data: { code: 0, message: 'ok', data: req.url.includes('LineRankYears') ? [] : null } }))
    act(() => {
      rootStore.session.setToken('t')
      rootStore.province.setList([{ ID: 44, ProvinceName: '广东', IsNewExam: true }])
      rootStore.profile.set({ provinceId: 44, Year: 2026, SubjectType: 2, Score: 580 })
    })
    const { getByTestId } = render(<HomePage />)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0))
    })
    const card = getByTestId('score-card')
    expect(card.textContent).toContain('暂无广东的一分一段表')
    expect(card.getAttribute('data-state')).toBe('complete')
    expect(card.textContent).toContain('广东 · 2026 年 · 物理类')
    expect(getByTestId('score-value').textContent).toBe('580')
    fireEvent.click(card)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/home/complete-information/index' })
  })

  it('志愿填报: a prompt to fill the score when there is none', () => {
    taroMock.setPage('pages/query/index')
    act(() => rootStore.session.setToken('t'))
    const { getByTestId } = render(<QueryPage />)
    expect(getByTestId('query-score').getAttribute('data-state')).toBe('no-score')
  })

  it('我的: login prompt and the open-membership card when logged out', () => {
    taroMock.setPage('pages/personal/index')
    const { getByTestId } = render(<PersonalPage />)
    expect(getByTestId('me-head').getAttribute('data-state')).toBe('anonymous')
    expect(getByTestId('member-card').getAttribute('data-member')).toBe('false')
    fireEvent.click(getByTestId('me-login'))
    expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('/pages/personal/login/index') }))
  })
})

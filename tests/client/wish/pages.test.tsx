/**
 * The wish pages rendered with a scripted server (the request layer and the real stores underneath): the
 * 志愿填报 tab, a recommendation list, the draft table (check, reorder, save with a name, the 滑档 confirmation,
 * a refusal), the saved tables (list, open, delete), 模拟填报 and the band explanation. Assertions are on
 * what a parent reads.
 */
import { act, fireEvent, render } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { taroMock } from '../../support/taro-mock'
import { FakeApi, env, flush, ok, userInfo } from '../helpers/fake-api'
import { rootStore } from '../../../src/stores'
import { resetRequestStateForTests } from '../../../src/services/request'
import { resetSessionExpiryForTests } from '../../../src/stores/flows/session-expiry'
import type { RecommendRow } from '../../../src/model/wish'
import QueryPage from '../../../src/pages/query/index'
import NewExamFillPage from '../../../src/pages/newExam/index'
import CollegeToSpecialtyPage from '../../../src/pages/newExam/adjust-wish/collegeToSpecialty'
import VolunteerListPage from '../../../src/pages/personal/volunteerlist/volunteerlist'
import NewExamWishDetailsPage from '../../../src/pages/personal/volunteerdetail/newExamWishDetails'
import ScoreFormPage from '../../../src/pages/query/scoreForm'
import ContrastPage from '../../../src/pages/query/contrast'
import SelfFillPage from '../../../src/pages/query/self/index'
import SetRealScorePage from '../../../src/pages/personal/setRealScore/index'
import { BAND_CONFIG, BATCHES, COUNTS, STUDENT, check, detail, page, row, summary } from './fixtures'

let api: FakeApi

/** a logged-in 湖南 2026 物理类 student with 560 分 (what start-up leaves in the stores) */
function signIn() {
  act(() => {
    rootStore.session.setToken('t')
    rootStore.session.setUserInfo(
      userInfo({ ExamProvinceId: 43, ExamProvinceName: '湖南', ExamYear: 2026, Score: 560, Rank: null, SelectSubjectList: ['物理', '化学', '生物'] }),
    )
    rootStore.profile.set({
      provinceId: 43,
      Year: 2026,
      SubjectType: 2,
      Score: 560,
      SelectSubjectList: ['物理', '化学', '生物'],
    })
  })
}

async function settle(times = 8) {
  await act(async () => {
    await flush(times)
  })
}

async function click(el: Element | null | undefined) {
  if (!el) throw new Error('nothing to click')
  await act(async () => {
    fireEvent.click(el)
    await flush()
  })
}

const q = (sel: string) => document.querySelector(sel)
const qa = (sel: string) => Array.from(document.querySelectorAll(sel))
const text = () => document.body.textContent ?? ''

beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
  resetSessionExpiryForTests()
  process.env.TARO_ENV = 'h5'
  rootStore.resetSession()
  api = new FakeApi()
  api.on('Wish/NewExamBatchList', ok(BATCHES)).on('Wish/BatchList', ok(BATCHES)).on('Wish/BandConfig', ok(BAND_CONFIG))
})

describe('志愿填报 tab', () => {
  it("shows the server's student context, the rule, the batch's band counts and the filling modes", async () => {
    taroMock.setPage('pages/query/index')
    signIn()
    api.on('Wish/SchoolFirstStat', ok({ Total: 2191, Counts: COUNTS, Student: STUDENT }))
    render(<QueryPage />)
    await settle()
    const card = q('[data-testid="query-score"]')!
    expect(card.getAttribute('data-state')).toBe('complete')
    expect(card.textContent).toContain('湖南 · 2026 年 · 物理类 · 物理/化学/生物')
    expect(card.textContent).toContain('560 分')
    expect(card.textContent).toContain('位次 43,928')
    expect(card.textContent).toContain('院校专业组模式 · 本科批可填 45 个志愿 · 每个志愿最多 6 个专业 · 服从调剂：组内')
    expect(q('[data-testid="query-batch"]')!.textContent).toContain('填报批次：本科批')
    expect(q('[data-testid="query-band-reach"]')!.textContent).toBe('冲82')
    expect(q('[data-testid="query-band-floor"]')!.textContent).toBe('垫1912')
    expect(api.callsOf('Wish/SchoolFirstStat')[0].body).toMatchObject({ BatchId: 2 })
    expect(qa('[data-testid="query-mode"]').map((m) => m.getAttribute('data-key'))).toEqual(['newExam', 'college', 'speciality', 'self', 'simulate'])
    expect(q('[data-key="newExam"]')!.textContent).toContain('适合你的省份')
    // a band opens the list of that band
    await click(q('[data-testid="query-band-match"]'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/newExam/index?BatchId=2&Band=${encodeURIComponent('稳')}` })
  })

  it('after 录入高考成绩 the tab asks again: recommendations follow the new score and official rank', async () => {
    signIn()
    taroMock.setPage('pages/personal/setRealScore/index')
    api.on('Public/ProvinceIsFinalScore', ok(true)).on('User/SysScoreConfig', ok([]))
    api.on('User/UpdateStudentFinalScore', (body) =>
      ok(
        userInfo({
          ExamProvinceId: 43,
          ExamProvinceName: '湖南',
          ExamYear: 2026,
          Score: 560,
          FinalScore: body.FinalScore,
          Rank: body.Rank ?? null,
          SelectSubjectList: ['物理', '化学', '生物'],
        }),
      ),
    )
    const form = render(<SetRealScorePage />)
    await settle()
    await act(async () => {
      fireEvent.input(q('[data-field="score"] input')!, { target: { value: '588' } })
      fireEvent.input(q('[data-field="rank"] input')!, { target: { value: '30123' } })
      await flush()
    })
    await click(q('.acc-submit'))
    await settle()
    expect(api.callsOf('User/UpdateStudentFinalScore')[0].body).toMatchObject({ FinalScore: 588, Rank: 30123 })
    expect(rootStore.profile.Score).toBe(588)
    form.unmount()
    // the tab: the server now answers for 588 and the official rank; the page shows what it answers
    taroMock.setPage('pages/query/index')
    api.on('Wish/SchoolFirstStat', ok({ Total: 2000, Counts: COUNTS, Student: { ...STUDENT, Score: 588, Rank: 30123, RankBasis: 'published' } }))
    render(<QueryPage />)
    await settle()
    expect(q('[data-testid="query-score"]')!.textContent).toContain('588 分')
    expect(q('[data-testid="query-score"]')!.textContent).toContain('位次 30,123')
    expect(q('[data-testid="query-score"]')!.textContent).toContain('你填写的官方位次')
  })

  it('logged out: a login prompt and no call', async () => {
    taroMock.setPage('pages/query/index')
    render(<QueryPage />)
    await settle()
    expect(q('[data-testid="query-score"]')!.getAttribute('data-state')).toBe('anonymous')
    expect(api.calls.filter((c) => c.name.startsWith('Wish/'))).toEqual([])
  })
})

describe('recommendation list (新高考填报)', () => {
  const rows: RecommendRow[] = [row('冲', 1), row('冲', 2), row('稳', 3)]

  it('rows with history, source, prediction, probability and band; one tap adds, another removes; tabs filter by band', async () => {
    taroMock.setPage('pages/newExam/index', { BatchId: '2' })
    signIn()
    api.on('Wish/NewExamScoreLine', (body) => ok(page(body.Band ? rows.filter((r) => r.Band === body.Band) : rows, body.Band ? 1 : 3)))
    render(<NewExamFillPage />)
    await settle()
    const cards = qa('[data-testid="recommend-row"]')
    expect(cards).toHaveLength(3)
    const first = cards[0]
    expect(first.textContent).toContain('测试大学1')
    expect(first.textContent).toContain('第11组')
    expect(first.textContent).toContain('2025年 550分 / 44,942名')
    expect(first.textContent).toContain('来源：省考试院')
    expect(first.textContent).toContain('预测最低位次 42,576（36,271–49,977）')
    expect(first.querySelector('[data-testid="row-probability"]')!.textContent).toBe('20%')
    expect(first.querySelector('[data-testid="band-tag"]')!.textContent).toBe('冲')
    expect(q('[data-testid="band-tabs"]')!.textContent).toContain('冲 82')
    await click(first.querySelector('[data-testid="row-toggle"]'))
    expect(rootStore.wish.items(2).map((i) => i.UnitId)).toEqual([rows[0].UnitId])
    expect(taroMock.toasts()).toContain('已加入志愿表（第 1 个）')
    expect(q('[data-testid="draft-bar"]')!.textContent).toContain('本科批志愿表 1/45')
    expect(first.querySelector('[data-testid="row-toggle"]')!.textContent).toBe('已加入第1个 · 移出')
    await click(first.querySelector('[data-testid="row-toggle"]'))
    expect(rootStore.wish.count(2)).toBe(0)
    // the 稳 tab asks for 稳 only
    await click(qa('[data-testid="band-tabs"] .at-tabs__item')[2])
    await settle()
    expect(api.callsOf('Wish/NewExamScoreLine').at(-1)!.body).toMatchObject({ Band: '稳', PageIndex: 1 })
    expect(qa('[data-testid="recommend-row"]').map((r) => r.getAttribute('data-band'))).toEqual(['稳'])
  })

  it('a tap on the card opens its explanation: every step and each history year with its source', async () => {
    taroMock.setPage('pages/newExam/index')
    signIn()
    api.on('Wish/NewExamScoreLine', ok(page(rows)))
    render(<NewExamFillPage />)
    await settle()
    await click(qa('[data-testid="recommend-row"]')[2])
    const ex = q('[data-testid="wish-explain"]')!
    expect(ex.textContent).toContain('录取概率约 60%')
    expect(ex.textContent).toContain('1. 你的位次：560 分在 2026 年湖南物理类一分一段表中累计 43928 人。')
    expect(q('[data-testid="explain-history"]')!.textContent).toContain('来源：省考试院《湖南省2025年普通高校招生本科批(普通类)第一次投档分数线》')
    expect(q('[data-testid="rank-history-chart"]')).not.toBeNull()
  })

  it('says when the table is full and adds nothing more', async () => {
    taroMock.setPage('pages/newExam/index')
    signIn()
    const small = BATCHES.map((b) => (b.BatchId === 2 ? { ...b, Rule: { ...b.Rule, WishCount: 1 } } : b))
    api.on('Wish/NewExamBatchList', ok(small)).on('Wish/NewExamScoreLine', ok(page(rows)))
    render(<NewExamFillPage />)
    await settle()
    await click(qa('[data-testid="recommend-row"] [data-testid="row-toggle"]')[0])
    const second = qa('[data-testid="recommend-row"] [data-testid="row-toggle"]')[1]
    expect(second.textContent).toBe('志愿表已满')
    await click(second)
    expect(rootStore.wish.count(2)).toBe(1)
  })

  it('the error view with a retry when the list call fails; the empty view says nothing matches', async () => {
    taroMock.setPage('pages/newExam/index')
    signIn()
    api.on('Wish/NewExamScoreLine', env(3, null, '服务器繁忙'))
    render(<NewExamFillPage />)
    await settle()
    expect(q('[data-testid="error-view"]')!.textContent).toContain('服务器繁忙')
    api.on('Wish/NewExamScoreLine', ok(page([])))
    await click(q('[data-testid="error-retry"]'))
    await settle()
    expect(q('[data-testid="empty-view"]')!.textContent).toContain('没有符合条件的志愿')
  })
})

describe('自主填报', () => {
  it('lists not-recommended rows with their reason, and searches with MySelfSearch', async () => {
    taroMock.setPage('pages/query/self/index')
    signIn()
    const thin = row(null, 5)
    api.on('Wish/MySelf', ok(page([thin]))).on('Wish/MySelfSearch', ok(page([row('保', 6)])))
    render(<SelfFillPage />)
    await settle()
    const card = q('[data-testid="recommend-row"]')!
    expect(card.querySelector('[data-testid="band-tag"]')!.textContent).toBe('无概率')
    expect(card.textContent).toContain('历年数据不足：只有 1 年的录取位次')
    const input = q('[data-testid="keyword"] input') as HTMLInputElement
    await act(async () => {
      fireEvent.input(input, { target: { value: '测试' } })
      await flush() // rendered what was typed before Enter, as between two keystrokes
      fireEvent.keyDown(input, { key: 'Enter' })
      await flush()
    })
    await settle()
    expect(api.callsOf('Wish/MySelfSearch')[0].body).toMatchObject({ Keyword: '测试', BatchId: 2 })
    expect(q('[data-testid="recommend-row"]')!.textContent).toContain('测试大学6')
  })
})

describe('the draft table', () => {
  const rows = [row('冲', 11), row('稳', 12), row('保', 13)]
  function fill() {
    rootStore.wish.setBatch(2, { wishCount: 45, majorsPerGroup: 6, fillMode: '院校专业组' })
    rows.forEach((r) => rootStore.wish.add(r))
  }
  const byOrder = (body: { Items: { UnitId: string }[] }) => body.Items.map((i) => rows.find((r) => r.UnitId === i.UnitId)!)

  it('shows each wish with probability and 在此录取, the 滑档 risk and every issue; reorders; saves with a name', async () => {
    taroMock.setPage('pages/newExam/adjust-wish/collegeToSpecialty')
    signIn()
    fill()
    api.on('Wish/WishCheck', (body) => ok(check(byOrder(body))))
    api.on('User/WishSave', (body) => ok({ WishId: 41, Check: check(byOrder(body)) }))
    render(<CollegeToSpecialtyPage />)
    await settle()
    expect(q('[data-testid="slip-risk"]')!.textContent).toBe('4%')
    expect(q('[data-testid="table-count"]')!.textContent).toBe('3/45')
    expect(q('[data-testid="check-issues"]')!.textContent).toContain('这些志愿的选科要求我们没有数据')
    const names = () => qa('[data-testid="wish-row"]').map((r) => r.querySelector('.zy-wtable__school')!.textContent)
    expect(names()).toEqual(['测试大学11', '测试大学12', '测试大学13'])
    expect(qa('[data-testid="wish-row-admit-here"]').map((e) => e.textContent)).toEqual(['在此录取 20%', '在此录取 30%', '在此录取 29%'])
    // move the 保 up one
    await click(qa('[data-testid="wish-row"]')[2].querySelector('[data-testid="wish-row-up"] button'))
    expect(names()).toEqual(['测试大学11', '测试大学13', '测试大学12'])
    // 服从调剂 off for the first
    await act(async () => {
      fireEvent.click(qa('[data-testid="wish-row-adjust"] input')[0])
      await flush()
    })
    expect(rootStore.wish.items()[0].Adjust).toBe(false)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 400))
    })
    await settle()
    expect(
      api
        .callsOf('Wish/WishCheck')
        .at(-1)!
        .body.Items.map((i: { UnitId: string }) => i.UnitId),
    ).toEqual([rows[0].UnitId, rows[2].UnitId, rows[1].UnitId])
    // save: the name dialog, then the call, then the saved list
    await click(q('[data-testid="wish-save"] button'))
    const name = q('[data-testid="wish-name"] input') as HTMLInputElement
    expect(name.value).toBe('湖南2026本科批志愿表')
    await act(async () => {
      fireEvent.input(name, { target: { value: '第一版' } })
      await flush()
    })
    await click(q('[data-testid="wish-name-ok"]'))
    await settle()
    expect(api.callsOf('User/WishSave')[0].body).toMatchObject({ BatchId: 2, Name: '第一版', WishType: 0 })
    expect(api.callsOf('User/WishSave')[0].body.Items).toEqual(rootStore.wish.input())
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/personal/volunteerlist/volunteerlist' })
    expect(rootStore.wish.editing()).toEqual({ wishId: 41, name: '第一版' })
  })

  it('asks before saving a table whose 滑档 risk reaches the warning threshold, and saves nothing when declined', async () => {
    taroMock.setPage('pages/newExam/adjust-wish/collegeToSpecialty')
    signIn()
    fill()
    api.on('Wish/WishCheck', (body) => ok(check(byOrder(body), { SlipRisk: 23, AdmitAny: 77 })))
    api.on('User/WishSave', (body) => ok({ WishId: 42, Check: check(byOrder(body)) }))
    render(<CollegeToSpecialtyPage />)
    await settle()
    expect(q('[data-testid="slip-risk"]')!.className).toContain('--high')
    taroMock.setModalConfirm(false)
    await click(q('[data-testid="wish-save"] button'))
    await click(q('[data-testid="wish-name-ok"]'))
    await settle()
    expect(Taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ title: '滑档风险较高', content: expect.stringContaining('约有 23% 的可能一个都录不上') }),
    )
    expect(api.callsOf('User/WishSave')).toHaveLength(0)
    taroMock.setModalConfirm(true)
    await click(q('[data-testid="wish-save"] button'))
    await click(q('[data-testid="wish-name-ok"]'))
    await settle()
    expect(api.callsOf('User/WishSave')).toHaveLength(1)
  })

  it('rule errors stop saving and are named; a refusal from the server shows its check', async () => {
    taroMock.setPage('pages/newExam/adjust-wish/collegeToSpecialty')
    signIn()
    fill()
    const withError = (body: { Items: { UnitId: string }[] }) =>
      check(byOrder(body), {
        Issues: [{ Kind: 'elective', Level: 'error', Positions: [2], Message: '第 2 个志愿要求选考「历史」，你的选科不符合，填了也不会被投档' }],
      })
    api.on('Wish/WishCheck', (body) => ok(withError(body)))
    render(<CollegeToSpecialtyPage />)
    await settle()
    expect(q('[data-testid="check-issue"][data-level="error"]')!.textContent).toContain('必须修改第 2 个志愿要求选考「历史」')
    expect(qa('[data-testid="wish-row"]')[1].className).toContain('flagged')
    await click(q('[data-testid="wish-save"] button'))
    expect(taroMock.toasts()).toContain('志愿表有 1 处必须修改的问题，改好后再保存')
    expect(q('[data-testid="wish-name"] input')).toBeNull()
  })

  it('an empty draft says so and where to add from', async () => {
    taroMock.setPage('pages/newExam/adjust-wish/collegeToSpecialty')
    signIn()
    render(<CollegeToSpecialtyPage />)
    await settle()
    expect(q('[data-testid="wish-table"]')!.textContent).toContain('志愿表还是空的')
    expect(api.callsOf('Wish/WishCheck')).toHaveLength(0)
  })
  it('draws a long table 20 rows at a time (the mini program sends every drawn row to its template), more on 再显示', async () => {
    taroMock.setPage('pages/newExam/adjust-wish/collegeToSpecialty')
    signIn()
    const many = Array.from({ length: 45 }, (_, i) => row(i % 3 === 0 ? '冲' : i % 3 === 1 ? '稳' : '保', 100 + i))
    rootStore.wish.setBatch(2, { wishCount: 45, majorsPerGroup: 6, fillMode: '院校专业组' })
    many.forEach((r) => rootStore.wish.add(r))
    api.on('Wish/WishCheck', (body) => ok(check((body as { Items: { UnitId: string }[] }).Items.map((i) => many.find((r) => r.UnitId === i.UnitId)!))))
    render(<CollegeToSpecialtyPage />)
    await settle()
    expect(q('[data-testid="table-count"]')!.textContent).toBe('45/45')
    expect(qa('[data-testid="wish-row"]')).toHaveLength(20)
    expect(q('[data-testid="wish-more"]')!.textContent).toContain('再显示 20 个志愿（共 45 个）')
    await click(q('[data-testid="wish-more"] button'))
    expect(qa('[data-testid="wish-row"]')).toHaveLength(40)
    expect(q('[data-testid="wish-more"]')!.textContent).toContain('再显示 5 个志愿')
    await click(q('[data-testid="wish-more"] button'))
    expect(qa('[data-testid="wish-row"]')).toHaveLength(45)
    expect(q('[data-testid="wish-more"]')).toBeNull()
  })
})

describe('saved tables', () => {
  it('lists each table with its 滑档 risk and update time; deletes after asking', async () => {
    taroMock.setPage('pages/personal/volunteerlist/volunteerlist')
    signIn()
    let list = [summary({ WishId: 7, Name: '冲稳保', SlipRisk: 12 }), summary({ WishId: 8, Name: '保守版', SlipRisk: 1 })]
    api.on('User/WishList', () => ok({ Total: list.length, List: list }))
    api.on('User/WishDelete', (body) => {
      list = list.filter((t) => t.WishId !== body.WishId)
      return ok(true)
    })
    render(<VolunteerListPage />)
    await settle()
    const cards = qa('[data-testid="saved-table"]')
    expect(cards.map((c) => c.querySelector('.zy-saved__name')!.textContent)).toEqual(['冲稳保', '保守版'])
    expect(cards[0].textContent).toContain('湖南 2026 · 本科批 · 3 个志愿 · 560 分')
    expect(cards[0].querySelector('[data-testid="saved-slip"]')!.textContent).toBe('12%')
    expect(cards[0].querySelector('[data-testid="saved-slip"]')!.className).toContain('--high')
    expect(cards[1].querySelector('[data-testid="saved-slip"]')!.className).toContain('--ok')
    expect(cards[0].textContent).toMatch(/更新于 2026-06-26 \d\d:04/)
    await click(cards[0].querySelector('[data-testid="saved-delete"] button'))
    await settle()
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '删除志愿表？', content: '「冲稳保」删除后不能恢复' }))
    expect(api.callsOf('User/WishDelete')[0].body).toMatchObject({ WishId: 7 })
    expect(qa('[data-testid="saved-table"]').map((c) => c.querySelector('.zy-saved__name')!.textContent)).toEqual(['保守版'])
  })

  it('opens a table: rows in saved order with probability and 在此录取; edit loads it into the draft', async () => {
    taroMock.setPage('pages/personal/volunteerdetail/newExamWishDetails', { WishId: '9' })
    signIn()
    const rows = [row('冲', 21), row('稳', 22), row('保', 23)]
    const d = detail(rows, { WishId: 9, Name: '冲稳保' })
    // the server's order is Position order even when the array is not
    api.on('User/WishDetail', ok({ ...d, Items: [d.Items[2], d.Items[0], d.Items[1]] }))
    render(<NewExamWishDetailsPage />)
    await settle()
    expect(q('[data-testid="saved-name"]')!.textContent).toBe('冲稳保')
    expect(qa('[data-testid="saved-row"]').map((r) => r.querySelector('.zy-saved__school')!.textContent)).toEqual(['测试大学21', '测试大学22', '测试大学23'])
    expect(qa('[data-testid="saved-row-probability"]').map((e) => e.textContent)).toEqual(['录取概率 20%', '录取概率 60%', '录取概率 88%'])
    expect(q('[data-testid="slip-risk"]')!.textContent).toBe('4%')
    await click(q('[data-testid="saved-edit"] button'))
    expect(rootStore.wish.editing()).toEqual({ wishId: 9, name: '冲稳保' })
    expect(rootStore.wish.items(2).map((i) => i.row.SchoolName)).toEqual(['测试大学21', '测试大学22', '测试大学23'])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/newExam/adjust-wish/collegeToSpecialty?BatchId=2' })
  })

  it("another user's table: the error view, no data", async () => {
    taroMock.setPage('pages/personal/volunteerdetail/newExamWishDetails', { WishId: '99' })
    signIn()
    api.on('User/WishDetail', env(4, null, '志愿表不存在，或不属于当前登录的账号'))
    render(<NewExamWishDetailsPage />)
    await settle()
    expect(q('[data-testid="error-view"]')!.textContent).toContain('志愿表不存在，或不属于当前登录的账号')
    expect(q('[data-testid="saved-detail"]')).toBeNull()
  })
})

describe('模拟填报', () => {
  it('compares the band counts and the draft table for another score, without touching the profile', async () => {
    taroMock.setPage('pages/query/scoreForm')
    signIn()
    const rows = [row('冲', 31), row('稳', 32)]
    rootStore.wish.setBatch(2, { wishCount: 45, majorsPerGroup: 6, fillMode: '院校专业组' })
    rows.forEach((r) => rootStore.wish.add(r))
    api.on('User/SysScoreConfig', ok([])).on('Public/ProvinceList', ok([]))
    api.on('Wish/SchoolFirstStat', (body) =>
      ok(
        body.Score
          ? { Total: 3000, Counts: { ...COUNTS, 冲: 40, 稳: 50 }, Student: { ...STUDENT, Score: 600, Rank: 21000 } }
          : { Total: 2191, Counts: COUNTS, Student: STUDENT },
      ),
    )
    api.on('Wish/WishCheck', (body) =>
      ok(
        body.Score
          ? check(
              rows.map((r) => ({ ...r, Probability: 90, Band: '保' as const })),
              { SlipRisk: 1 },
            )
          : check(rows, { SlipRisk: 9 }),
      ),
    )
    render(<ScoreFormPage />)
    await settle()
    await click(q('[data-testid="sim-submit"] button'))
    expect(q('[data-testid="sim-score"]')!.textContent).toContain('请输入分数')
    await act(async () => {
      fireEvent.input(q('[data-testid="sim-score"] input')!, { target: { value: '600' } })
      await flush()
    })
    await click(q('[data-testid="sim-submit"] button'))
    await settle()
    expect(q('[data-testid="sim-rank"]')!.textContent).toBe('600 分 · 位次 21,000')
    expect(qa('[data-testid="sim-band-row"]')[0].textContent).toBe('冲8240')
    expect(q('[data-testid="sim-slip"]')!.textContent).toBe('滑档风险 9% → 1%')
    expect(api.callsOf('Wish/WishCheck').map((c) => c.body.Score)).toEqual([undefined, 600])
    // the profile is untouched
    expect(rootStore.profile.Score).toBe(560)
    expect(api.calls.some((c) => c.name.startsWith('User/Edit') || c.name.startsWith('User/Update'))).toBe(false)
  })
})

describe('填报方式说明', () => {
  it('the real thresholds from Wish/BandConfig and plain words about how the probability is made', async () => {
    taroMock.setPage('pages/query/contrast')
    render(<ContrastPage />)
    await settle()
    const rows = qa('[data-testid="band-row"]').map((r) => r.textContent)
    expect(rows[0]).toContain('冲录取概率 10%–45%有机会，但录取的可能不到一半')
    expect(rows[3]).toContain('垫录取概率 95% 及以上')
    expect(q('[data-testid="band-config"]')!.textContent).toContain('录取概率低于 10% 的不作推荐')
    expect(q('[data-testid="band-config"]')!.textContent).toContain('达到 10% 时，保存前会提醒')
    expect(q('[data-testid="honesty"]')!.textContent).toContain('它是估计，不是保证')
    expect(text()).toContain('院校专业组')
  })

  it("the backtest's own figures when the server has them, including where a simpler rule did better", async () => {
    taroMock.setPage('pages/query/contrast')
    const Backtest = {
      Year: 2025,
      Units: 49515,
      Pairs: 544665,
      Provinces: ['湖南', '辽宁'],
      Bands: [{ Band: '冲', Pairs: 109685, Stated: 25.7, Realised: 26.4 }],
      Brier: [
        { Rule: '只看去年最低位次（能/不能）', Brier: 0.1529 },
        { Rule: '本产品的录取概率', Brier: 0.1062 },
      ],
      WeakerProvinces: ['辽宁'],
      Document: 'docs/backtest.md',
      TwoYearsAhead: {
        Year: 2025,
        HistoryUntil: 2023,
        Units: 40000,
        Pairs: 300000,
        Bands: [{ Band: '冲', Pairs: 43518, Stated: 27, Realised: 27.9 }],
        Brier: [
          { Rule: '本产品的录取概率', Brier: 0.178 },
          { Rule: '只看去年最低位次（能/不能）', Brier: 0.279 },
        ],
      },
    }
    api.on('Wish/BandConfig', ok({ ...BAND_CONFIG, Backtest }))
    render(<ContrastPage />)
    await settle()
    const bt = q('[data-testid="backtest"]')!.textContent
    expect(bt).toContain('共 2 个省份、49,515 个志愿、544,665 组位次')
    expect(q('[data-testid="backtest-band"]')!.textContent).toBe('冲25.7%26.4%')
    // percentages and plain words, no raw score (issue 15)
    expect(bt).toContain('「只看去年最低位次（能/不能）」比我们大 44%')
    expect(bt).not.toMatch(/0\.1\d/)
    const two = q('[data-testid="backtest-two-years"]')!.textContent
    expect(two).toContain('只用 2023 年及以前的数据“预测”2025 年')
    expect(two).toContain('冲27%27.9%')
    expect(two).toContain('比我们大 57%')
    expect(bt).toContain('在辽宁，有更简单的算法比我们预测得更准')
  })
})

/**
 * 院校筛选 of the new-exam filling (pages/newExam/seach) asks the server for the school typed (issue 10: it once
 * answered 「没有找到「中山大学」」 without asking), lists what the server found, and opens the school's units.
 */
import { act, fireEvent, render } from '@testing-library/react'
import { taroMock } from '../../support/taro-mock'
import { FakeApi, flush, ok, userInfo } from '../helpers/fake-api'
import { rootStore } from '../../../src/stores'
import { resetRequestStateForTests } from '../../../src/services/request'
import { resetSessionExpiryForTests } from '../../../src/stores/flows/session-expiry'
import NewExamSearchPage from '../../../src/pages/newExam/seach'
import { BAND_CONFIG, BATCHES, page, row } from '../wish/fixtures'

let api: FakeApi

beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
  resetSessionExpiryForTests()
  process.env.TARO_ENV = 'h5'
  rootStore.resetSession()
  api = new FakeApi()
  api.on('Wish/NewExamBatchList', ok(BATCHES)).on('Wish/BandConfig', ok(BAND_CONFIG))
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
})

async function settle(times = 8) {
  await act(async () => {
    await flush(times)
  })
}

const SYSU = {
  SchoolId: 10558,
  SchoolCode: '10558',
  MoeCode: '4144010558',
  SchoolName: '中山大学',
  ProvinceId: 44,
  ProvinceName: '广东',
  City: '广州市',
  Level: '本科',
  IsPrivate: false,
  Is985: true,
  Is211: true,
  IsDoubleFirstClass: true,
  TagsKnown: true,
  SchoolType: '综合',
  Authority: '教育部',
  Website: null,
  OtherTags: [],
  Source: { SourceClass: 'official-national' as const, Label: '教育部', Title: '全国普通高等学校名单', Publisher: '教育部', Url: '', Year: 2024, Sid: 1 },
}

it('asks the server for the typed school and lists what it found, then opens its units', async () => {
  taroMock.setPage('pages/newExam/seach', { BatchId: '2' })
  api.on('School/SchoolListBySchoolName', ok([SYSU])).on('Wish/NewExamSchoolScoreLine', ok(page([row('稳', 7)])))
  render(<NewExamSearchPage />)
  await settle()
  const input = document.querySelector('[data-testid="school-search"] input') as HTMLInputElement
  await act(async () => {
    fireEvent.input(input, { target: { value: '中山大学' } })
    await flush() // rendered what was typed before Enter, as between two keystrokes
    fireEvent.keyDown(input, { key: 'Enter' })
    await flush()
  })
  await settle()
  expect(api.callsOf('School/SchoolListBySchoolName').map((c) => c.body)).toEqual([expect.objectContaining({ SchoolName: '中山大学' })])
  expect(document.body.textContent).not.toContain('没有找到')
  const hits = Array.from(document.querySelectorAll('[data-testid="school-hit"]'))
  expect(hits.map((h) => h.textContent)).toEqual([expect.stringContaining('中山大学')])
  await act(async () => {
    fireEvent.click(hits[0].querySelector('.at-list__item') ?? hits[0])
    await flush()
  })
  await settle()
  expect(api.callsOf('Wish/NewExamSchoolScoreLine')[0]?.body).toMatchObject({ SchoolId: 10558, BatchId: 2 })
})

it('says it found nothing only after the server said so', async () => {
  taroMock.setPage('pages/newExam/seach', { BatchId: '2' })
  api.on('School/SchoolListBySchoolName', ok([]))
  render(<NewExamSearchPage />)
  await settle()
  const input = document.querySelector('[data-testid="school-search"] input') as HTMLInputElement
  await act(async () => {
    fireEvent.input(input, { target: { value: '不存在的大学' } })
    await flush() // rendered what was typed before Enter, as between two keystrokes
    fireEvent.keyDown(input, { key: 'Enter' })
    await flush()
  })
  await settle()
  expect(api.callsOf('School/SchoolListBySchoolName')).toHaveLength(1)
  expect(document.body.textContent).toContain('没有找到「不存在的大学」')
})

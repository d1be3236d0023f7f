/**
 * Expert audit on the student's side (issue 18), on the real Taro H5 runtime: the result page shows the expert's
 * words beside each row and applies the suggestions in one tap; the submit page says what the student's rights
 * allow before sending; the message list marks what is opened as read.
 */
import AuditResultPage from '../../src/pages/personal/audit-wish/audit-result'
import AuditRemarkPage from '../../src/pages/personal/volunteerlist/audit-remark'
import ContentPage from '../../src/pages/home/content/index'
import { rootStore } from '../../src/stores'
import { type FakeServer, freshStart, mountPage, router, settle, shownText, testUtils } from './harness'

let server: FakeServer
beforeEach(() => {
  server = freshStart()
  rootStore.session.setLogin(7, 'tok-7')
})
afterEach(() => testUtils.unmout())

const row = (Position: number, SchoolName: string, Band: '冲' | '稳' | '保', Probability: number) => ({
  Position,
  UnitId: `u${Position}`,
  Level: 'group',
  SchoolName,
  GroupName: `第10${Position}组`,
  MajorName: '',
  Band,
  Probability,
  Reason: null,
  AdmitHere: 10,
  Majors: [],
  Adjust: true,
  IsForecast: false,
  Elective: { Meets: true },
})
const table = {
  WishId: 31,
  Name: '湖南冲稳保',
  BatchId: 2,
  BatchName: '本科批',
  ProvinceName: '湖南',
  Year: 2026,
  ItemCount: 3,
  SlipRisk: 4,
  Items: [row(1, '湖南大学', '冲', 30), row(2, '湘潭大学', '稳', 60), row(3, '长沙理工大学', '保', 90)],
  Check: { Items: [], Issues: [], SlipRisk: 4, AdmitAny: 96, Student: {}, Rule: {} },
}
const returned = {
  AuditId: 5,
  WishId: 31,
  TableName: '湖南冲稳保',
  Status: 'returned',
  StatusText: '已完成',
  Result: 'changes',
  ProvinceName: '湖南',
  Year: 2026,
  ItemCount: 3,
  SlipRisk: 4,
  CreatedAt: '2026-07-01T02:00:00.000Z',
  UpdatedAt: '2026-07-02T02:00:00.000Z',
  Unread: false,
  Remark: '想稳一点',
  Comment: '冲的那所把握太小。',
  RowRemarks: [{ Position: 1, Remark: '把握太小', Suggestion: { Action: 'remove' } }],
  Table: table,
  Events: [
    { At: '2026-07-01T02:00:00.000Z', Actor: 'student', From: null, To: 'submitted', Note: '' },
    { At: '2026-07-02T02:00:00.000Z', Actor: 'expert', From: 'in_review', To: 'returned', Note: '' },
  ],
  AppliedWishId: null,
  CanWithdraw: false,
  CanApply: true,
}

it('审核结果: the expert’s words beside the row, and one tap makes the changed copy and opens it', async () => {
  server.on('User/AuditInfo', { data: returned as never }).on('User/AuditApply', { data: { WishId: 40, Name: '湖南冲稳保（专家修改）' } })
  await mountPage(AuditResultPage, 'pages/personal/audit-wish/audit-result', { id: '5' }, server)
  const text = shownText()
  expect(text).toContain('已完成 · 建议修改')
  expect(text).toContain('冲的那所把握太小。')
  expect(text).toContain('专家：把握太小')
  expect(text).toContain('建议删除这个志愿')
  expect(text).toContain('你的留言：想稳一点')
  expect(document.querySelectorAll('[data-testid="audit-row-remark"]')).toHaveLength(1)
  expect(server.callsOf('User/AuditInfo').map((c) => c.body.AuditId)).toEqual([5])
  await testUtils.act(async () => {
    testUtils.fireEvent.click(document.querySelector('[data-testid="audit-apply"] button, [data-testid="audit-apply"]')!)
  })
  await settle(server)
  expect(server.callsOf('User/AuditApply').map((c) => c.body)).toEqual([{ AuditId: 5, Platform: 0 }])
  expect(router.opened).toContainEqual({ api: 'navigateTo', url: '/pages/personal/volunteerdetail/volunteerdetail?WishId=40' })
  expect(server.unexpected()).toEqual([])
})

it('提交审核: a student without membership or a bought audit is told so, and cannot send', async () => {
  server
    .on('User/WishDetail', { data: { ...table, ErrorCount: 0, WarningCount: 0 } as never })
    .on('User/AuditRights', { data: { Member: false, Credits: 0, Open: 0, OpenLimit: 3 } })
  await mountPage(AuditRemarkPage, 'pages/personal/volunteerlist/audit-remark', { id: '31' }, server)
  expect(shownText()).toContain('湖南冲稳保')
  expect(shownText()).toContain('志愿审核需要开通会员，或先购买一次单次审核')
  expect(document.querySelector('[data-testid="audit-buy"]')).not.toBeNull()
  expect(server.unexpected()).toEqual([])
})

it('提交审核: with a bought audit it sends the table and the note, then opens the result', async () => {
  server
    .on('User/WishDetail', { data: { ...table, ErrorCount: 0, WarningCount: 0 } as never })
    .on('User/AuditRights', { data: { Member: false, Credits: 2, Open: 0, OpenLimit: 3 } })
    .on('User/CommitAuditByStudent', { data: { AuditId: 9, Status: 'submitted' } })
  await mountPage(AuditRemarkPage, 'pages/personal/volunteerlist/audit-remark', { id: '31' }, server)
  expect(shownText()).toContain('将使用 1 次单次审核（现有 2 次）')
  await testUtils.act(async () => {
    testUtils.fireEvent.click(document.querySelector('[data-testid="audit-submit"]')!)
  })
  await settle(server)
  expect(server.callsOf('User/CommitAuditByStudent').map((c) => c.body.WishId)).toEqual([31])
  expect(router.opened).toContainEqual({ api: 'redirectTo', url: '/pages/personal/audit-wish/audit-result?id=9' })
})

it('消息: lists the messages and marks one read when it is opened', async () => {
  server
    .on('User/MessageList', {
      data: {
        Total: 1,
        List: [
          {
            MessageId: 3,
            Kind: 'message',
            Title: '志愿审核已完成',
            Body: '「湖南冲稳保」的审核结果：建议修改。',
            Link: 'pages/personal/audit-wish/audit-result?id=5',
            CreatedAt: '2026-07-02T02:00:00.000Z',
            Read: false,
          },
        ],
      },
    })
    .on('User/MessageRead', { data: { Notice: 0, Message: 0 } })
  rootStore.session.setNews({ message: 1 })
  await mountPage(ContentPage, 'pages/home/content/index', { key: 'message' }, server)
  expect(shownText()).toContain('志愿审核已完成')
  expect(server.callsOf('User/MessageList').map((c) => c.body.Kind)).toEqual(['message'])
  await testUtils.act(async () => {
    testUtils.fireEvent.click(document.querySelector('[data-testid="message-row"]')!)
  })
  await settle(server)
  expect(server.callsOf('User/MessageRead').map((c) => c.body.MessageIds)).toEqual([[3]])
  expect(rootStore.session.news).toEqual({ notice: 0, message: 0 })
  expect(router.opened).toContainEqual({ api: 'navigateTo', url: '/pages/personal/audit-wish/audit-result?id=5' })
})

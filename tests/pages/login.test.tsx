/**
 * The password login page on the real Taro H5 runtime: its fields, the checks made before any call, and the
 * login call with what it stores.
 */
import Taro from '@tarojs/taro'
import LoginPage from '../../src/pages/personal/login/index'
import { rootStore } from '../../src/stores'
import { student } from './fixtures'
import { FakeServer, mountPage, router, settle, shownText, testUtils } from './harness'

let server: FakeServer

beforeEach(() => {
  Taro.clearStorageSync()
  server = new FakeServer()
})
afterEach(() => {
  testUtils.unmout()
  rootStore.accountFlow.reset()
})

/** types into the native input of an account field, as a user would */
async function type(field: string, value: string): Promise<void> {
  const input = document.querySelector(`[data-field="${field}"] input`) as HTMLInputElement
  expect(input).not.toBeNull()
  await testUtils.act(async () => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function tap(selector: string): Promise<void> {
  const el = document.querySelector(selector)
  expect(el).not.toBeNull()
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el!)
  })
}

const fieldError = (name: string) => document.querySelector(`[data-error-for="${name}"]`)?.textContent ?? ''

it('shows the fields and the other ways in', async () => {
  await mountPage(LoginPage, 'pages/personal/login/index', {}, server)
  const text = shownText()
  for (const t of ['欢迎登录', '手机号', '密码', '我已阅读并同意', '验证码登录', '忘记密码', '注册账号']) expect(text).toContain(t)
  expect(server.calls).toEqual([])
})

it('names a short mobile and a missing password before calling the server', async () => {
  await mountPage(LoginPage, 'pages/personal/login/index', {}, server)
  await type('mobile', '1234')
  await tap('.acc-submit')
  expect(fieldError('mobile')).toContain('11 位')
  expect(fieldError('password')).not.toBe('')
  expect(server.callsOf('User/UserLogin')).toEqual([])
})

it('logs in with the mobile and password once the agreement is ticked, keeps the session, and asks for the exam information first', async () => {
  server
    .on('User/UserLogin', { data: { UserId: 7, Token: 'tok-7' } })
    .on('User/MemberInfo', { data: student() })
    .on('User/StudentComplate', { data: { IsNeedCompleteExam: true, IsNeedCompleteSelectSubject: true, IsNeedCompleteFinalScore: true } })
  // the mobile typed on another account form comes through the store, never the address (issue 10)
  rootStore.accountFlow.offerMobile('13800138000')
  await mountPage(LoginPage, 'pages/personal/login/index', { redirect: '/pages/home/searchbatch' }, server)
  await type('password', 'Gaokao2026')
  await tap('.acc-submit')
  // the agreement first
  expect(server.callsOf('User/UserLogin')).toEqual([])
  await tap('[data-testid="agreement-box"]')
  await tap('.acc-submit')
  await settle(server)
  expect(server.callsOf('User/UserLogin').map((c) => c.body)).toEqual([{ Mobile: '13800138000', Password: 'Gaokao2026', Platform: 0 }])
  // the session and, in a plain browser, the pair the silent re-login uses
  expect([Taro.getStorageSync('token'), Taro.getStorageSync('UserId'), Taro.getStorageSync('Mobile'), Taro.getStorageSync('Password')]).toEqual([
    'tok-7',
    7,
    '13800138000',
    'Gaokao2026',
  ])
  expect(server.callsOf('User/MemberInfo').map((c) => c.token)).toEqual(['tok-7'])
  expect(router.opened).toEqual([{ api: 'redirectTo', url: '/pages/home/complete-information/index?redirect=%2Fpages%2Fhome%2Fsearchbatch' }])
  expect(server.unexpected()).toEqual([])
})

it('asked for the human check (code 30), shows the stand-in’s question, and logs in once it is answered (issue 16 item 11)', async () => {
  const asked = '该账号近期密码错误次数较多，请先完成人机验证'
  server
    .on('User/UserLogin', (body) =>
      body.CaptchaTicket
        ? { data: { UserId: 7, Token: 'tok-7' } }
        : { code: 30, message: asked, data: { CaptchaProvider: 'sandbox', CaptchaAppId: '190000000' } as never },
    )
    .on('User/MemberInfo', { data: student() })
    .on('User/StudentComplate', { data: { IsNeedCompleteExam: false, IsNeedCompleteSelectSubject: false, IsNeedCompleteFinalScore: false } })
    .onRaw('/dev/tcaptcha/challenge', () => ({ status: 200, body: { ChallengeId: 'ch1', Question: '3 + 4 = ?' } }))
    .onRaw('/dev/tcaptcha/answer', (b) =>
      b.Answer === '7' ? { status: 200, body: { Ticket: 't03-ch1', Randstr: '@r1' } } : { status: 400, body: { Message: '答案不正确，请换一题再试' } },
    )
  await mountPage(LoginPage, 'pages/personal/login/index', {}, server)
  await type('mobile', '13800138000')
  await type('password', 'Gaokao2026')
  await tap('[data-testid="agreement-box"]')
  await tap('.acc-submit')
  await settle(server)
  expect(document.querySelector('[data-testid="human-check-message"]')?.textContent).toBe(asked)
  expect(document.querySelector('[data-testid="human-check-question"]')?.textContent).toBe('请计算：3 + 4 = ?')
  // the field's native input appears once Taro's input element has rendered
  let input: HTMLInputElement | null = null
  for (let i = 0; i < 50 && !input; i++) {
    await testUtils.act(() => new Promise((r) => setTimeout(r, 10)))
    input = document.querySelector('[data-testid="human-check"] input')
  }
  if (!input) throw new Error('the human check has no input')
  await testUtils.act(async () => {
    input.value = '7'
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await tap('[data-testid="human-check-ok"]')
  await settle(server)
  expect(server.callsOf('User/UserLogin').map((c) => c.body)).toEqual([
    { Mobile: '13800138000', Password: 'Gaokao2026', Platform: 0 },
    { Mobile: '13800138000', Password: 'Gaokao2026', Platform: 0, CaptchaTicket: 't03-ch1', CaptchaRandstr: '@r1' },
  ])
  expect(Taro.getStorageSync('token')).toBe('tok-7')
  expect(server.unexpected()).toEqual([])
})

/**
 * Page-level tests of the login and register forms: field-level Chinese validation before anything is
 * sent, the agreement check, the SMS send button and its countdown, what is sent, and where success goes.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest hoists mock factories above the imports: only require works here
jest.mock('@tarojs/components', () => require('../helpers/components'))

import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { taroMock } from '../../support/taro-mock'
import { FakeApi, env, ok, flush, setUserAgent, userInfo, PLAIN_UA } from '../helpers/fake-api'
import { rootStore } from '../../../src/stores'
import { resetRequestStateForTests } from '../../../src/services/request'
import { resetSessionExpiryForTests } from '../../../src/stores/flows/session-expiry'
import PasswordLoginPage from '../../../src/pages/personal/login/index'
import SmsLoginPage from '../../../src/pages/personal/login/login'
import RegisterPage from '../../../src/pages/personal/register/register'
import StepRegisterPage from '../../../src/pages/personal/register/stepRegister'
import EditPasswordPage from '../../../src/pages/personal/editpassword'

let api: FakeApi

beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
  resetSessionExpiryForTests()
  process.env.TARO_ENV = 'h5'
  setUserAgent(PLAIN_UA)
  rootStore.hydrate()
  rootStore.resetSession()
  api = new FakeApi()
  api.on('User/MemberInfo', ok(userInfo()))
  api.on('User/StudentComplate', ok({ IsNeedCompleteExam: true, IsNeedCompleteSelectSubject: false, IsNeedCompleteFinalScore: false }))
})

function input(name: string): HTMLInputElement {
  const el = document.querySelector<HTMLInputElement>(`[data-field="${name}"] input`)
  if (!el) throw new Error(`no field ${name}`)
  return el
}

function type(name: string, value: string) {
  fireEvent.input(input(name), { target: { value } })
}

function errorOf(name: string): string | null {
  return document.querySelector(`[data-error-for="${name}"]`)?.textContent ?? null
}

async function press(selector: string) {
  const el = document.querySelector(selector)
  if (!el) throw new Error(`nothing at ${selector}`)
  await act(async () => {
    fireEvent.click(el)
    await flush()
  })
}

const submit = () => press('.acc-submit')
const agree = () => press('[data-testid="agreement-box"]')

describe('password login page', () => {
  beforeEach(() => taroMock.setPage('/pages/personal/login/index', { redirect: encodeURIComponent('/pages/query/index') }))

  it('names each empty or malformed field and sends nothing', async () => {
    render(<PasswordLoginPage />)
    await submit()
    expect(errorOf('mobile')).toBe('请输入手机号')
    expect(errorOf('password')).toBe('请输入密码')
    type('mobile', '1380013800')
    await submit()
    expect(errorOf('mobile')).toBe('手机号应为 11 位数字')
    type('mobile', '12800138000')
    await submit()
    expect(errorOf('mobile')).toBe('手机号格式不正确，请检查后重新输入')
    expect(api.calls).toHaveLength(0)
  })

  it('typing clears the field error', async () => {
    render(<PasswordLoginPage />)
    await submit()
    type('mobile', '1')
    expect(errorOf('mobile')).toBeNull()
  })

  it('asks for the agreement before logging in', async () => {
    render(<PasswordLoginPage />)
    type('mobile', '13800138000')
    type('password', 'abc12345')
    await submit()
    expect(taroMock.toasts()).toEqual(['请先阅读并同意《用户服务协议》和《隐私政策》'])
    expect(api.calls).toHaveLength(0)
    expect(document.querySelector('[data-testid="agreement"][data-error="true"]')).not.toBeNull()
  })

  it('logs in and continues to complete the exam information, keeping the redirect', async () => {
    api.on('User/UserLogin', ok({ UserId: 7, Token: 'tok' }))
    render(<PasswordLoginPage />)
    type('mobile', ' 13800138000 ')
    type('password', 'abc12345')
    await agree()
    await submit()
    await act(async () => flush())
    expect(api.callsOf('User/UserLogin')[0].body).toEqual({ Platform: 0, Mobile: '13800138000', Password: 'abc12345' })
    expect(rootStore.session.token).toBe('tok')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/home/complete-information/index?redirect=%2Fpages%2Fquery%2Findex' })
  })

  it('a refused login shows the server message and stays', async () => {
    api.on('User/UserLogin', env(1, null, '手机号或密码错误'))
    render(<PasswordLoginPage />)
    type('mobile', '13800138000')
    type('password', 'wrong')
    await agree()
    await submit()
    expect(taroMock.toasts()).toContain('手机号或密码错误')
    expect(Taro.redirectTo).not.toHaveBeenCalled()
    expect(screen.getByText('登录')).toBeTruthy()
  })

  it('links to SMS login, password reset and register', async () => {
    render(<PasswordLoginPage />)
    type('mobile', '13800138000')
    await act(async () => {
      fireEvent.click(screen.getByText('忘记密码'))
    })
    // the typed mobile goes on through the store, never in the address (issue 10)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/personal/forgetpassword' })
    expect(rootStore.accountFlow.typedMobile).toBe('13800138000')
    await act(async () => {
      fireEvent.click(screen.getByText('验证码登录'))
    })
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/personal/login/login?redirect=%2Fpages%2Fquery%2Findex' })
  })
})

describe('SMS login page', () => {
  beforeEach(() => taroMock.setPage('/pages/personal/login/login'))

  it('checks the mobile before sending a code', async () => {
    render(<SmsLoginPage />)
    type('mobile', '1380')
    await press('[data-testid="sms-send"]')
    expect(errorOf('mobile')).toBe('手机号应为 11 位数字')
    expect(api.calls).toHaveLength(0)
  })

  it('sends a login code; the button counts down and refuses a second send meanwhile', async () => {
    api.on('User/SendVerificationCode', ok({ ExpireSeconds: 300, ResendSeconds: 60 }))
    const { unmount } = render(<SmsLoginPage />)
    type('mobile', '13800138000')
    const button = () => document.querySelector('[data-testid="sms-send"]')!.textContent
    expect(button()).toBe('获取验证码')
    await press('[data-testid="sms-send"]')
    expect(api.callsOf('User/SendVerificationCode')[0].body).toMatchObject({ Mobile: '13800138000', Type: 2 })
    expect(taroMock.toasts()).toContain('验证码已发送')
    expect(button()).toMatch(/^(60|59) 秒后重发$/)
    await press('[data-testid="sms-send"]')
    expect(api.callsOf('User/SendVerificationCode')).toHaveLength(1)
    unmount()
  })

  it('a refused send shows the server message and leaves the button ready', async () => {
    api.on('User/SendVerificationCode', env(29, null, '发送过于频繁，请 42 秒后再试'))
    render(<SmsLoginPage />)
    type('mobile', '13800138000')
    await press('[data-testid="sms-send"]')
    expect(taroMock.toasts()).toEqual(['发送过于频繁，请 42 秒后再试'])
    expect(document.querySelector('[data-testid="sms-send"]')!.textContent).toBe('获取验证码')
  })

  it('checks the code is 6 digits, then logs in', async () => {
    api.on('User/VerificationCodeLogin', ok({ UserId: 8, Token: 'sms' }))
    render(<SmsLoginPage />)
    type('mobile', '13800138000')
    type('code', '12345')
    await agree()
    await submit()
    expect(errorOf('code')).toBe('验证码为 6 位数字')
    type('code', '123456')
    await submit()
    await act(async () => flush())
    expect(api.callsOf('User/VerificationCodeLogin')[0].body).toMatchObject({ Mobile: '13800138000', Code: '123456' })
    expect(rootStore.session.token).toBe('sms')
  })
})

describe('register pages', () => {
  it('step 1 checks the code with the server and passes mobile and code to step 2 through the store', async () => {
    taroMock.setPage('/pages/personal/register/register')
    api.on('User/CheckVerificationCode', ok(true))
    render(<RegisterPage />)
    type('mobile', '13900139000')
    type('code', '654321')
    await agree()
    await submit()
    expect(api.callsOf('User/CheckVerificationCode')[0].body).toMatchObject({ Mobile: '13900139000', Code: '654321', Type: 1 })
    // never in the address: it stays in the browser history and goes out as a referrer (issue 10)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/personal/register/stepRegister' })
    expect(rootStore.accountFlow).toMatchObject({ mobile: '13900139000', code: '654321' })
  })

  it('step 1 stays when the code is wrong', async () => {
    taroMock.setPage('/pages/personal/register/register')
    api.on('User/CheckVerificationCode', env(1, null, '验证码错误，还可尝试 4 次'))
    render(<RegisterPage />)
    type('mobile', '13900139000')
    type('code', '000000')
    await agree()
    await submit()
    expect(taroMock.toasts()).toContain('验证码错误，还可尝试 4 次')
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('step 2 applies the password rules before registering', async () => {
    taroMock.setPage('/pages/personal/register/stepRegister')
    rootStore.accountFlow.proveBySms('13900139000', '654321')
    render(<StepRegisterPage />)
    await submit()
    expect(errorOf('password')).toBe('请输入密码')
    expect(errorOf('confirm')).toBe('请再次输入密码')
    type('password', 'abc')
    await submit()
    expect(errorOf('password')).toBe('密码至少 8 位（当前 3 位）')
    type('password', 'abcdefgh')
    await submit()
    expect(errorOf('password')).toBe('密码须同时包含字母和数字')
    type('password', 'abc 12345')
    await submit()
    expect(errorOf('password')).toBe('密码不能包含空格')
    type('password', 'abc12345')
    type('confirm', 'abc12346')
    await submit()
    expect(errorOf('confirm')).toBe('两次输入的密码不一致')
    type('nickname', '一二三四五六七八九十一二三四五六七八九十一')
    await submit()
    expect(errorOf('nickname')).toBe('昵称最多 20 个字')
    expect(api.calls).toHaveLength(0)
  })

  it('step 2 registers and goes on to the exam information', async () => {
    taroMock.setPage('/pages/personal/register/stepRegister')
    rootStore.accountFlow.proveBySms('13900139000', '654321')
    api.on('User/AddStudentAndLogin', ok({ UserId: 9, Token: 'reg' }))
    render(<StepRegisterPage />)
    type('password', 'abc12345')
    type('confirm', 'abc12345')
    type('nickname', '小红')
    await submit()
    await act(async () => flush())
    expect(api.callsOf('User/AddStudentAndLogin')[0].body).toEqual({
      Platform: 0,
      Mobile: '13900139000',
      Password: 'abc12345',
      Code: '654321',
      NickName: '小红',
    })
    expect(taroMock.toasts()).toContain('注册成功')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/home/complete-information/index' })
  })

  it('step 2 from single sign-on registers with the ticket instead of a code', async () => {
    taroMock.setPage('/pages/personal/register/stepRegister')
    rootStore.accountFlow.proveByTicket('13900139000', 'ticket-0123456789abcdef')
    api.on('User/AddStudentAndLogin', ok({ UserId: 9, Token: 'reg' }))
    render(<StepRegisterPage />)
    expect(screen.getByText('完善资料')).toBeTruthy()
    type('password', 'abc12345')
    type('confirm', 'abc12345')
    await submit()
    // arriving from single sign-on, the agreement is asked here
    expect(taroMock.toasts()).toContain('请先阅读并同意《用户服务协议》和《隐私政策》')
    expect(api.calls).toHaveLength(0)
    await agree()
    await submit()
    await act(async () => flush())
    expect(api.callsOf('User/AddStudentAndLogin')[0].body).toMatchObject({ RegisterTicket: 'ticket-0123456789abcdef' })
    expect(api.callsOf('User/AddStudentAndLogin')[0].body).not.toHaveProperty('Code')
  })

  it('step 2 without a proved mobile sends back to step 1, whatever its address carries', async () => {
    taroMock.setPage('/pages/personal/register/stepRegister', { Mobile: '13900139000', Code: '654321' })
    render(<StepRegisterPage />)
    expect(screen.getByText('请先验证手机号')).toBeTruthy()
  })
})

describe('pages that need a login', () => {
  it('an anonymous visit is replaced by the login page with the way back', async () => {
    taroMock.setPage('/pages/personal/editpassword')
    render(<EditPasswordPage />)
    await act(async () => flush())
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/personal/login/index?redirect=%2Fpages%2Fpersonal%2Feditpassword' })
    expect(screen.getByText('请先登录')).toBeTruthy()
  })

  it('change password: checks the fields, then sends old and new', async () => {
    taroMock.setPage('/pages/personal/editpassword')
    rootStore.session.setLogin(7, 'tok')
    rootStore.session.setUserInfo(userInfo())
    api.on('User/UpdatePassword', ok(true))
    render(<EditPasswordPage />)
    type('old', 'abc12345')
    type('password', 'abc12345')
    type('confirm', 'abc12345')
    await submit()
    expect(errorOf('password')).toBe('新密码不能与原密码相同')
    type('password', 'xyz98765')
    type('confirm', 'xyz98765')
    await submit()
    await act(async () => flush())
    expect(api.callsOf('User/UpdatePassword')[0].body).toMatchObject({ OldPassword: 'abc12345', Password: 'xyz98765' })
    expect(taroMock.toasts()).toContain('密码已修改')
  })
})

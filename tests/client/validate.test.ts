/** Field checks of the account forms and the exam-information rules the pages apply before sending. */
import {
  checkConfirmPassword,
  checkLoginPassword,
  checkMobile,
  checkNewPassword,
  checkRank,
  checkRecommendCode,
  checkScore,
  checkSmsCode,
  mobileMatchesMasked,
} from '../../src/utils/validate'
import { checkSubjectChoice, configFlag, examYearOptions, guessExamYear, modeNeedsSubjects, subjectTypeOptions } from '../../src/stores/flows/profile'

describe('field checks', () => {
  it('mobile', () => {
    expect(checkMobile('')).toBe('请输入手机号')
    expect(checkMobile('138001380a0')).toBe('手机号只能包含数字')
    expect(checkMobile('1380013800')).toBe('手机号应为 11 位数字')
    expect(checkMobile('23800138000')).toBe('手机号格式不正确，请检查后重新输入')
    expect(checkMobile(' 13800138000 ')).toBeNull()
  })
  it('new password: 8–32, letters and digits, no spaces', () => {
    expect(checkNewPassword('')).toBe('请输入密码')
    expect(checkNewPassword('a1')).toBe('密码至少 8 位（当前 2 位）')
    expect(checkNewPassword('a1'.repeat(17))).toBe('密码最多 32 位')
    expect(checkNewPassword('abcdefgh')).toBe('密码须同时包含字母和数字')
    expect(checkNewPassword('12345678')).toBe('密码须同时包含字母和数字')
    expect(checkNewPassword('abc 12345')).toBe('密码不能包含空格')
    expect(checkNewPassword('abc12345')).toBeNull()
  })
  it('login password only needs to be present', () => {
    expect(checkLoginPassword('')).toBe('请输入密码')
    expect(checkLoginPassword('old')).toBeNull()
  })
  it('confirmation, code, recommend code, score and rank', () => {
    expect(checkConfirmPassword('a', '')).toBe('请再次输入密码')
    expect(checkConfirmPassword('a', 'b')).toBe('两次输入的密码不一致')
    expect(checkSmsCode('')).toBe('请输入验证码')
    expect(checkSmsCode('12a456')).toBe('验证码为 6 位数字')
    expect(checkSmsCode('123456')).toBeNull()
    expect(checkRecommendCode('')).toBeNull()
    expect(checkRecommendCode('ab')).toBe('推荐码为 4–32 位字母或数字')
    expect(checkScore('', 750)).toBe('请输入分数')
    expect(checkScore('', 750, false)).toBeNull()
    expect(checkScore('abc', 750)).toBe('分数须为数字')
    expect(checkScore('751', 750)).toBe('分数不能超过满分 750 分')
    expect(checkScore('600.3', 750)).toBe('分数最多保留到 0.5 分')
    expect(checkScore('600.5', 750)).toBeNull()
    expect(checkScore('880', 900)).toBeNull()
    expect(checkRank('0')).toBe('位次须为正整数')
    expect(checkRank('')).toBeNull()
  })
  it('the full mobile matches the masked one', () => {
    expect(mobileMatchesMasked('13800138000', '138****8000')).toBe(true)
    expect(mobileMatchesMasked('13900138000', '138****8000')).toBe(false)
    expect(mobileMatchesMasked('1380013800', '138****8000')).toBe(false)
  })
})

describe('exam information rules', () => {
  it('tracks by mode', () => {
    expect(subjectTypeOptions('3+1+2').map((o) => [o.value, o.text])).toEqual([
      [2, '物理类'],
      [1, '历史类'],
    ])
    expect(subjectTypeOptions('3+3').map((o) => o.value)).toEqual([3])
    expect(subjectTypeOptions('文理').map((o) => o.text)).toEqual(['理科', '文科'])
    expect(modeNeedsSubjects('3+1+2') && modeNeedsSubjects('3+3') && !modeNeedsSubjects('文理')).toBe(true)
  })
  it('exam years around the current one; September starts the next exam year', () => {
    expect(examYearOptions(2027)).toEqual([2026, 2027, 2028, 2029])
    expect(guessExamYear(new Date(2026, 5, 1))).toBe(2026)
    expect(guessExamYear(new Date(2026, 8, 1))).toBe(2027)
  })
  it('subject choice per mode', () => {
    const r312 = { ExamMode: '3+1+2', FirstSubjects: ['物理', '历史'], SecondSubjects: ['化学', '生物', '政治', '地理'], SecondCount: 2 }
    expect(checkSubjectChoice(r312, null, [])).toBe('请选择首选科目（物理或历史）')
    expect(checkSubjectChoice(r312, '物理', ['化学'])).toBe('请从化学、生物、政治、地理中再选 2 门（已选 1 门）')
    expect(checkSubjectChoice(r312, '物理', ['化学', '生物'])).toBeNull()
    const r33 = { ExamMode: '3+3', FirstSubjects: [], SecondSubjects: ['物理', '化学', '生物', '政治', '历史', '地理', '技术'], SecondCount: 3 }
    expect(checkSubjectChoice(r33, null, ['物理', '技术'])).toBe('请选择 3 门选考科目（已选 2 门）')
    expect(checkSubjectChoice(r33, null, ['物理', '技术', '化学'])).toBeNull()
    expect(checkSubjectChoice({ ExamMode: '文理', FirstSubjects: [], SecondSubjects: [], SecondCount: 0 }, null, [])).toBeNull()
  })
  it('config flags in their stored shapes', () => {
    expect(configFlag({ Enable: true })).toBe(true)
    expect(configFlag({ Enable: false })).toBe(false)
    expect(configFlag('true')).toBe(true)
    expect(configFlag(1)).toBe(true)
    expect(configFlag(undefined)).toBe(false)
    expect(configFlag({})).toBe(false)
  })
})

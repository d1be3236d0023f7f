/** Profile and exam information: validation by province rules, score edits, completeness flags, intention. */
import { currentExamYear } from '../../server/modules/exam'
import { startHarness, type Harness } from './helpers/account-harness'

let h: Harness

beforeAll(async () => {
  h = await startHarness()
}, 120000)
afterAll(async () => {
  await h?.close()
})

/** runs `fn` with the server clock at `iso` (Beijing time given with +08:00) */
async function at<T>(iso: string, fn: () => Promise<T>): Promise<T> {
  const delta = Date.parse(iso) - h.clock.now()
  h.clock.advance(delta)
  try {
    return await fn()
  } finally {
    h.clock.advance(-delta)
  }
}

const user = async () => {
  const u = await h.register()
  const call = (name: string, body: unknown = {}) => h.call(name, body, { token: u.Token })
  return { ...u, call }
}

describe('StudentInfo / MemberInfo', () => {
  it('answers the user info of SPEC §3 with defaults for a new account', async () => {
    const u = await user()
    const info = await u.call('User/StudentInfo')
    expect(info.code).toBe(0)
    expect(info.data).toEqual({
      UserId: u.UserId,
      Mobile: `${u.mobile.slice(0, 3)}****${u.mobile.slice(7)}`,
      NickName: `用户${u.mobile.slice(-4)}`,
      Avatar: '',
      Gender: 0,
      ExamProvinceId: null,
      ExamProvinceName: '',
      ExamYear: null,
      SubjectType: null,
      SelectSubjectList: [],
      IsNewExam: false,
      Score: null,
      Rank: null,
      FinalScore: null,
      MemberType: -1,
      MemberExpireAt: null,
      SchoolName: '',
      ClassName: '',
      ProvinceCode: '',
      CityCode: '',
      DistrictCode: '',
      RecommendCode: '',
      HasPassword: true,
      CreatedAt: expect.any(String),
    })
    expect((await u.call('User/MemberInfo')).data).toEqual(info.data)
  })

  it('a membership counts until it expires', async () => {
    const u = await user()
    const future = new Date(h.clock.now() + 86_400_000)
    await h.built.ctx.db.updateTable('users').set({ member_type: 2, member_expire_at: future }).where('id', '=', u.UserId).execute()
    expect((await u.call('User/MemberInfo')).data).toMatchObject({ MemberType: 2, MemberExpireAt: future.toISOString() })
    h.clock.advance(2 * 86_400_000)
    try {
      expect((await u.call('User/MemberInfo')).data.MemberType).toBe(-1)
    } finally {
      h.clock.advance(-2 * 86_400_000)
    }
  })
})

describe('UpdateStudent (User/ and Student/)', () => {
  it('updates the profile and checks the region chain', async () => {
    const u = await user()
    const r = await u.call('User/UpdateStudent', {
      NickName: ' 小红 ',
      Gender: 2,
      SchoolName: '广州市第六中学',
      ClassName: '高三(2)班',
      ProvinceCode: '440000',
      CityCode: '440100',
      DistrictCode: '440106',
    })
    expect(r.data).toMatchObject({
      NickName: '小红',
      Gender: 2,
      SchoolName: '广州市第六中学',
      ClassName: '高三(2)班',
      ProvinceCode: '440000',
      CityCode: '440100',
      DistrictCode: '440106',
    })
    const s = await u.call('Student/UpdateStudent', { Avatar: 'https://example.com/a.png' })
    expect(s.data).toMatchObject({ Avatar: 'https://example.com/a.png', NickName: '小红', DistrictCode: '440106' })
    // a municipality is its own city
    expect((await u.call('Student/UpdateStudent', { ProvinceCode: '110000', CityCode: '110000', DistrictCode: '110101' })).code).toBe(0)
    expect(await u.call('User/UpdateStudent', { ProvinceCode: '440000', CityCode: '440100', DistrictCode: '110101' })).toMatchObject({
      code: 2,
      message: '所在区县（DistrictCode）不属于所选上级地区',
    })
    expect(await u.call('User/UpdateStudent', { ProvinceCode: '440000', CityCode: '440199' })).toMatchObject({
      code: 2,
      message: '所在市（CityCode）不存在：440199',
    })
    expect(await u.call('User/UpdateStudent', { ProvinceCode: '12345' })).toMatchObject({ code: 2, message: '所在省（ProvinceCode）格式不正确' })
    expect(await u.call('User/UpdateStudent', { NickName: '  ' })).toMatchObject({ code: 2, message: '昵称（NickName）不能为空' })
    expect(await u.call('User/UpdateStudent', { NickName: '一二三四五六七八九十一二三四五六七八九十一' })).toMatchObject({
      code: 2,
      message: '昵称（NickName）最多 20 个字符',
    })
    expect(await u.call('User/UpdateStudent', { Avatar: 'wxfile://tmp.png' })).toMatchObject({ code: 2, message: '头像（Avatar）应为 http(s) 图片地址' })
    expect(await u.call('User/UpdateStudent', { Gender: 3 })).toMatchObject({ code: 2, message: '性别（Gender）不能大于 2' })
  })
})

describe('UpdateStudentExam', () => {
  it('stores province, year, track and score within the province’s total', async () => {
    const u = await user()
    const r = await u.call('User/UpdateStudentExam', { ExamProvinceId: 44, ExamYear: 2026, SubjectType: 2, Score: 612 })
    expect(r.data).toMatchObject({ ExamProvinceId: 44, ExamProvinceName: '广东', ExamYear: 2026, SubjectType: 2, Score: 612, IsNewExam: true })
    expect(await u.call('User/UpdateStudentExam', { ExamProvinceId: 44, ExamYear: 2026, SubjectType: 2, Score: 751 })).toMatchObject({
      code: 2,
      message: '分数（Score）不能超过广东满分 750 分',
    })
    expect((await u.call('User/UpdateStudentExam', { ExamProvinceId: 46, ExamYear: 2026, SubjectType: 3, Score: 900 })).code).toBe(0)
    expect((await u.call('User/UpdateStudentExam', { ExamProvinceId: 46, ExamYear: 2026, SubjectType: 3, Score: 901 })).message).toBe(
      '分数（Score）不能大于 900',
    )
    expect((await u.call('User/UpdateStudentExam', { ExamProvinceId: 31, ExamYear: 2026, SubjectType: 3, Score: 661 })).message).toBe(
      '分数（Score）不能超过上海满分 660 分',
    )
    expect((await u.call('User/UpdateStudentExam', { ExamProvinceId: 31, ExamYear: 2026, SubjectType: 3, Score: 600.3 })).message).toBe(
      '分数（Score）最多保留到 0.5 分',
    )
  })

  it('checks the track against the province’s mode for that year', async () => {
    const u = await user()
    expect((await u.call('User/UpdateStudentExam', { ExamProvinceId: 44, ExamYear: 2026, SubjectType: 3 })).message).toBe(
      '广东 2026 年为 3+1+2 模式：科类（SubjectType）应为 1（历史类）或 2（物理类）',
    )
    expect((await u.call('User/UpdateStudentExam', { ExamProvinceId: 54, ExamYear: 2026, SubjectType: 3 })).message).toBe(
      '西藏 2026 年为文理分科：科类（SubjectType）应为 1（文科）或 2（理科）',
    )
    expect((await u.call('User/UpdateStudentExam', { ExamProvinceId: 11, ExamYear: 2026, SubjectType: 1 })).message).toBe(
      '北京 2026 年为 3+3 新高考，不分文理：科类（SubjectType）应为 3',
    )
    // 河南 became 3+1+2 in 2025: 2024 is 文理
    const henan2024 = await u.call('User/UpdateStudentExam', { ExamProvinceId: 41, ExamYear: 2024, SubjectType: 2 })
    expect(henan2024.data.IsNewExam).toBe(false)
    const year = currentExamYear(h.clock.now())
    expect((await u.call('User/UpdateStudentExam', { ExamProvinceId: 41, ExamYear: year + 4, SubjectType: 2 })).message).toBe(
      `高考年份（ExamYear）应在 ${year - 10}–${year + 3} 之间`,
    )
    expect((await u.call('User/UpdateStudentExam', { ExamProvinceId: 99, ExamYear: 2026, SubjectType: 2 })).message).toBe('省份（ExamProvinceId）不能大于 82')
    expect((await u.call('User/UpdateStudentExam', { ExamProvinceId: 81, ExamYear: 2026, SubjectType: 2 })).code).toBe(4)
  })

  it('keeps 选考 subjects that still fit and clears those that do not', async () => {
    const u = await user()
    await u.call('User/UpdateStudentExam', { ExamProvinceId: 44, ExamYear: 2026, SubjectType: 2 })
    await u.call('User/UpdateStudentSelectSubject', { SelectSubjectList: ['物理', '化学', '生物'] })
    expect((await u.call('User/UpdateStudentExam', { ExamProvinceId: 42, ExamYear: 2026, SubjectType: 2 })).data.SelectSubjectList).toEqual([
      '物理',
      '化学',
      '生物',
    ])
    expect((await u.call('User/UpdateStudentExam', { ExamProvinceId: 42, ExamYear: 2026, SubjectType: 1 })).data.SelectSubjectList).toEqual([])
  })
})

describe('UpdateStudentSelectSubject', () => {
  it('needs the exam first', async () => {
    const u = await user()
    expect(await u.call('User/UpdateStudentSelectSubject', { SelectSubjectList: ['物理', '化学', '生物'] })).toMatchObject({
      code: 1,
      message: '请先完善高考信息（省份、年份、科类）',
    })
  })

  it('3+1+2: one of 物理/历史 plus two of 化学/生物/政治/地理; the first subject sets the track', async () => {
    const u = await user()
    await u.call('User/UpdateStudentExam', { ExamProvinceId: 44, ExamYear: 2026, SubjectType: 2 })
    const ok = await u.call('User/UpdateStudentSelectSubject', { SelectSubjectList: ['历史', '政治', '地理'] })
    expect(ok.data).toMatchObject({ SelectSubjectList: ['历史', '政治', '地理'], SubjectType: 1 })
    const cases: Array<[string[], string]> = [
      [['物理', '历史', '化学'], '广东 2026 年为 3+1+2 模式：选考科目（SelectSubjectList）须包含物理、历史中的 1 门作为首选科目'],
      [['化学', '生物', '地理'], '广东 2026 年为 3+1+2 模式：选考科目（SelectSubjectList）须包含物理、历史中的 1 门作为首选科目'],
      [['物理', '化学'], '广东 2026 年为 3+1+2 模式：须从化学、生物、政治、地理中再选 2 门（当前 1 门）'],
      [['物理', '化学', '技术'], '广东 2026 年为 3+1+2 模式：再选科目只能从化学、生物、政治、地理中选择，「技术」不可选'],
    ]
    for (const [list, message] of cases)
      expect(await u.call('User/UpdateStudentSelectSubject', { SelectSubjectList: list })).toMatchObject({ code: 2, message })
    expect(await u.call('User/UpdateStudentSelectSubject', { SelectSubjectList: ['物理', '物理', '化学'] })).toMatchObject({
      code: 2,
      message: '选考科目（SelectSubjectList）不能重复',
    })
    expect((await u.call('User/UpdateStudentSelectSubject', { SelectSubjectList: ['数学'] })).code).toBe(2)
  })

  it('3+3: three of six subjects, 浙江 also 技术; 文理 provinces take none', async () => {
    const u = await user()
    await u.call('User/UpdateStudentExam', { ExamProvinceId: 33, ExamYear: 2026, SubjectType: 3 })
    expect((await u.call('User/UpdateStudentSelectSubject', { SelectSubjectList: ['物理', '化学', '技术'] })).data.SelectSubjectList).toEqual([
      '物理',
      '化学',
      '技术',
    ])
    await u.call('User/UpdateStudentExam', { ExamProvinceId: 11, ExamYear: 2026, SubjectType: 3 })
    expect((await u.call('User/UpdateStudentSelectSubject', { SelectSubjectList: ['物理', '化学', '技术'] })).message).toBe(
      '北京 2026 年为 3+3 模式：选考科目只能从物理、化学、生物、政治、历史、地理中选择，「技术」不可选',
    )
    expect((await u.call('User/UpdateStudentSelectSubject', { SelectSubjectList: ['物理', '历史'] })).message).toBe(
      '北京 2026 年为 3+3 模式：须选择 3 门选考科目（当前 2 门）',
    )
    const ok = await u.call('User/UpdateStudentSelectSubject', { SelectSubjectList: ['物理', '历史', '地理'] })
    expect(ok.data).toMatchObject({ SubjectType: 3, SelectSubjectList: ['物理', '历史', '地理'] })
    await u.call('User/UpdateStudentExam', { ExamProvinceId: 54, ExamYear: 2026, SubjectType: 2 })
    expect((await u.call('User/UpdateStudentSelectSubject', { SelectSubjectList: ['物理'] })).message).toBe(
      '西藏 2026 年为文理分科高考，不需要选考科目（SelectSubjectList 应为空）',
    )
    expect((await u.call('User/UpdateStudentSelectSubject', { SelectSubjectList: [] })).code).toBe(0)
  })
})

describe('StudentComplate and the real score', () => {
  it('flags missing exam, missing subjects and a missing real score once scores are out', async () => {
    const u = await user()
    expect((await u.call('User/StudentComplate')).data).toEqual({
      IsNeedCompleteExam: true,
      IsNeedCompleteSelectSubject: false,
      IsNeedCompleteFinalScore: false,
    })
    await at('2026-06-20T10:00:00+08:00', async () => {
      await u.call('User/UpdateStudentExam', { ExamProvinceId: 44, ExamYear: 2026, SubjectType: 2, Score: 600 })
      expect((await u.call('User/StudentComplate')).data).toEqual({
        IsNeedCompleteExam: false,
        IsNeedCompleteSelectSubject: true,
        IsNeedCompleteFinalScore: false,
      })
      await u.call('User/UpdateStudentSelectSubject', { SelectSubjectList: ['物理', '化学', '地理'] })
      expect((await u.call('User/StudentComplate')).data.IsNeedCompleteSelectSubject).toBe(false)
      expect(await u.call('User/UpdateStudentFinalScore', { FinalScore: 611 })).toMatchObject({
        code: 1,
        message: '广东 2026 年高考成绩尚未公布，暂不能录入实考分',
      })
      expect((await h.call('Public/ProvinceIsFinalScore', { ProvinceId: 44, Year: 2026 })).data).toBe(false)
    })
    await at('2026-06-25T09:00:00+08:00', async () => {
      expect((await h.call('Public/ProvinceIsFinalScore', { ProvinceId: 44, Year: 2026 })).data).toBe(true)
      expect((await u.call('User/StudentComplate')).data).toEqual({
        IsNeedCompleteExam: false,
        IsNeedCompleteSelectSubject: false,
        IsNeedCompleteFinalScore: true,
      })
      expect((await u.call('User/UpdateStudentFinalScore', { FinalScore: 751 })).message).toBe('高考成绩（FinalScore）不能超过广东满分 750 分')
      const r = await u.call('User/UpdateStudentFinalScore', { FinalScore: 611, Rank: 23456 })
      expect(r.data).toMatchObject({ FinalScore: 611, Score: 611, Rank: 23456 })
      expect((await u.call('User/StudentComplate')).data.IsNeedCompleteFinalScore).toBe(false)
      // the real score is not a score edit
      expect((await u.call('User/EditScoreRecordNumber')).data.Used).toBe(0)
    })
  })

  it('a province’s own publish date on file overrides the default June 25', async () => {
    await h.built.ctx.db
      .insertInto('score_publish_dates')
      .values({ province_id: 65, year: 2026, published_on: '2026-06-27', source: 'test' })
      .onConflict((oc) => oc.columns(['province_id', 'year']).doNothing())
      .execute()
    await at('2026-06-26T12:00:00+08:00', async () => {
      expect((await h.call('Public/ProvinceIsFinalScore', { ProvinceId: 65, Year: 2026 })).data).toBe(false)
      expect((await h.call('Public/ProvinceIsFinalScore', { ProvinceId: 44, Year: 2026 })).data).toBe(true)
    })
  })

  it('文理 provinces need no subjects', async () => {
    const u = await user()
    await u.call('User/UpdateStudentExam', { ExamProvinceId: 54, ExamYear: 2026, SubjectType: 1 })
    expect((await u.call('User/StudentComplate')).data.IsNeedCompleteSelectSubject).toBe(false)
  })
})

describe('EditUserScore and EditScoreRecordNumber', () => {
  it('the first score is free; each change of it uses one of ScoreEditLimit edits', async () => {
    const u = await user()
    expect(await u.call('User/EditUserScore', { Score: 600 })).toMatchObject({ code: 1, message: '请先完善高考信息（省份、年份、科类）' })
    await u.call('User/UpdateStudentExam', { ExamProvinceId: 32, ExamYear: 2026, SubjectType: 2, Score: 600 })
    expect((await u.call('User/EditScoreRecordNumber')).data).toEqual({ Used: 0, Limit: 3 })
    for (const [score, used] of [
      [601, 1],
      [601, 1],
      [602, 2],
      [603, 3],
    ]) {
      const r = await u.call('User/EditUserScore', { Score: score })
      expect([r.code, r.data.Score]).toEqual([0, score])
      expect((await u.call('User/EditScoreRecordNumber')).data.Used).toBe(used)
    }
    expect(await u.call('User/EditUserScore', { Score: 604 })).toMatchObject({ code: 1, message: '分数修改次数已用完（共 3 次），如需修改请联系客服' })
    // changing it through UpdateStudentExam is held to the same limit
    expect((await u.call('User/UpdateStudentExam', { ExamProvinceId: 32, ExamYear: 2026, SubjectType: 2, Score: 640 })).code).toBe(1)
    expect((await u.call('User/EditUserScore', { Score: 800 })).message).toBe('分数（Score）不能超过江苏满分 750 分')
  })

  it('EditUserScore can also set track and subjects consistently', async () => {
    const u = await user()
    await u.call('User/UpdateStudentExam', { ExamProvinceId: 43, ExamYear: 2026, SubjectType: 2 })
    const r = await u.call('User/EditUserScore', { Score: 555, SelectSubjectList: ['历史', '政治', '地理'] })
    expect(r.data).toMatchObject({ Score: 555, SubjectType: 1, SelectSubjectList: ['历史', '政治', '地理'] })
    expect((await u.call('User/EditUserScore', { Score: 555, SubjectType: 2, SelectSubjectList: ['历史', '政治', '地理'] })).message).toBe(
      '首选科目与科类（SubjectType）不一致：物理对应 2（物理类），历史对应 1（历史类）',
    )
  })

  it('the limit comes from the ScoreEditLimit config', async () => {
    const u = await user()
    await u.call('User/UpdateStudentExam', { ExamProvinceId: 35, ExamYear: 2026, SubjectType: 2, Score: 500 })
    const db = h.built.ctx.db
    const before = await db.selectFrom('app_configs').select('value').where('name', '=', 'ScoreEditLimit').executeTakeFirstOrThrow()
    await db.updateTable('app_configs').set({ value: '{"Limit":1}' }).where('name', '=', 'ScoreEditLimit').execute()
    try {
      expect((await u.call('User/EditUserScore', { Score: 510 })).code).toBe(0)
      expect((await u.call('User/EditUserScore', { Score: 520 })).message).toBe('分数修改次数已用完（共 1 次），如需修改请联系客服')
      expect((await u.call('User/EditScoreRecordNumber')).data).toEqual({ Used: 1, Limit: 1 })
    } finally {
      await db.updateTable('app_configs').set({ value: before.value }).where('name', '=', 'ScoreEditLimit').execute()
    }
  })
})

describe('recommend code and intention', () => {
  it('UpdateStudentRecommendCode is set once', async () => {
    const u = await user()
    expect(await u.call('User/UpdateStudentRecommendCode', { RecommendCode: 'AB12' })).toMatchObject({ code: 0, data: true })
    expect((await u.call('User/StudentInfo')).data.RecommendCode).toBe('AB12')
    expect(await u.call('User/UpdateStudentRecommendCode', { RecommendCode: 'CD34' })).toMatchObject({ code: 1, message: '推荐码已填写，不能修改' })
    expect((await u.call('User/UpdateStudentRecommendCode', { RecommendCode: 'a b' })).code).toBe(2)
  })

  it('saves and reads the intention (both save calls)', async () => {
    const u = await user()
    expect(await u.call('User/IntentionDetail')).toMatchObject({ code: 0, data: null })
    const body = { ProvinceIds: [44, 42, 44], SchoolLevels: ['本科'], MajorCategories: ['工学', '医学'], Remark: ' 想学医 ' }
    const saved = await u.call('User/AddUpdateIntention', body)
    expect(saved.data).toEqual({ ProvinceIds: [44, 42], SchoolLevels: ['本科'], MajorCategories: ['工学', '医学'], Remark: '想学医' })
    const updated = await u.call('Student/UpdateStudentIntention', { ...body, ProvinceIds: [11] })
    expect(updated.data.ProvinceIds).toEqual([11])
    expect((await u.call('User/IntentionDetail')).data).toEqual(updated.data)
    expect((await u.call('User/AddUpdateIntention', { ...body, ProvinceIds: [99] })).message).toBe('意向省份（ProvinceIds）不能大于 82')
    expect((await u.call('User/AddUpdateIntention', { ...body, ProvinceIds: [70] })).message).toBe('意向省份（ProvinceIds）中有不支持的省份代码：70')
    expect((await u.call('User/AddUpdateIntention', { ProvinceIds: [] })).message).toBe('缺少必填参数：院校层次（SchoolLevels）')
  })
})

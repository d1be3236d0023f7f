/** Stored configuration, system configs, app version and dictionaries. */
import { startHarness, type Harness } from './helpers/account-harness'

let h: Harness

beforeAll(async () => {
  h = await startHarness()
}, 120000)
afterAll(async () => {
  await h?.close()
})

describe('Public/Config', () => {
  it('answers each stored config as a JSON string', async () => {
    const get = async (ConfigName: string) => {
      const r = await h.call('Public/Config', { ConfigName })
      expect([ConfigName, r.code, typeof r.data]).toEqual([ConfigName, 0, 'string'])
      return JSON.parse(r.data)
    }
    expect(await get('OnlineLearningEnable')).toEqual({ Enable: false })
    expect(await get('DefaultProvince')).toEqual({ ProvinceId: expect.any(Number) })
    expect(await get('LoginUrl')).toEqual({ Url: expect.any(String) })
    expect(await get('MemberUrl')).toEqual({ Url: expect.any(String) })
    expect(await get('ServicePhone')).toEqual({ Phone: expect.any(String), ServiceTime: expect.any(String) })
    expect(await get('ScoreEditLimit')).toEqual({ Limit: expect.any(Number) })
  })

  it('unknown or internal names get a clear message', async () => {
    const r = await h.call('Public/Config', { ConfigName: 'Nope' })
    expect(r).toMatchObject({ status: 200, code: 4, data: null })
    expect(r.message).toBe('未知的配置项（ConfigName=Nope），可用：OnlineLearningEnable、DefaultProvince、LoginUrl、MemberUrl、ServicePhone、ScoreEditLimit')
    expect((await h.call('Public/Config', { ConfigName: 'SysDWFConfig' })).code).toBe(4)
    expect(await h.call('Public/Config', {})).toMatchObject({ code: 2, message: '缺少必填参数：配置名（ConfigName）' })
  })

  it('seeding again keeps an operator’s change', async () => {
    const db = h.built.ctx.db
    await db.updateTable('app_configs').set({ value: '{"Enable":true}' }).where('name', '=', 'OnlineLearningEnable').execute()
    try {
      await db.deleteFrom('seed_runs').where('name', '=', 'app_configs:defaults').execute()
      const { runSeeds } = await import('../../server/db/seed')
      const { configModule } = await import('../../server/modules/config')
      await runSeeds(h.built.ctx, configModule.seeds ?? [])
      expect(JSON.parse((await h.call('Public/Config', { ConfigName: 'OnlineLearningEnable' })).data)).toEqual({ Enable: true })
    } finally {
      await db.updateTable('app_configs').set({ value: '{"Enable":false}' }).where('name', '=', 'OnlineLearningEnable').execute()
    }
  })
})

describe('Public/StartUp (one round trip at start-up)', () => {
  it('answers every public config and the province list as their own calls do, and only a version when nothing changed', async () => {
    const first = await h.call('Public/StartUp', {})
    expect(first.code).toBe(0)
    expect(first.data.NotModified).toBe(false)
    for (const name of ['OnlineLearningEnable', 'DefaultProvince', 'LoginUrl', 'MemberUrl', 'ServicePhone', 'ScoreEditLimit'])
      expect(first.data.Configs[name]).toBe((await h.call('Public/Config', { ConfigName: name })).data)
    expect(first.data.Provinces).toEqual((await h.call('Public/ProvinceList', {})).data)
    const again = await h.call('Public/StartUp', { Etag: first.data.Etag })
    expect(again.data).toEqual({ Etag: first.data.Etag, NotModified: true })
    // an older version gets the whole answer
    expect((await h.call('Public/StartUp', { Etag: 'ab12' })).data).toMatchObject({ NotModified: false, Etag: first.data.Etag })
    expect((await h.call('Public/StartUp', { Etag: '<script>' })).code).toBe(2)
  })

  it('npm run admin -- set-config changes a config (and so the start-up version); bad names and values are refused', async () => {
    const { COMMANDS } = await import('../../scripts/admin')
    const db = h.built.ctx.db
    const before = (await h.call('Public/StartUp', {})).data
    const set = (opts: Record<string, string>) => COMMANDS['set-config'].run(opts, db)
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await expect(set({ name: 'Nope', value: '{}' })).rejects.toThrow('--name 应为以下配置之一')
      await expect(set({ name: 'ServicePhone', value: 'not json' })).rejects.toThrow('--value 应为 JSON')
      await expect(set({ name: 'ServicePhone', value: '[1]' })).rejects.toThrow('--value 应为 JSON 对象')
      expect(await set({ name: 'ServicePhone', value: '{"Phone":"400-111-2222","ServiceTime":"9:00-17:00"}' })).toBe(0)
      const after = (await h.call('Public/StartUp', { Etag: before.Etag })).data
      expect(after.NotModified).toBe(false)
      expect(JSON.parse(after.Configs.ServicePhone).Phone).toBe('400-111-2222')
    } finally {
      quiet.mockRestore()
      await db.updateTable('app_configs').set({ value: before.Configs.ServicePhone }).where('name', '=', 'ServicePhone').execute()
    }
  })

  it('a changed config is a new version', async () => {
    const db = h.built.ctx.db
    const before = (await h.call('Public/StartUp', {})).data
    await db.updateTable('app_configs').set({ value: '{"Phone":"400-000-0000","ServiceTime":"9:00-18:00"}' }).where('name', '=', 'ServicePhone').execute()
    try {
      const after = await h.call('Public/StartUp', { Etag: before.Etag })
      expect(after.data.NotModified).toBe(false)
      expect(after.data.Etag).not.toBe(before.Etag)
      expect(JSON.parse(after.data.Configs.ServicePhone).Phone).toBe('400-000-0000')
    } finally {
      await db.updateTable('app_configs').set({ value: before.Configs.ServicePhone }).where('name', '=', 'ServicePhone').execute()
    }
  })
})

describe('system configs', () => {
  it('SysDWFConfig: 冲稳保 bands, labelled as heuristics', async () => {
    const r = await h.call('User/SysDWFConfig')
    expect(r.data).toMatchObject({ Basis: 'RankRatio', IsHeuristic: true, Chong: { Label: '冲' }, Wen: { Label: '稳' }, Bao: { Label: '保' } })
    expect(r.data.Note).toContain('并非任何考试院的官方规则')
  })

  it('SysScoreConfig and SysUserConfig', async () => {
    const s = await h.call('User/SysScoreConfig')
    expect(s.data).toMatchObject({ CurrentExamYear: expect.any(Number), ScoreEditLimit: expect.any(Number), DefaultScorePublishDay: '06-25' })
    expect(s.data.Provinces).toHaveLength(31)
    expect(s.data.ScoreEditUsed).toBeUndefined()
    const u = await h.register()
    expect((await h.call('User/SysScoreConfig', {}, { token: u.Token })).data.ScoreEditUsed).toBe(0)
    const cfg = await h.call('User/SysUserConfig')
    expect(cfg.data).toMatchObject({
      SmsCodeLength: 6,
      SmsExpireSeconds: 300,
      SmsResendSeconds: 60,
      SmsMaxWrongTries: 5,
      SmsDailyLimitPerMobile: 10,
      PasswordMinLength: 8,
      PasswordMaxLength: 32,
    })
  })

  it('AppVersion is v5.9 (code 49)', async () => {
    expect((await h.call('Public/AppVersion')).data).toMatchObject({ Version: '5.9', Code: 49 })
  })
})

describe('Public/Dictionary', () => {
  it('answers by English key or Chinese name', async () => {
    expect((await h.call('Public/Dictionary', { Type: 'SubjectType' })).data).toEqual([
      { Key: '1', Value: '文科/历史类' },
      { Key: '2', Value: '理科/物理类' },
      { Key: '3', Value: '不分文理（综合）' },
    ])
    expect((await h.call('Public/Dictionary', { Type: '性别' })).data).toHaveLength(3)
    expect((await h.call('Public/Dictionary', { Type: 'schoolnature' })).data.map((i: { Key: string }) => i.Key)).toEqual([
      '公办',
      '民办',
      '中外合作办学',
      '内地与港澳台地区合作办学',
    ])
    expect((await h.call('Public/Dictionary', { Type: '院校层次' })).code).toBe(0)
    const bad = await h.call('Public/Dictionary', { Type: 'Nope' })
    expect(bad.code).toBe(4)
    expect(bad.message).toContain('未知的字典类型（Type=Nope）')
  })
})

/**
 * Membership (issue 18 item 4) and cards (item 6): code 113 comes from the configuration, not code — the test changes
 * the configuration and the same call answers 113 for a non-member and 0 for a member; cards are single use, their
 * attempts limited per user and per address before any lookup, with the Chinese messages the app shows.
 */
import { MODULES } from '../../server/modules'
import { createSession } from '../../server/modules/account/sessions'
import { createUser } from '../../server/modules/account/users'
import { CARD_MESSAGES, CARD_RULES, createCards, membershipConfig, useMembershipConfig } from '../../server/modules/membership'
import { freshIp, freshMobile, startHarness, type Harness } from './helpers/account-harness'

let h: Harness

beforeAll(async () => {
  h = await startHarness({}, { modules: MODULES.filter((m) => ['system', 'account', 'providers', 'config', 'profile', 'membership'].includes(m.name)) })
}, 120000)
afterAll(async () => {
  await h?.close()
})

async function user(member?: { type: number; days: number }): Promise<{ id: number; token: string }> {
  const id = await createUser(h.built.ctx.db, {
    mobile: freshMobile(),
    ...(member ? { member_type: member.type, member_expire_at: new Date(h.clock.now() + member.days * 86_400_000) } : {}),
  })
  return { id, token: await createSession(h.built.ctx, id, 'password', null) }
}

describe('code 113 from data/rules/membership.json', () => {
  afterEach(() => useMembershipConfig(h.built.ctx, membershipConfig()))

  it('answers 113 to a non-member and 0 to a member once the configuration names the call', async () => {
    const none = await user()
    const vip = await user({ type: 2, days: 30 })
    // not named: open to everyone
    expect((await h.call('User/ReceiveCard', {}, { token: none.token })).code).toBe(0)
    useMembershipConfig(h.built.ctx, { features: {}, calls: { 'User/ReceiveCard': 'VIP' } })
    const refused = await h.call('User/ReceiveCard', {}, { token: none.token })
    expect(refused).toMatchObject({ code: 113, data: null })
    expect(refused.message).toContain('会员')
    expect((await h.call('User/ReceiveCard', {}, { token: vip.token })).code).toBe(0)
  })

  it('reads the group: ZNK admits type 1, VIP does not; an expired membership counts as none', async () => {
    const znk = await user({ type: 1, days: 30 })
    const lapsed = await user({ type: 2, days: -1 })
    useMembershipConfig(h.built.ctx, { features: {}, calls: { 'User/ReceiveCard': 'VIP' } })
    expect((await h.call('User/ReceiveCard', {}, { token: znk.token })).code).toBe(113)
    expect((await h.call('User/ReceiveCard', {}, { token: lapsed.token })).code).toBe(113)
    useMembershipConfig(h.built.ctx, { features: {}, calls: { 'User/ReceiveCard': 'ZNK' } })
    expect((await h.call('User/ReceiveCard', {}, { token: znk.token })).code).toBe(0)
  })

  it('gates a public call too: 113 without a token, served to a member who sends one', async () => {
    const vip = await user({ type: 2, days: 30 })
    useMembershipConfig(h.built.ctx, { features: {}, calls: { 'Public/AppVersion': 'VIP' } })
    expect((await h.call('Public/AppVersion', {})).code).toBe(113)
    expect((await h.call('Public/AppVersion', {}, { token: vip.token })).code).toBe(0)
  })
})

describe('membership cards', () => {
  it('activates a card once: membership granted, the second use refused with a clear message', async () => {
    const [no] = await createCards(h.built.ctx.db, { memberType: 3, days: 90, count: 1, batch: 'test' })
    expect(no).toMatch(/^[2-9A-HJ-NP-Z]{16}$/)
    const a = await user()
    const b = await user()
    const typed = no.toLowerCase().replace(/(.{4})(?=.)/g, '$1-')
    const check = await h.call('User/CardCheck', { CardNo: typed }, { token: a.token, ip: freshIp() })
    expect(check).toMatchObject({ code: 0, data: { MemberType: 3, MemberTypeName: 'VIP 季卡', Days: 90, CardNo: `****-****-****-${no.slice(-4)}` } })
    const ok = await h.call('User/CardActivation', { CardNo: typed }, { token: a.token, ip: freshIp() })
    expect(ok).toMatchObject({ code: 0, data: { MemberType: 3, Days: 90 } })
    expect(new Date(ok.data.MemberExpireAt).getTime()).toBeCloseTo(h.clock.now() + 90 * 86_400_000, -4)
    const again = await h.call('User/CardActivation', { CardNo: no }, { token: b.token, ip: freshIp() })
    expect(again).toMatchObject({ code: 1, message: CARD_MESSAGES.used, data: null })
    expect((await h.call('User/CardCheck', { CardNo: no }, { token: b.token, ip: freshIp() })).message).toBe(CARD_MESSAGES.used)
    const mine = await h.call('User/ReceiveCard', {}, { token: a.token })
    expect(mine.data.List).toEqual([expect.objectContaining({ MemberType: 3, Days: 90, CardNo: `****-****-****-${no.slice(-4)}` })])
    // the account that used it is deleted: the card stays used (used_by goes null, used_at stays)
    const aId = (await h.call('User/StudentInfo', {}, { token: a.token })).data.UserId as number
    await h.built.ctx.db.deleteFrom('users').where('id', '=', aId).execute()
    const afterDelete = await h.call('User/CardActivation', { CardNo: no }, { token: b.token, ip: freshIp() })
    expect(afterDelete).toMatchObject({ code: 1, message: CARD_MESSAGES.used, data: null })
    // the number itself is not stored
    const rows = await h.built.ctx.db.selectFrom('member_cards').selectAll().execute()
    expect(JSON.stringify(rows)).not.toContain(no)
  })

  it('lets only one of two simultaneous activations of a card through', async () => {
    const [no] = await createCards(h.built.ctx.db, { memberType: 2, days: 365, count: 1, batch: 'race' })
    const a = await user()
    const b = await user()
    const res = await Promise.all([
      h.call('User/CardActivation', { CardNo: no }, { token: a.token, ip: freshIp() }),
      h.call('User/CardActivation', { CardNo: no }, { token: b.token, ip: freshIp() }),
    ])
    expect(res.map((r) => r.code).sort()).toEqual([0, 1])
  })

  it('answers an unknown card plainly', async () => {
    const a = await user()
    const r = await h.call('User/CardCheck', { CardNo: 'ABCD-EFGH-JKLM-NPQR' }, { token: a.token, ip: freshIp() })
    expect(r).toMatchObject({ code: 4, message: CARD_MESSAGES.unknown, data: null })
    expect((await h.call('User/CardActivation', { CardNo: '0000' }, { token: a.token, ip: freshIp() })).message).toBe(CARD_MESSAGES.format)
  })

  it('limits attempts per user, counted before the card is looked up', async () => {
    const a = await user()
    const [good] = await createCards(h.built.ctx.db, { memberType: 1, days: 365, count: 1, batch: 'limit' })
    for (let i = 0; i < CARD_RULES.perUser; i++) {
      expect((await h.call('User/CardCheck', { CardNo: 'ABCD-EFGH-JKLM-NPQ' + 'RSTUVWXYZ'[i % 9] }, { token: a.token, ip: freshIp() })).code).toBe(4)
    }
    // even the right number is not looked at now
    const r = await h.call('User/CardActivation', { CardNo: good }, { token: a.token, ip: freshIp() })
    expect(r).toMatchObject({ code: 29, message: CARD_MESSAGES.tooMany })
    h.clock.advance(CARD_RULES.windowSeconds * 1000 + 1000)
    expect((await h.call('User/CardActivation', { CardNo: good }, { token: a.token, ip: freshIp() })).code).toBe(0)
  })

  it('limits attempts per address across accounts', async () => {
    const ip = freshIp()
    let refused = 0
    for (let i = 0; i < CARD_RULES.perIp + 2; i++) {
      const u = await user()
      const r = await h.call('User/CardCheck', { CardNo: 'ZZZZ-ZZZZ-ZZZZ-ZZZ2' }, { token: u.token, ip })
      if (r.code === 29) refused++
      else expect(r.code).toBe(4)
    }
    expect(refused).toBe(2)
    // another address is not affected
    const u = await user()
    expect((await h.call('User/CardCheck', { CardNo: 'ZZZZ-ZZZZ-ZZZZ-ZZZ2' }, { token: u.token, ip: freshIp() })).code).toBe(4)
  })
})

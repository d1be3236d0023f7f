import { freshMobile, startHarness, type Harness } from './helpers/account-harness'

let h: Harness

beforeAll(async () => {
  h = await startHarness()
}, 120000)
afterAll(async () => {
  await h?.close()
})

describe('smoke', () => {
  it('registers through the SMS sandbox', async () => {
    const u = await h.register()
    expect(u.Token).toHaveLength(43)
    const info = await h.call('User/StudentInfo', {}, { token: u.Token })
    expect(info.code).toBe(0)
    expect(info.data.UserId).toBe(u.UserId)
    expect(freshMobile()).toMatch(/^1[3-9]\d{9}$/)
  })
})

import { buildApp, type BuiltApp } from '../../server/app'
import { testConfig } from '../support/server-db'

let built: BuiltApp

beforeAll(async () => {
  built = await buildApp({ config: testConfig() })
}, 120000)
afterAll(async () => {
  await built?.close()
})

describe('server shell', () => {
  it('answers /healthz once migrated', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('ok')
  })

  it('answers an unknown call with 404 and the envelope', async () => {
    const res = await built.app.inject({ method: 'POST', url: '/api/Nope/Nothing', payload: {} })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 4, message: '接口不存在：POST /api/Nope/Nothing', data: null })
  })

  it('publishes OpenAPI at /api/docs', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    expect(res.json().openapi).toMatch(/^3\./)
  })
})

/** The reviewer console is served at /review/: a page whose script and style are same-origin hashed files. */
import { buildApp, type BuiltApp } from '../../server/app'
import { MODULES } from '../../server/modules'
import { testConfig } from '../support/server-db'

let built: BuiltApp
jest.setTimeout(120000)
beforeAll(async () => {
  built = await buildApp({ config: testConfig(), modules: MODULES.filter((m) => ['system', 'account', 'membership', 'audit'].includes(m.name)) })
}, 120000)
afterAll(async () => {
  await built?.close()
})

it('serves the console page, its bundled script and style, and nothing under another hash', async () => {
  const html = await built.app.inject({ method: 'GET', url: '/review/' })
  expect(html.statusCode).toBe(200)
  expect(html.headers['content-type']).toContain('text/html')
  expect(html.body).toContain('<title>志愿审核台</title>')
  const js = /src="(\/review\/console\.[0-9a-f]{12}\.js)"/.exec(html.body)![1]
  const css = /href="(\/review\/console\.[0-9a-f]{12}\.css)"/.exec(html.body)![1]
  const script = await built.app.inject({ method: 'GET', url: js })
  expect(script.statusCode).toBe(200)
  expect(script.headers['cache-control']).toContain('immutable')
  // the console's own words and its calls are in the bundle
  expect(script.body).toContain('Review/Queue')
  expect(script.body).toContain('志愿审核台')
  expect((await built.app.inject({ method: 'GET', url: css })).body).toContain('.band-reach')
  expect((await built.app.inject({ method: 'GET', url: '/review/console.000000000000.js' })).statusCode).toBe(404)
  expect((await built.app.inject({ method: 'GET', url: '/review' })).statusCode).toBe(302)
})

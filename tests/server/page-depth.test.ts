/**
 * Every paged list stops at MAX_LIST_ROWS (issue 20): a page that starts past it is refused with code 2 and a message
 * that points to a filter, before any query runs; the pages up to it answer as before.
 */
import { buildApp, MAX_LIST_ROWS, pageDepthProblem, type BuiltApp } from '../../server/app'
import { lookupModule } from '../../server/modules/lookup'
import { schoolModule } from '../../server/modules/school'
import { testConfig } from '../support/server-db'

let built: BuiltApp

async function call(name: string, body: unknown): Promise<{ code: number; message: string; data: any }> {
  const res = await built.app.inject({ method: 'POST', url: `/api/${name}`, payload: body as object })
  expect(res.statusCode).toBe(200)
  return res.json()
}

beforeAll(async () => {
  built = await buildApp({ config: testConfig(), modules: [lookupModule, schoolModule] })
}, 300000)
afterAll(async () => built?.close())

describe('how deep a list may be read', () => {
  it('answers the last page within the limit and refuses the next with a message naming the way out', async () => {
    const last = await call('School/SchoolList', { PageIndex: MAX_LIST_ROWS / 20, PageSize: 20 })
    expect(last.code).toBe(0)
    const past = await call('School/SchoolList', { PageIndex: MAX_LIST_ROWS / 20 + 1, PageSize: 20 })
    expect(past.code).toBe(2)
    expect(past.message).toBe(`列表最多翻看前 ${MAX_LIST_ROWS} 条（这一页从第 ${MAX_LIST_ROWS + 1} 条起），请用筛选条件或关键词缩小范围`)
    expect(past.data).toBeNull()
  })

  it('leaves the recommendation lists (in memory, not a database offset) uncapped', () => {
    expect(pageDepthProblem('Wish/NewExamScoreLine', { PageIndex: 500, PageSize: 100 })).toBeNull()
    expect(pageDepthProblem('Lookup/AdmissionLineList', { PageIndex: 500, PageSize: 100 })).toContain('第 49901 条起')
  })

  it('counts rows, not pages, and leaves bodies without paging alone', () => {
    expect(pageDepthProblem('School/SchoolList', { PageIndex: 21, PageSize: 100 })).toContain('第 2001 条起')
    expect(pageDepthProblem('School/SchoolList', { PageIndex: 20, PageSize: 100 })).toBeNull()
    expect(pageDepthProblem('School/SchoolList', { PageIndex: 400 })).toBeNull()
    expect(pageDepthProblem('School/SchoolInfo', { SchoolId: 1 })).toBeNull()
  })
})

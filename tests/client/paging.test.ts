/** The auto-paging helper (SPEC §5). */
import React from 'react'
import { render, act } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { taroMock } from '../support/taro-mock'
import { fillingPageSize, missingPagingOptions, MISSING_PARAMS_TEXT, type AutoPagingOptions } from '../../src/utils/paging'
import { AutoPager, createAutoPager } from '../../src/stores/models/pager'
import { useAutoPaging } from '../../src/components/paged-list/use-paging'
import { flush } from './helpers/fake-api'

beforeEach(() => taroMock.reset())

/** a server of `total` rows answering {List, Total} pages; records each body */
function pagedServer(total: number) {
  const bodies: any[] = []
  const api = jest.fn(async (body: any) => {
    bodies.push(body)
    const start = (body.PageIndex - 1) * body.PageSize
    const List = Array.from({ length: Math.max(0, Math.min(body.PageSize, total - start)) }, (_, i) => ({ id: start + i + 1 }))
    return { List, Total: total }
  })
  return { api, bodies }
}

function options(api: any, over: Partial<AutoPagingOptions<any, any>> = {}): AutoPagingOptions<any, any> {
  return {
    api,
    itemHeight: 160,
    paginationObject: { PageIndex: 1, PageSize: 10, Keyword: '大学' },
    indexName: 'PageIndex',
    sizeName: 'PageSize',
    dataNameList: ['List'],
    windowHeight: 844,
    windowWidth: 390,
    ...over,
  }
}

describe('required options', () => {
  it.each(['api', 'itemHeight', 'paginationObject', 'indexName', 'sizeName', 'dataNameList'])('without %s: toast 缺少必要参数 and no pager', (name) => {
    const opts: any = options(jest.fn())
    delete opts[name]
    expect(missingPagingOptions(opts)).toEqual([name])
    expect(createAutoPager(opts)).toBeNull()
    expect(Taro.showToast).toHaveBeenCalledWith({ title: MISSING_PARAMS_TEXT, icon: 'none', duration: 2000 })
    expect(MISSING_PARAMS_TEXT).toBe('缺少必要参数')
  })

  it('rejects unusable values too (zero height, empty name list)', () => {
    expect(missingPagingOptions(options(jest.fn(), { itemHeight: 0, dataNameList: [] }))).toEqual(['itemHeight', 'dataNameList'])
    expect(missingPagingOptions(null)).toHaveLength(6)
  })
})

describe('window-filling page size', () => {
  it('enlarges the page so the first page fills the window (plus one row so it can scroll)', () => {
    // 390 px wide: 160 design px = 83.2 px; 844 / 83.2 = 10.1 → 11 rows + 1
    expect(fillingPageSize(10, 160, 844, 390)).toBe(12)
    // a caller's larger size is kept
    expect(fillingPageSize(20, 160, 844, 390)).toBe(20)
    // tiny rows never exceed the server's 100
    expect(fillingPageSize(10, 2, 844, 390)).toBe(100)
  })

  it('sends the enlarged size with every page', async () => {
    const { api, bodies } = pagedServer(30)
    const pager = createAutoPager(options(api))!
    await pager.reload()
    await pager.loadMore()
    expect(bodies.map((b) => [b.PageIndex, b.PageSize, b.Keyword])).toEqual([
      [1, 12, '大学'],
      [2, 12, '大学'],
    ])
  })
})

describe('loading', () => {
  it('keeps loading while loaded < Total, then stops', async () => {
    const { api } = pagedServer(30)
    const pager = createAutoPager(options(api))!
    await pager.reload()
    expect(pager.items).toHaveLength(12)
    expect(pager.hasMore).toBe(true)
    await pager.loadMore()
    await pager.loadMore()
    expect(pager.items.map((r: any) => r.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    expect(pager.hasMore).toBe(false)
    await pager.loadMore()
    expect(api).toHaveBeenCalledTimes(3)
  })

  it('does not start a second load while one is running', async () => {
    let release!: () => void
    const api = jest.fn(() => new Promise((r) => (release = () => r({ List: [{ id: 1 }], Total: 5 }))))
    const pager = new AutoPager(options(api))
    const a = pager.reload()
    void pager.loadMore()
    expect(api).toHaveBeenCalledTimes(1)
    release()
    await a
  })

  it('reads the list by dataNameList and Total beside it', async () => {
    const api = jest.fn(async () => ({ Page: { Rows: [{ id: 1 }, { id: 2 }], Count: 2 } }))
    const pager = createAutoPager(options(api, { dataNameList: ['Page', 'Rows'], totalName: 'Count' }))!
    await pager.reload()
    expect(pager.items).toEqual([{ id: 1 }, { id: 2 }])
    expect(pager.total).toBe(2)
    expect(pager.hasMore).toBe(false)
  })

  it('an empty page ends the list even if Total says more', async () => {
    const api = jest.fn(async (b: any) => ({ List: b.PageIndex === 1 ? [{ id: 1 }] : [], Total: 50 }))
    const pager = createAutoPager(options(api))!
    await pager.reload()
    await pager.loadMore()
    expect(pager.hasMore).toBe(false)
    await pager.loadMore()
    expect(api).toHaveBeenCalledTimes(2)
  })

  it('empty result → isEmpty; failure → error text and retry works', async () => {
    let fail = true
    const api = jest.fn(async () => {
      if (fail) throw new Error('网络异常')
      return { List: [], Total: 0 }
    })
    const pager = createAutoPager(options(api))!
    await pager.reload()
    expect(pager.error).toBe('网络异常')
    expect(pager.isEmpty).toBe(false)
    fail = false
    await pager.reload()
    expect(pager.error).toBeNull()
    expect(pager.isEmpty).toBe(true)
  })

  it('reload with new filters starts from page 1 and drops a stale answer', async () => {
    const answers: Array<(v: any) => void> = []
    const api = jest.fn(() => new Promise((r) => answers.push(r)))
    const pager = createAutoPager(options(api))!
    const first = pager.reload()
    const second = pager.reload({ Keyword: '理工' })
    answers[1]({ List: [{ id: 'new' }], Total: 1 })
    await second
    answers[0]({ List: [{ id: 'old' }], Total: 1 })
    await first
    expect(pager.items).toEqual([{ id: 'new' }])
    expect((api.mock.calls[1] as any)[0]).toMatchObject({ PageIndex: 1, Keyword: '理工' })
  })
})

describe('useAutoPaging', () => {
  it('loads the first page on mount and the next on reach-bottom; pull-down reloads', async () => {
    const { api } = pagedServer(30)
    let pagerRef: any
    function List() {
      pagerRef = useAutoPaging(() => createAutoPager(options(api)), { pullDownRefresh: true })
      return null
    }
    render(React.createElement(List))
    await act(async () => flush())
    expect(pagerRef.items).toHaveLength(12)
    await act(async () => {
      taroMock.triggerReachBottom()
      await flush()
    })
    expect(pagerRef.items).toHaveLength(24)
    await act(async () => {
      taroMock.triggerPullDownRefresh()
      await flush()
    })
    expect(pagerRef.items).toHaveLength(12)
    expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
  })

  it('with a missing option shows the toast and loads nothing', async () => {
    const api = jest.fn()
    function List() {
      useAutoPaging(() => createAutoPager({ ...options(api), indexName: '' }))
      return null
    }
    render(React.createElement(List))
    await act(async () => {
      taroMock.triggerReachBottom()
      await flush()
    })
    expect(api).not.toHaveBeenCalled()
    expect(taroMock.toasts()).toEqual(['缺少必要参数'])
  })
})

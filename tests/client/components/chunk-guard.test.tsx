/** H5 page chunk loading (SPEC §8, §9): timing indicator, failures reported and shown, the router's config caught. */
import React from 'react'
import { render } from '@testing-library/react'
import {
  CHUNK_LOAD_TIMEOUT_MS,
  LAZY_DELAY_MS,
  LAZY_TIMEOUT_MS,
  classifyChunkError,
  domLoadingIndicator,
  guardLoad,
  installChunkGuard,
  type LoadingIndicator,
} from '../../../src/components/chunk-guard'

function fakeIndicator() {
  const calls: string[] = []
  const ind: LoadingIndicator = { show: () => calls.push('show'), slow: () => calls.push('slow'), hide: () => calls.push('hide') }
  return { calls, make: () => ind }
}

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function chunkError(type: 'missing' | 'timeout', url = '/js/12.abc.js') {
  const e = new Error(`Loading chunk 12 failed.\n(${type}: ${url})`) as Error & { type: string; request: string }
  e.name = 'ChunkLoadError'
  e.type = type
  e.request = url
  return e
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('chunk guard', () => {
  it('uses the SPEC §9 figures', () => {
    expect([LAZY_DELAY_MS, LAZY_TIMEOUT_MS, CHUNK_LOAD_TIMEOUT_MS]).toEqual([200, 5000, 120000])
  })

  it('tells a script error from a timeout', () => {
    expect(classifyChunkError(chunkError('missing'))).toBe('script-error')
    expect(classifyChunkError(chunkError('timeout'))).toBe('timeout')
    expect(classifyChunkError(new Error('Loading CSS chunk 3 failed.'))).toBe('css')
    expect(classifyChunkError(new Error('boom'))).toBe('other')
  })

  it('shows nothing for a fast page, the loading view after 200 ms and the slow note after 5000 ms', async () => {
    const ind = fakeIndicator()
    const fast = deferred<{ default: unknown }>()
    const load = guardLoad('pages/a', () => [fast.promise, 'ctx', 'params'], { indicator: ind.make, report: jest.fn() })
    const [page, ctx, params] = load('c', 'p')
    expect([ctx, params]).toEqual(['ctx', 'params'])
    jest.advanceTimersByTime(150)
    fast.resolve({ default: 'Page' })
    await expect(page).resolves.toEqual({ default: 'Page' })
    expect(ind.calls).toEqual(['hide'])

    const ind2 = fakeIndicator()
    const slow = deferred<{ default: unknown }>()
    const [page2] = guardLoad('pages/b', () => [slow.promise], { indicator: ind2.make, report: jest.fn() })(null, null)
    jest.advanceTimersByTime(LAZY_DELAY_MS)
    expect(ind2.calls).toEqual(['show'])
    jest.advanceTimersByTime(LAZY_TIMEOUT_MS - LAZY_DELAY_MS)
    expect(ind2.calls).toEqual(['show', 'slow'])
    slow.resolve({ default: 'Page' })
    await page2
    expect(ind2.calls).toEqual(['show', 'slow', 'hide'])
  })

  it('reports a failed chunk and resolves to the error page with a reload button', async () => {
    const ind = fakeIndicator()
    const report = jest.fn()
    const failing = deferred<{ default: unknown }>()
    const [page] = guardLoad('pages/home/searchbatch', () => [failing.promise], { indicator: ind.make, report })(null, null)
    failing.reject(chunkError('timeout'))
    const mod = (await page) as { default: () => React.ReactElement }
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ route: 'pages/home/searchbatch', kind: 'timeout' }), expect.any(Error))
    expect(ind.calls).toEqual(['hide'])
    const Page = mod.default
    const { getByTestId, getByText } = render(<Page />)
    expect(getByTestId('chunk-load-failed').getAttribute('data-kind')).toBe('timeout')
    expect(getByText('页面加载失败')).toBeTruthy()
    expect(getByTestId('error-retry').textContent).toBe('重新加载')
  })

  it('catches the app config and its routes when Taro assigns them, wrapping every load once', async () => {
    // the window and app config as installChunkGuard takes them (Taro assigns __taroAppConfig later)
    type GuardedWindow = Parameters<typeof installChunkGuard>[0]
    const win = {} as GuardedWindow
    const report = jest.fn()
    installChunkGuard(win, { report, indicator: fakeIndicator().make })
    const config: NonNullable<GuardedWindow['__taroAppConfig']> = {}
    win.__taroAppConfig = config
    const original = jest.fn((): [Promise<never>, string, string] => [Promise.reject(chunkError('missing')), 'c', 'p'])
    config.routes = [{ path: 'pages/home/index', load: original }]
    expect(win.__taroAppConfig).toBe(config)
    const [page] = config.routes[0].load!('c', 'p') as [Promise<{ default: unknown }>]
    await expect(page).resolves.toHaveProperty('default')
    expect(original).toHaveBeenCalledWith('c', 'p')
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ route: 'pages/home/index', kind: 'script-error' }), expect.any(Error))
    // installing again does not wrap twice
    installChunkGuard(win, { report })
    expect((config.routes[0].load as { __guarded?: boolean }).__guarded).toBe(true)
  })

  it('the DOM indicator shows 加载中，请稍候, then the slow note with a reload button, and goes away', () => {
    const ind = domLoadingIndicator(document)
    ind.show()
    const box = document.querySelector('[data-testid="chunk-loading"]')!
    expect(box.textContent).toContain('加载中，请稍候')
    ind.slow()
    expect(box.textContent).toContain('页面加载较慢')
    const reload = box.querySelector('.zy-chunk-loading__reload')!
    expect(reload.textContent).toBe('重新加载')
    ind.hide()
    expect(document.querySelector('[data-testid="chunk-loading"]')).toBeNull()
  })
})

/**
 * Page tests over the real Taro H5 runtime: a page component mounted by @tarojs/test-utils-react into jsdom,
 * with Taro's own H5 APIs (storage in localStorage, Taro.request over fetch, the H5 components) and our whole
 * stack under it (stores, services, request layer). Only two things are stood in for:
 * - the server: `fetch` answers by API name with the envelopes a test gives (`FakeServer`), records every call
 *   and answers anything else with the server's "no such call" (listed by `unexpected()`);
 * - the router: a page's route and parameters are what `useRouter()` reads, and Taro's navigation calls are
 *   recorded in `router.opened` instead of moving a history (Taro's H5 router is not started).
 */
import * as React from 'react'
import ReactDOMClient from 'react-dom/client'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import { createReactApp } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import type { ApiBody, ApiData, ApiName } from '../../types/endpoints'
import { rootStore } from '../../src/stores'
import { PROVINCES } from './fixtures'

export interface SentCall {
  name: string
  body: Record<string, unknown>
  token?: string
}

/** an answer to a call: its data (code 0), or a refusal with the server's code and message */
type Reply<N extends ApiName> = { data: ApiData<N> } | { code: number; message: string; data: null }
type Answer<N extends ApiName> = Reply<N> | ((body: ApiBody<N>) => Reply<N>)
type AnyAnswer = { code?: number; message?: string; data: unknown } | ((body: never) => { code?: number; message?: string; data: unknown })

/** The API as the page sees it through fetch: envelopes by call name. */
export class FakeServer {
  readonly calls: SentCall[] = []
  private answers = new Map<string, AnyAnswer>()
  private pending = 0
  private idleWaiters: (() => void)[] = []

  constructor() {
    const fetchFake = (url: string, init: { body?: string; headers?: Record<string, string> } = {}) => this.answer(String(url), init)
    ;(window as unknown as { fetch: typeof fetchFake }).fetch = fetchFake
    // every login and start-up asks for the unread counts (tab 2's badge): nothing unread unless a test says so
    this.on('User/MessageUnread', { data: { Notice: 0, Message: 0 } })
  }

  private rawAnswers = new Map<string, (body: Record<string, unknown>) => { status: number; body: unknown }>()

  /** answers a path beside the API (the human check's stand-in under /dev) with plain JSON, no envelope */
  onRaw(path: string, answer: (body: Record<string, unknown>) => { status: number; body: unknown }): this {
    this.rawAnswers.set(path, answer)
    return this
  }

  /** answers the call `name` with `{ data }` (code 0) or a refusal; the contract (types/) types both */
  on<N extends ApiName>(name: N, answer: Answer<N>): this {
    this.answers.set(name, answer)
    return this
  }

  callsOf(name: string): SentCall[] {
    return this.calls.filter((c) => c.name === name)
  }

  /** calls sent and not answered yet */
  get inFlight(): number {
    return this.pending
  }

  /** calls no answer was given for */
  unexpected(): string[] {
    return this.calls.filter((c) => !this.answers.has(c.name) && !this.rawAnswers.has(c.name)).map((c) => c.name)
  }

  /** resolves once no call is waiting for its answer (the page has what it asked for) */
  idle(): Promise<void> {
    return this.pending === 0 ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private async answer(url: string, init: { body?: string; headers?: Record<string, string> }) {
    const name = url.includes('/api/') ? url.split('/api/')[1].split('?')[0] : url
    const body = init.body ? (JSON.parse(init.body) as Record<string, unknown>) : {}
    const headers = init.headers ?? {}
    this.calls.push({ name, body, token: headers.token })
    this.pending += 1
    try {
      // an answer comes in a later task, as over the network
      await new Promise((r) => setTimeout(r, 0))
      const raw = this.rawAnswers.get(name)
      if (raw) {
        const r = raw(body)
        return {
          ok: r.status >= 200 && r.status < 300,
          status: r.status,
          headers: new Map([['content-type', 'application/json; charset=utf-8']]),
          json: async () => r.body,
          text: async () => JSON.stringify(r.body),
        }
      }
      const a = this.answers.get(name)
      const env = !a
        ? { code: 4, message: `接口不存在：POST /api/${name}`, data: null }
        : (() => {
            const got = typeof a === 'function' ? a(body as never) : a
            return { code: got.code ?? 0, message: got.message ?? 'success', data: got.data }
          })()
      return {
        ok: true,
        status: 200,
        headers: new Map([['content-type', 'application/json; charset=utf-8']]),
        json: async () => env,
        text: async () => JSON.stringify(env),
      }
    } finally {
      this.pending -= 1
      if (this.pending === 0) for (const w of this.idleWaiters.splice(0)) w()
    }
  }
}

let appCreated = false

/** Taro's React app for the pages (once per test file): what page hooks (useLoad, useDidShow …) attach to. */
function ensureApp(): void {
  if (appCreated) return
  appCreated = true
  createReactApp((p: { children?: React.ReactNode }) => React.createElement(React.Fragment, null, p.children), React, ReactDOMClient, { pages: [] })
}

/** a fresh start for one test: nothing stored, nobody logged in, and a server that answers start-up's calls (provinces, config) */
export function freshStart(): FakeServer {
  Taro.clearStorageSync()
  rootStore.resetSession()
  return new FakeServer()
    .on('Public/ProvinceList', { data: PROVINCES })
    .on('Public/Config', { data: '' })
    .on('Public/StartUp', { data: { Etag: 'e1', NotModified: false, Configs: {}, Provinces: PROVINCES } })
}

export const testUtils = new TestUtils()

const NAVIGATION = ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack'] as const
type Navigation = (typeof NAVIGATION)[number]

/** the navigation calls of the page under test, in order */
export const router: { opened: { api: Navigation; url?: string }[] } = { opened: [] }

function stubRouter(): void {
  router.opened = []
  for (const api of NAVIGATION) {
    jest.spyOn(Taro, api).mockImplementation((async (opts?: { url?: string }) => {
      router.opened.push({ api, ...(opts?.url !== undefined ? { url: opts.url } : {}) })
      return { errMsg: `${api}:ok` }
    }) as never)
  }
}

/**
 * Mounts a page component as the page at `route` with `params`, and waits for its first calls to be answered
 * and rendered.
 */
export async function mountPage(Page: React.ComponentType, route: string, params: Record<string, string> = {}, server?: FakeServer): Promise<void> {
  ensureApp()
  stubRouter()
  Current.router = { path: `/${route}`, params, onReady: '', onHide: '', onShow: '' } as typeof Current.router
  await testUtils.mount(Page as React.FunctionComponent, {})
  if (server) await settle(server)
}

/** waits until the server has answered everything asked so far and React has rendered the answers */
export async function settle(server: FakeServer): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await testUtils.act(async () => {
      await server.idle()
      await new Promise((r) => setTimeout(r, 0))
    })
    if (server.inFlight === 0) return
  }
}

/** the text the page shows, whitespace collapsed */
export function shownText(): string {
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

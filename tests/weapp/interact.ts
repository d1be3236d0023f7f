/**
 * Steps of a journey in the mini-program build (wish-save.test.ts, wish-journeys.test.ts, …): a real server on its
 * own fresh database, a page kept open to tap and type in, waiting for what a tap leads to, and finding nodes by the
 * class names WeChat writes in a page. The engine's renderPage renders, waits and unloads; a journey needs the page
 * to stay open, so openPage repeats renderPage's own steps through a typed view of the engine's fields.
 */
import fs from 'fs'
import path from 'path'
import { buildApp, type BuiltApp } from '../../server/app'
import { TAB_PAGES, weappPagePath } from '../../src/routes'
import { WeappEngine } from './engine'
import { DIST } from './suite'

export const BUILT = fs.existsSync(path.join(DIST, 'app.json'))

export interface SimPage {
  dom: Element
  attach(parent: Element): void
  detach(): void
}

/** What a journey needs of the engine beyond renderPage: its own steps and records, reached through a typed view. */
export interface EngineInside {
  simulate: { render(id: string): SimPage }
  load(file: string, tag: string): string
  currentRoute: string
  pageQuery: Record<string, string>
  stack: { route: string; instance?: unknown }[]
  rec: {
    calls: { name: string; code?: number; message?: string; body: unknown }[]
    navigations: { api: string; url?: string; refused?: string }[]
    thrown: string[]
    consoleErrors: string[]
    toasts: string[]
  }
}

export const inside = (engine: WeappEngine): EngineInside => engine as unknown as EngineInside

/** Describes a journey file, or skips it (with the reason printed) when dist/weapp has not been built. */
export function journeys(name: string, body: () => void): void {
  if (!BUILT) {
    // (written directly: jest swallows the console of a file whose tests are all skipped)
    process.stderr.write(
      `\nmini-program ${name} SKIPPED: ${path.relative(process.cwd(), DIST) || DIST}/app.json not found — run \`npm run build:weapp\` first\n`,
    )
    describe.skip(`mini-program ${name} (dist/weapp not built)`, () => {
      it.todo('npm run build:weapp')
    })
    return
  }
  describe(name, body)
}

/**
 * The API server as `npm start` runs it (development: sandbox SMS and WeChat, /dev), on its own in-memory database
 * seeded with the reference rows of `provinces` (e.g. '21' for 辽宁) and its own counters; answers its base URL.
 */
export async function startServer(provinces: string): Promise<{ built: BuiltApp; base: string }> {
  const built = await buildApp({
    config: {
      env: 'development',
      logLevel: process.env.WEAPP_LOG_LEVEL ?? 'silent',
      dataDir: ':memory:',
      databaseUrl: undefined,
      redisUrl: undefined,
      h5Dir: '/nonexistent-h5-dir-for-tests',
      env_: { ...process.env, REF_SEED_PROVINCES: provinces },
    },
  })
  await built.app.listen({ port: 0, host: '127.0.0.1' })
  return { built, base: `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}` }
}

/** The engine for one launch of the app as a logged-in student (`storage` adds what the device already holds). */
export function engineFor(base: string, wechatUser: string, student: { token: string; userId: number }, storage: Record<string, unknown> = {}): WeappEngine {
  const engine = new WeappEngine({
    dist: DIST,
    server: base,
    tabPages: TAB_PAGES.map((t) => t.path),
    wechatUser,
    storage: { token: student.token, UserId: student.userId, ...storage },
  })
  engine.boot()
  return engine
}

/** Opens `route` as the only page (launching the app the first time) and keeps it open; detach() unloads it. */
export async function openPage(engine: WeappEngine, route: string, query: Record<string, string> = {}): Promise<SimPage> {
  const e = inside(engine)
  // WeChat knows the page by its built path (src/routes.ts weappPagePath); the tests name it by its spec path
  const built = weappPagePath(route)
  e.currentRoute = built
  e.pageQuery = query
  e.stack = [{ route: built }]
  engine.launch(built, query)
  const page = e.simulate.render(e.load(built, 'page'))
  page.attach(document.createElement('parent-wrapper'))
  await engine.settle()
  return page
}

/** Unloads a page and lets what the unload schedules (unmounting React) run before the next one. */
export async function closePage(page: SimPage): Promise<void> {
  page.detach()
  await new Promise((r) => setTimeout(r, 0))
}

/** waits until `cond` holds (what a tap leads to: a render, a request answered), or fails after `ms` */
export async function until(cond: () => boolean, ms = 15000): Promise<void> {
  const start = Date.now()
  while (!cond()) {
    if (Date.now() - start > ms) throw new Error(`still waiting after ${ms} ms for ${cond.toString()}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** an exparser event on the node's element, as WeChat delivers it, bubbling to Taro's handler */
function dispatch(node: Element | null | undefined, type: string, detail: object): void {
  if (!node) throw new Error(`nothing to ${type}`)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped, and loaded only once the engine has set up jsdom
  const exparser = require('miniprogram-exparser')
  const el = (node as any).__wxElement
  if (!el) throw new Error(`not a WeChat node: ${node.className}`)
  exparser.Event.dispatchEvent(
    el,
    exparser.Event.create(type, detail, {
      originalEvent: undefined,
      bubbles: true,
      capturePhase: true,
      composed: true,
      extraFields: { touches: {}, changedTouches: {} },
    }),
  )
}

/** a tap */
export function tap(node: Element | null | undefined): void {
  dispatch(node, 'tap', { x: 0, y: 0 })
}

/** typing `value` into an <input> (WeChat's input event carries the whole value), then the keyboard's 完成 */
export function type(input: Element | null | undefined, value: string, confirm = false): void {
  dispatch(input, 'input', { value, cursor: value.length, keyCode: 0 })
  if (confirm) dispatch(input, 'confirm', { value })
}

/** a CSS selector of class names as WeChat writes them in a page (each prefixed with the page's scope: page--) */
export const c = (classes: string): string => classes.replace(/\.([\w-]+)/g, '.page--$1')
export const text = (n: Element | null | undefined): string =>
  String(n?.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()
export const all = (root: SimPage | Element, sel: string): Element[] => Array.from(('dom' in root ? root.dom : root).querySelectorAll(c(sel)))
export const one = (n: Element | null | undefined, sel: string): Element | null => n?.querySelector(c(sel)) ?? null
/** the taro-ui button (.at-button) under `root` whose text is `label` */
export const button = (root: SimPage | Element, label: string): Element | null => all(root, '.at-button').find((b) => text(b) === label) ?? null
/** whether a taro-ui button is drawn disabled */
export const disabled = (b: Element | null): boolean => !!b && b.className.split(/\s+/).includes(c('.at-button--disabled').slice(1))

/**
 * Builds the API server: database (migrated and seeded), every module's calls under POST /api/<Group>/<Name>
 * with body validation from types/endpoints.ts, the `{code, message, data}` envelope, OpenAPI at /api/docs
 * (outside production, or API_DOCS=1), /healthz, security headers, and the H5 site at /.
 *
 * Every call gets, in this order and without code of its own: the caller's token checked (code 112 on a call that
 * needs login, before anything about the body is said); the body limited in size and nesting before it is parsed;
 * then refused with code 2 and a message naming the field for unknown fields, schema violations (every number has
 * a range, every text a length: tests/server/schema-bounds.test.ts) and text a database cannot store (NUL …).
 */
import fs from 'fs'
import path from 'path'
import Ajv, { type ValidateFunction } from 'ajv'
import type { TSchema } from '@sinclair/typebox'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { ResultCode } from '../types/codes'
import { ENDPOINTS, type ApiName } from '../types/endpoints'
import { loadConfig, productionProblems, productionRefusal, sandboxHostRefusal, type ServerConfig } from './config'
import { newServices, type AppContext } from './context'
import { openDatabase, type DatabaseHandle } from './db/database'
import { findSeedImage, isFreshDataDir } from './data/seed-image'
import { migrateToLatest } from './db/migrate'
import { runSeeds } from './db/seed'
import { WriteWatch } from './db/write-watch'
import { indexCacheStats } from './modules/wish'
import { enforceMemberCall } from './modules/membership'
import { ApiError } from './http/errors'
import { ProviderError } from './providers/http'
import { redactPaths, requestForLog, scrubArg, secretValues } from './http/redact'
import type { AuthUser, Handler, Handlers } from './http/registry'
import { registerSecurityHeaders } from './http/security-headers'
import { AnswerCache, answerKey } from './http/answer-cache'
import {
  describeUnknownFields,
  describeUnstorableText,
  describeValidationError,
  findUnknownFields,
  findUnstorableText,
  jsonDepthExceeds,
  MAX_JSON_DEPTH,
  type SchemaError,
} from './http/validation'
import { MODULES } from './modules'
import type { ServerModule } from './modules/types'

export interface BuiltApp {
  app: FastifyInstance
  ctx: AppContext
  /** calls that have a handler, as `<Group>/<Name>` */
  served: ApiName[]
  close: () => Promise<void>
}

export interface BuildOptions {
  config?: Partial<ServerConfig>
  modules?: ServerModule[]
  /** skip seeding (tests that bring their own data) */
  seed?: boolean
  /** where the log goes (default stdout): tests read a production run's log from it */
  logStream?: NodeJS.WritableStream
  /**
   * The embedded database of `dataDir`, already being opened (main.ts starts it before loading the rest of the
   * server, so that the two overlap): used when it is the configured directory, closed unused otherwise.
   */
  database?: { dataDir: string; handle: Promise<DatabaseHandle> }
}

const ok = (data: unknown) => ({ code: ResultCode.OK, message: 'success', data })

/** Largest accepted body. The biggest real body (a full 志愿表) is a few tens of kilobytes. */
export const MAX_BODY_BYTES = 512 * 1024

/**
 * Cache policy of the H5 files: names with a content hash (js/app.1a2b3c4d.js, static/images/home.1a2b3c4d.png)
 * never change, so a repeat visit asks for none of them; index.html names the current hashes and is always
 * revalidated; anything else briefly.
 */
export function h5CacheControl(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '')
  if (name === 'index.html') return 'no-cache'
  if (/\.[0-9a-f]{8}\.(js|css|png|jpe?g|gif|svg|webp|woff2?|ttf)$/.test(name)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

/** how much of an oversized body is read away before answering 413 (more: the connection is closed unanswered) */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024

/** header and body timeouts: a client trickling its request is answered 408 and disconnected */
export const HTTP_TIMEOUTS = { headersMs: 10_000, requestMs: 30_000 }

function drain(raw: NodeJS.ReadableStream & { destroy(): void; readableEnded?: boolean }): Promise<void> {
  if (raw.readableEnded) return Promise.resolve()
  return new Promise((resolve) => {
    let n = 0
    const timer = setTimeout(finish, 10_000)
    function finish() {
      clearTimeout(timer)
      raw.removeListener('data', onData)
      resolve()
    }
    function onData(chunk: Buffer) {
      n += chunk.length
      if (n > DRAIN_MAX_BYTES) {
        raw.destroy()
        finish()
      }
    }
    raw.on('data', onData)
    raw.once('end', finish)
    raw.once('error', finish)
    raw.once('close', finish)
    raw.resume()
  })
}

/** `Platform` rides in every body the app sends (SPEC §7 "a default Platform value of 0"): taken by every call. */
const TRANSPORT_FIELD = 'Platform'

/** who called, resolved before the body is looked at */
const callers = new WeakMap<FastifyRequest, AuthUser | null>()

export async function buildApp(opts: BuildOptions = {}): Promise<BuiltApp> {
  // a start refused before the database is used leaves the early-opened one closed, not abandoned mid-open
  const closeEarly = async () => {
    await opts.database?.handle.then(
      (h) => h.close(),
      () => undefined,
    )
  }
  // how long each part of the start took (one log line once ready): issue 20's warm restart ≤ 2 s, cold start ≤ 20 s
  const phases: Record<string, number> = {}
  let phaseStart = performance.now()
  const phase = (name: string) => {
    const now = performance.now()
    phases[name] = Math.round(now - phaseStart)
    phaseStart = now
  }
  const config = loadConfig(process.env, opts.config)
  const modules = opts.modules ?? MODULES
  if (config.env === 'production') {
    const problems = productionProblems(
      config,
      modules.map((m) => m.name),
    )
    if (problems.length) {
      await closeEarly()
      throw productionRefusal(config, problems)
    }
  }
  const secrets = secretValues(config.env_)
  const hostRefusal = sandboxHostRefusal(config)
  if (hostRefusal) {
    await closeEarly()
    throw hostRefusal
  }
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: redactPaths(), censor: '[REDACTED]' },
      serializers: { req: requestForLog },
      // the configured secrets' values never reach the log, whatever text carries them (an error message, a URL)
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((a) => scrubArg(a, secrets)) as Parameters<typeof method>)
        },
      },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    // one access line per request (onResponse below) instead of Fastify's two ("incoming request", "request
    // completed"), each of which went through the log's redaction: at LOG_LEVEL=info they took the mixed journey's p99
    // at 1,000 req/s from 53 to 405 ms (issue 20)
    disableRequestLogging: true,
    bodyLimit: MAX_BODY_BYTES,
    // a request must arrive whole within HTTP_TIMEOUTS.requestMs (Node answers 408 and closes): slow bodies hold no socket
    requestTimeout: HTTP_TIMEOUTS.requestMs,
    // headers within HTTP_TIMEOUTS.headersMs (also 408), both checked every second rather than Node's every 30
    http: { headersTimeout: HTTP_TIMEOUTS.headersMs, requestTimeout: HTTP_TIMEOUTS.requestMs, connectionsCheckingInterval: 1000 },
    // Only a proxy listed in TRUST_PROXY may name the client (X-Forwarded-For: per-IP limits) and the scheme
    // (X-Forwarded-Proto: HSTS); never every peer.
    trustProxy: config.trustProxy || false,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false } },
  })
  if (config.env === 'production') {
    // defence in depth: whatever a module does, nothing under /dev is served in production
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/dev/') || route.url === '/dev') throw new Error(`production server must not serve ${route.url}`)
    })
  }
  registerSecurityHeaders(app, config)
  app.addHook('onResponse', (req, reply, done) => {
    // the path without its query string (some calls take passwords as URL parameters: http/redact.ts)
    req.log.info({ req, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request')
    done()
  })

  // a fresh embedded data directory starts as a copy of the seed image when one was made (seed-image.ts)
  const embeddedFresh = !config.databaseUrl && config.dataDir !== ':memory:' && opts.seed !== false && isFreshDataDir(config.dataDir)
  const seedImage = embeddedFresh ? findSeedImage(config.env_ ?? process.env) : null
  const early = opts.database && !config.databaseUrl && !seedImage && opts.database.dataDir === config.dataDir ? opts.database.handle : null
  if (opts.database && !early) await closeEarly()
  const dbHandle = early
    ? await early
    : await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, thread: config.pgliteThread, seedImage })
  phase(seedImage ? 'copyAndOpen' : 'open')
  if (seedImage) app.log.info({ seedImage }, 'fresh data directory started from the seed image')
  const writes = new WriteWatch()
  const ctx: AppContext = {
    config,
    db: dbHandle.db.withPlugin(writes),
    dbHandle,
    writes,
    log: app.log,
    sessions: { resolve: async () => null },
    services: newServices(),
  }
  let ready = false

  try {
    const applied = await migrateToLatest(dbHandle.db)
    app.log.info({ db: dbHandle.where, applied }, 'database migrated')
    phase('migrate')
    for (const m of modules) await m.init?.(ctx)
    phase('init')
    if (opts.seed !== false)
      await runSeeds(
        ctx,
        modules.flatMap((m) => m.seeds ?? []),
      )
    phase('seeds')
  } catch (e) {
    // a failed start leaves nothing open (e.g. a Redis connection opened by an earlier module's init)
    for (const m of modules) await Promise.resolve(m.close?.(ctx)).catch(() => {})
    await dbHandle.close().catch(() => {})
    throw e
  }

  const handlers: Handlers = {}
  for (const m of modules) Object.assign(handlers, m.handlers)
  // calls answered from the answer cache, each with its module's reference data version
  const answers = new AnswerCache()
  const referenceVersion = new Map<string, (ctx: AppContext) => Promise<string>>()
  for (const m of modules) {
    const declared = m.referenceAnswers
    if (declared) for (const call of declared.calls) referenceVersion.set(call, (c) => declared.version(c))
  }
  const served = (Object.keys(ENDPOINTS) as ApiName[]).filter((k) => handlers[k])

  if (config.apiDocs) {
    await app.register(import('@fastify/swagger'), {
      openapi: {
        info: { title: '志愿 planner API', version: '5.9.0', description: '所有接口均为 POST JSON，返回 {code, message, data}；登录凭证放在请求头 token。' },
        components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
      },
    })
    await app.register(import('@fastify/swagger-ui'), { routePrefix: '/api/docs', staticCSP: true })
  }

  // Bad JSON, wrong content type, oversized bodies: a clear envelope, not a 4xx/5xx page.
  app.setErrorHandler((err: Error & { code?: string; statusCode?: number; validation?: SchemaError[] }, req, reply) => {
    if (err instanceof ApiError) return reply.code(200).send({ code: err.code, message: err.message, data: err.data })
    // a provider that failed or is not configured (「…未开通」), on any path: code 1 with its Chinese message, no stack
    if (err instanceof ProviderError) {
      req.log.warn({ provider: err.provider, providerCode: err.providerCode, err: err.message }, 'provider call failed')
      return reply.code(200).send({ code: ResultCode.FAILED, message: err.userMessage, data: null })
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(200).send({ code: ResultCode.INVALID_INPUT, message: '请求体不是有效的 JSON', data: null })
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(200).send({ code: ResultCode.INVALID_INPUT, message: '请求体须为 JSON（Content-Type: application/json）', data: null })
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // HTTP 413 with the envelope, after reading the rest of the body away (up to DRAIN_MAX_BYTES): a client still
      // sending would otherwise read a broken pipe instead of the answer
      return drain(req.raw).then(() =>
        reply
          .code(413)
          .header('connection', 'close')
          .send({ code: ResultCode.INVALID_INPUT, message: `请求体过大（最多 ${MAX_BODY_BYTES / 1024} KB）`, data: null }),
      )
    }
    if (err.statusCode && err.statusCode < 500) {
      return reply.code(200).send({ code: ResultCode.INVALID_INPUT, message: '请求不正确', data: null })
    }
    req.log.error({ err }, 'unhandled error')
    return reply.code(500).send({ code: ResultCode.SERVER_ERROR, message: '服务器繁忙，请稍后重试', data: null })
  })

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ code: ResultCode.NOT_FOUND, message: `接口不存在：${req.method} ${req.url.split('?')[0]}`, data: null })
  })

  // An empty body with a JSON content type means "no fields", as the original app sends for no-body calls.
  // Size is limited by bodyLimit and nesting here, both before JSON.parse.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) => {
    const text = String(raw).trim()
    if (!text) return done(null, {})
    if (jsonDepthExceeds(text)) return done(new ApiError(ResultCode.INVALID_INPUT, `请求体嵌套过深（最多 ${MAX_JSON_DEPTH} 层）`), undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(new ApiError(ResultCode.INVALID_INPUT, '请求体不是有效的 JSON'), undefined)
    }
  })

  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) =>
    // the sizes of the in-process caches that grow with what callers ask (issue 16: every cache bounded)
    ready
      ? { status: 'ok', db: dbHandle.kind, caches: { wishIndex: indexCacheStats(ctx), answers: answers.stats() } }
      : reply.code(503).send({ status: 'starting' }),
  )

  for (const name of served) {
    const def = ENDPOINTS[name]
    const handler = handlers[name] as Handler<ApiName>
    const versionOf = referenceVersion.get(name)
    const [group] = name.split('/')
    // extra paths (def.aliases, e.g. JSYAuth under the separate auth base) behave exactly like /api/<name>
    const urls = [`/api/${name}`, ...(def.aliases ?? [])]
    for (const url of urls)
      app.post(
        url,
        {
          attachValidation: true,
          schema: {
            summary: def.summary,
            tags: [group],
            body: def.body,
            ...(def.auth === 'user' ? { security: [{ token: [] }] } : {}),
            ...(url !== urls[0] ? { hide: true } : {}),
          },
          // We validate ourselves (after merging URL params for `params: true` calls) to word errors in Chinese.
          validatorCompiler: () => () => true,
          // Who is calling is settled before the body is read: a call that needs login answers 112 whatever the body.
          onRequest: async (req: FastifyRequest) => {
            const token = headerToken(req)
            // an answer the same for every caller needs no session (a call membership.json gates reads it there)
            const user = def.auth !== 'public' && token && !versionOf ? await ctx.sessions.resolve(token) : null
            if (def.auth === 'user' && !user) throw new ApiError(ResultCode.SESSION_EXPIRED, token ? '登录已过期，请重新登录' : '请先登录')
            // code 113 for a call data/rules/membership.json names, here for every call of every module
            await enforceMemberCall(ctx, name, user, token)
            callers.set(req, user)
          },
        },
        async (req: FastifyRequest, reply: FastifyReply) => {
          const body = checkedBody(name, def.body, !!def.params, req)
          if (versionOf) {
            const version = await versionOf(ctx)
            const key = answerKey(name, body)
            let json = answers.get(version, key)
            if (json === undefined) {
              const data = await handler({ body: body, user: null, token: headerToken(req), ctx, req })
              json = JSON.stringify(ok(data === undefined ? null : data))
              answers.set(version, key, json)
            }
            return reply.code(200).type('application/json; charset=utf-8').send(json)
          }
          const data = await handler({ body: body, user: callers.get(req) ?? null, token: headerToken(req), ctx, req })
          return reply.code(200).send(ok(data === undefined ? null : data))
        },
      )
  }

  for (const m of modules) {
    const t = performance.now()
    await m.routes?.(app, ctx)
    const ms = Math.round(performance.now() - t)
    if (ms >= 50) phases[`routes:${m.name}`] = ms
  }
  phase('routes')

  if (fs.existsSync(config.h5Dir)) {
    await app.register(import('@fastify/static'), {
      root: config.h5Dir,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      // the build wrote .br and .gz beside each text asset (scripts/compress-h5.ts): sent to browsers that take them
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', h5CacheControl(filePath))
        res.setHeader('Vary', 'Accept-Encoding')
      },
    })
  } else {
    app.get('/', async (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send('<h1>志愿 planner API</h1><p>H5 站点尚未构建：运行 <code>npm run build:h5</code>。接口文档见 <a href="/api/docs">/api/docs</a>。</p>'),
    )
  }

  await app.ready()
  phase('ready')
  ready = true
  app.log.info({ phases, uptimeMs: Math.round(performance.now()) }, 'start-up phases (ms)')
  return {
    app,
    ctx,
    served,
    async close() {
      for (const m of modules) await m.close?.(ctx)
      await app.close()
      await dbHandle.close()
    },
  }
}

function headerToken(req: FastifyRequest): string | null {
  const raw = req.headers.token
  const token = Array.isArray(raw) ? raw[0] : raw
  return token && token.trim() ? token.trim() : null
}

// --- validation ---------------------------------------------------------------------------------------
const ajv = new Ajv({ allErrors: false, coerceTypes: false, useDefaults: true, strict: false })
const validators = new Map<string, ValidateFunction>()

const invalidInput = (message: string) => new ApiError(ResultCode.INVALID_INPUT, message)

/**
 * The body of a call, checked the same way for every module: a JSON object; the transport's Platform field taken
 * off; no field the schema does not declare; the schema itself (types, ranges, lengths, patterns); no text that
 * cannot be stored. Throws code 2 with a message naming the field.
 */
function checkedBody(name: string, schema: TSchema, params: boolean, req: FastifyRequest): Record<string, unknown> {
  const raw = req.body ?? {}
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalidInput('请求体应为 JSON 对象')
  let body = raw as Record<string, unknown>
  if (params) body = { ...coerceParams(req.query as Record<string, string>, schema), ...body }
  body = withoutTransportField(body, schema)
  const unknown = findUnknownFields(schema, body)
  if (unknown) throw invalidInput(describeUnknownFields(schema, unknown))
  const check = validatorFor(name, schema)
  if (!check(body)) {
    const first = (check.errors ?? [])[0] as SchemaError | undefined
    throw invalidInput(first ? describeValidationError(schema, first) : '参数不正确')
  }
  const unstorable = findUnstorableText(body)
  if (unstorable) throw invalidInput(describeUnstorableText(schema, unstorable))
  const tooDeep = pageDepthProblem(name, body)
  if (tooDeep) throw invalidInput(tooDeep)
  return body
}

/**
 * How deep any paged list may be read (issue 20): a page starting past this many rows is refused with a message that
 * points to a filter. A deep OFFSET makes the database read and drop every row before it — page 400 × 100 of 河北's
 * admission lines held the embedded database for 0.6 s per call, and every other caller waited behind it — while
 * no one reads two thousand rows on a phone.
 */
export const MAX_LIST_ROWS = 2000

/**
 * The recommendation lists page through the wish engine's in-memory province index, not a database OFFSET, and a
 * parent may scroll a whole band (河北's 专业+院校 bands run to thousands of rows): they are not capped.
 */
const DEEP_PAGED_CALLS = /^Wish\//

export function pageDepthProblem(name: string, body: Record<string, unknown>): string | null {
  if (DEEP_PAGED_CALLS.test(name)) return null
  const index = body.PageIndex
  const size = body.PageSize
  if (typeof index !== 'number' || typeof size !== 'number') return null
  const first = (index - 1) * size + 1
  if (first <= MAX_LIST_ROWS) return null
  return `列表最多翻看前 ${MAX_LIST_ROWS} 条（这一页从第 ${first} 条起），请用筛选条件或关键词缩小范围`
}

/** An object schema's properties (TypeBox types them `any`). */
function propertiesOf(schema: TSchema): Record<string, TSchema> | undefined {
  return schema.properties as Record<string, TSchema> | undefined
}

/** Takes off `Platform` (a small integer, also as URL text) unless the call itself declares a field of that name. */
function withoutTransportField(body: Record<string, unknown>, schema: TSchema): Record<string, unknown> {
  if (!(TRANSPORT_FIELD in body) || propertiesOf(schema)?.[TRANSPORT_FIELD]) return body
  const { [TRANSPORT_FIELD]: platform, ...rest } = body
  const n = typeof platform === 'string' && /^\d{1,2}$/.test(platform) ? Number(platform) : platform
  if (!Number.isInteger(n) || (n as number) < 0 || (n as number) > 99) throw invalidInput('平台（Platform）应为 0–99 的整数')
  return rest
}

function validatorFor(name: string, schema: TSchema): ValidateFunction {
  let v = validators.get(name)
  if (!v) {
    v = ajv.compile(schema)
    validators.set(name, v)
  }
  return v
}

/** URL params are strings: turn the ones the schema wants as numbers into numbers. */
function coerceParams(query: Record<string, string> | undefined, schema: TSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(query ?? {})) {
    const t: unknown = propertiesOf(schema)?.[k]?.type
    out[k] = (t === 'integer' || t === 'number') && v !== '' && !Number.isNaN(Number(v)) ? Number(v) : v
  }
  return out
}

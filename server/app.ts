/**
 * Builds the API server: database (migrated and seeded), every module's calls under POST /api/<Group>/<Name>
 * with body validation from types/endpoints.ts, the `{code, message, data}` envelope, OpenAPI at /api/docs,
 * /healthz, and the H5 site at /.
 */
import fs from 'fs'
import Ajv, { type ValidateFunction } from 'ajv'
import type { TSchema } from '@sinclair/typebox'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { ResultCode } from '../types/codes'
import { ENDPOINTS, type ApiName } from '../types/endpoints'
import { loadConfig, type ServerConfig } from './config'
import type { AppContext } from './context'
import { openDatabase } from './db/database'
import { migrateToLatest } from './db/migrate'
import { runSeeds } from './db/seed'
import { ApiError } from './http/errors'
import type { Handler, Handlers } from './http/registry'
import { describeValidationError, type SchemaError } from './http/validation'
import { MODULES } from './modules'
import type { ServerModule } from './modules/types'

export interface BuiltApp {
  app: FastifyInstance
  ctx: AppContext
  /** calls that have a handler, as `<Group>/<Name>` */
  served: ApiName[]
  close(): Promise<void>
}

export interface BuildOptions {
  config?: Partial<ServerConfig>
  modules?: ServerModule[]
  /** skip seeding (tests that bring their own data) */
  seed?: boolean
}

const ok = (data: unknown) => ({ code: ResultCode.OK, message: 'success', data })

export async function buildApp(opts: BuildOptions = {}): Promise<BuiltApp> {
  const config = loadConfig(process.env, opts.config)
  const modules = opts.modules ?? MODULES
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.token', 'req.headers.authorization'] },
    bodyLimit: 2 * 1024 * 1024,
    // Only behind a known proxy may X-Forwarded-For name the client (per-IP SMS and login limits read it).
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false } },
  })

  const dbHandle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const ctx: AppContext = {
    config,
    db: dbHandle.db,
    dbHandle,
    log: app.log,
    sessions: { resolve: async () => null },
    services: {},
  }
  let ready = false

  try {
    const applied = await migrateToLatest(dbHandle.db)
    app.log.info({ db: dbHandle.where, applied }, 'database migrated')
    for (const m of modules) await m.init?.(ctx)
    if (opts.seed !== false) await runSeeds(ctx, modules.flatMap((m) => m.seeds ?? []))
  } catch (e) {
    // a failed start leaves nothing open (e.g. a Redis connection opened by an earlier module's init)
    for (const m of modules) await Promise.resolve(m.close?.(ctx)).catch(() => {})
    await dbHandle.close().catch(() => {})
    throw e
  }

  const handlers: Handlers = {}
  for (const m of modules) Object.assign(handlers, m.handlers)
  const served = (Object.keys(ENDPOINTS) as ApiName[]).filter((k) => handlers[k])

  await app.register(import('@fastify/swagger'), {
    openapi: {
      info: { title: '志愿 planner API', version: '5.9.0', description: '所有接口均为 POST JSON，返回 {code, message, data}；登录凭证放在请求头 token。' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
  })
  await app.register(import('@fastify/swagger-ui'), { routePrefix: '/api/docs' })

  // Bad JSON, wrong content type, oversized bodies: a clear envelope, not a 4xx/5xx page.
  app.setErrorHandler((err: Error & { code?: string; statusCode?: number; validation?: SchemaError[] }, req, reply) => {
    if (err instanceof ApiError) return reply.code(200).send({ code: err.code, message: err.message, data: err.data })
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(200).send({ code: ResultCode.INVALID_INPUT, message: '请求体不是有效的 JSON', data: null })
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(200).send({ code: ResultCode.INVALID_INPUT, message: '请求体须为 JSON（Content-Type: application/json）', data: null })
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(200).send({ code: ResultCode.INVALID_INPUT, message: '请求体过大', data: null })
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
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) => {
    const text = String(raw).trim()
    if (!text) return done(null, {})
    try {
      done(null, JSON.parse(text))
    } catch {
      done(new ApiError(ResultCode.INVALID_INPUT, '请求体不是有效的 JSON'), undefined)
    }
  })

  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) =>
    ready ? { status: 'ok', db: dbHandle.kind } : reply.code(503).send({ status: 'starting' }),
  )

  for (const name of served) {
    const def = ENDPOINTS[name]
    const handler = handlers[name] as Handler<ApiName>
    const [group] = name.split('/')
    // extra paths (def.aliases, e.g. JSYAuth under the separate auth base) behave exactly like /api/<name>
    const urls = [`/api/${name}`, ...(def.aliases ?? [])]
    for (const url of urls) app.post(
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
      },
      async (req: FastifyRequest, reply: FastifyReply) => {
        let body = (req.body ?? {}) as Record<string, unknown>
        if (typeof body !== 'object' || Array.isArray(body)) throw new ApiError(ResultCode.INVALID_INPUT, '请求体应为 JSON 对象')
        if (def.params) body = { ...coerceParams(req.query as Record<string, string>, def.body), ...body }
        const check = validatorFor(name, def.body)
        if (!check(body)) {
          const first = (check.errors ?? [])[0] as SchemaError | undefined
          throw new ApiError(ResultCode.INVALID_INPUT, first ? describeValidationError(def.body, first) : '参数不正确')
        }
        const token = headerToken(req)
        let user = null
        if (def.auth !== 'public' && token) user = await ctx.sessions.resolve(token)
        if (def.auth === 'user' && !user) throw new ApiError(ResultCode.SESSION_EXPIRED, token ? '登录已过期，请重新登录' : '请先登录')
        const data = await handler({ body: body as never, user, token, ctx, req })
        return reply.code(200).send(ok(data === undefined ? null : data))
      },
    )
  }

  for (const m of modules) await m.routes?.(app, ctx)

  if (fs.existsSync(config.h5Dir)) {
    await app.register(import('@fastify/static'), { root: config.h5Dir, prefix: '/', index: ['index.html'], wildcard: true })
  } else {
    app.get('/', async (_req, reply) =>
      reply.type('text/html; charset=utf-8').send('<h1>志愿 planner API</h1><p>H5 站点尚未构建：运行 <code>npm run build:h5</code>。接口文档见 <a href="/api/docs">/api/docs</a>。</p>'),
    )
  }

  await app.ready()
  ready = true
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
    const t = schema.properties?.[k]?.type
    out[k] = (t === 'integer' || t === 'number') && v !== '' && !Number.isNaN(Number(v)) ? Number(v) : v
  }
  return out
}

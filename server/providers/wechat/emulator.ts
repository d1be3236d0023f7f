/**
 * Local emulator of WeChat's login endpoints, mounted at /dev/wechat while the sandbox is in use:
 *  - GET /sns/jscode2session           (mini program code → openid)
 *  - GET /connect/oauth2/authorize     (a consent page; 允许 redirects back with ?code=&state=)
 *  - GET /sns/oauth2/access_token      (web code → openid)
 *  - GET /mint-code?appid=&name=       (what wx.login would hand the mini program: a fresh code)
 * Codes: `sandbox:<name>` always maps to the same openid for <name> (reusable, for tests and the weapp
 * dev flow); codes issued by the consent page or mint-code are single use and live 5 minutes, as
 * WeChat's do. Unknown or used codes answer errcode 40029 invalid code.
 */
import crypto from 'crypto'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { kvOf } from '../../kv'
import { SANDBOX, escapeHtml } from '../sandbox'

const CODE_TTL_MS = 5 * 60_000

const b64url = (buf: Buffer) => buf.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** deterministic 28-character openid per (app, user name), like WeChat's */
export function sandboxOpenId(appId: string, name: string): string {
  return 'o' + b64url(crypto.createHash('sha256').update(`${appId}|${name}`).digest()).slice(0, 27)
}

/** one unionid per user name across the sandbox apps (both apps sit under one open-platform account) */
export function sandboxUnionId(name: string): string {
  return 'u' + b64url(crypto.createHash('sha256').update(`union|${name}`).digest()).slice(0, 27)
}

interface IssuedCode {
  appId: string
  name: string
}

export async function issueWechatCode(ctx: AppContext, appId: string, name: string): Promise<string> {
  const code = b64url(crypto.randomBytes(24))
  await kvOf(ctx).set(`dev:wx:code:${code}`, JSON.stringify({ appId, name } satisfies IssuedCode), CODE_TTL_MS)
  return code
}

async function redeem(ctx: AppContext, appId: string, code: string): Promise<string | null> {
  if (code.startsWith('sandbox:') && code.length > 'sandbox:'.length) return code.slice('sandbox:'.length)
  const kv = kvOf(ctx)
  const raw = await kv.get(`dev:wx:code:${code}`)
  if (!raw) return null
  const issued = JSON.parse(raw) as IssuedCode
  if (issued.appId !== appId) return null
  // single use: of two concurrent redemptions only one deletes the entry
  return (await kv.deleteIfEquals(`dev:wx:code:${code}`, raw)) ? issued.name : null
}

const appSecret = (appId: string): string | null =>
  appId === SANDBOX.wechatMini.appId ? SANDBOX.wechatMini.secret : appId === SANDBOX.wechatH5.appId ? SANDBOX.wechatH5.secret : null

function checkApp(q: Record<string, string | undefined>): Record<string, unknown> | null {
  const secret = appSecret(q.appid ?? '')
  if (!secret) return { errcode: 40013, errmsg: 'invalid appid' }
  if (q.secret !== secret) return { errcode: 40125, errmsg: 'invalid appsecret' }
  if (q.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' }
  return null
}

const rid = () => `rid: ${crypto.randomBytes(6).toString('hex')}`

export async function mountWechatEmulator(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/dev/wechat/sns/jscode2session', { schema: { hide: true } }, async (req) => {
    const q = req.query as Record<string, string | undefined>
    const bad = checkApp(q)
    if (bad) return bad
    if (q.appid !== SANDBOX.wechatMini.appId) return { errcode: 40013, errmsg: 'invalid appid, not a mini program' }
    const name = q.js_code ? await redeem(ctx, q.appid, q.js_code) : null
    if (!name) return { errcode: 40029, errmsg: `invalid code, ${rid()}` }
    return { openid: sandboxOpenId(q.appid, name), session_key: b64url(crypto.randomBytes(16)), unionid: sandboxUnionId(name) }
  })

  app.get('/dev/wechat/sns/oauth2/access_token', { schema: { hide: true } }, async (req) => {
    const q = req.query as Record<string, string | undefined>
    const bad = checkApp(q)
    if (bad) return bad
    const name = q.code ? await redeem(ctx, q.appid as string, q.code) : null
    if (!name) return { errcode: 40029, errmsg: `invalid code, ${rid()}` }
    return {
      access_token: b64url(crypto.randomBytes(32)),
      expires_in: 7200,
      refresh_token: b64url(crypto.randomBytes(32)),
      openid: sandboxOpenId(q.appid as string, name),
      scope: 'snsapi_base',
      unionid: sandboxUnionId(name),
    }
  })

  app.get('/dev/wechat/mint-code', { schema: { hide: true } }, async (req, reply) => {
    const q = req.query as Record<string, string | undefined>
    const appId = q.appid || SANDBOX.wechatMini.appId
    if (!appSecret(appId)) return reply.code(400).send({ errcode: 40013, errmsg: 'invalid appid' })
    const name = (q.name ?? '').trim() || 'dev-user'
    return { code: await issueWechatCode(ctx, appId, name) }
  })

  // The consent page. `auto=<name>` skips the page (for scripted browser tests).
  app.get('/dev/wechat/connect/oauth2/authorize', { schema: { hide: true } }, async (req, reply) => {
    const q = req.query as Record<string, string | undefined>
    const page = (title: string, body: string) =>
      reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
            `<title>${title}</title><style>body{font-family:sans-serif;margin:0;padding:32px 20px;background:#f5f6f8;color:#222}` +
            `.card{background:#fff;border-radius:12px;padding:24px}h1{font-size:20px}p{color:#666;font-size:14px}` +
            `input{width:100%;box-sizing:border-box;font-size:16px;padding:10px;margin:12px 0;border:1px solid #ccc;border-radius:8px}` +
            `button{width:100%;font-size:17px;padding:12px;border:0;border-radius:8px;background:#07c160;color:#fff}</style></head>` +
            `<body><div class="card">${body}</div></body></html>`,
        )
    if (q.appid !== SANDBOX.wechatH5.appId) return page('授权失败', `<h1>授权失败</h1><p>appid 无效（errcode 10003）：${escapeHtml(q.appid ?? '')}</p>`)
    let redirect: URL
    try {
      redirect = new URL(q.redirect_uri ?? '')
      if (!/^https?:$/.test(redirect.protocol)) throw new Error('scheme')
    } catch {
      return page('授权失败', '<h1>授权失败</h1><p>redirect_uri 参数错误（errcode 10003）</p>')
    }
    if (q.response_type !== 'code' || !['snsapi_base', 'snsapi_userinfo'].includes(q.scope ?? '')) {
      return page('授权失败', '<h1>授权失败</h1><p>scope 或 response_type 参数错误（errcode 10005）</p>')
    }
    const name = (q.auto ?? q.name ?? '').trim()
    const confirmed = q.auto !== undefined || q.confirm === '1'
    if (confirmed && name) {
      const code = await issueWechatCode(ctx, q.appid, name)
      redirect.searchParams.set('code', code)
      redirect.searchParams.set('state', q.state ?? '')
      return reply.redirect(redirect.toString(), 302)
    }
    const hidden = ['appid', 'redirect_uri', 'response_type', 'scope', 'state']
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k] ?? '')}">`)
      .join('')
    return page(
      '微信授权（本地模拟）',
      `<h1>微信授权（本地模拟）</h1><p>这是开发环境的微信网页授权模拟页，不会连接微信。输入一个用户名代表一个微信用户（同名即同一 openid）。</p>` +
        `<form method="get" action="/dev/wechat/connect/oauth2/authorize">${hidden}<input type="hidden" name="confirm" value="1">` +
        `<input name="name" value="${escapeHtml(name || 'h5-user')}" aria-label="模拟微信用户名"><button type="submit">允许</button></form>`,
    )
  })
}

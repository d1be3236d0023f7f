/**
 * Response headers every answer carries: no MIME sniffing, no referrer (addresses may carry a Token or SSOSign
 * handed over by a partner), framing only by this site, HSTS once the request came over TLS (directly or through a
 * proxy listed in TRUST_PROXY), and a Content-Security-Policy. The H5 site's policy allows scripts from this
 * origin plus, by SHA-256, the inline scripts of the built index.html (Taro inlines its small rem script there),
 * so no other inline script can run. API answers are JSON and get a policy that allows nothing.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config'

/** SHA-256 CSP sources ('sha256-…') of the inline <script> elements of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = []
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (/\bsrc\s*=/i.test(m[1])) continue
    out.push(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`)
  }
  return out
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** Tencent Cloud 验证码's web widget (the human check, src/platform/adapter.h5.ts): its script and its calls */
export const TCAPTCHA_ORIGIN = 'https://turing.captcha.qcloud.com'

export function siteCsp(scriptHashes: string[], connectSrc: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${TCAPTCHA_ORIGIN}${scriptHashes.length ? ' ' + scriptHashes.join(' ') : ''}`,
    // React and taro-ui set style attributes and Taro injects <style> elements at run time
    "style-src 'self' 'unsafe-inline'",
    // school logos, course covers and videos come from other https hosts
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${TCAPTCHA_ORIGIN}${connectSrc.length ? ' ' + connectSrc.join(' ') : ''}`,
    // the in-app web-view page frames https pages
    "frame-src 'self' https:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
}

/** The H5 index.html's inline-script hashes, re-read when the file changes (a rebuild while serving). */
function hashSource(h5Dir: string): () => string[] {
  const file = path.join(h5Dir, 'index.html')
  let seen = -1
  let hashes: string[] = []
  return () => {
    let mtime = 0
    try {
      mtime = fs.statSync(file).mtimeMs
    } catch {
      return []
    }
    if (mtime !== seen) {
      hashes = inlineScriptHashes(fs.readFileSync(file, 'utf8'))
      seen = mtime
    }
    return hashes
  }
}

export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const hashes = hashSource(config.h5Dir)
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
    reply.header('x-frame-options', 'SAMEORIGIN')
    // req.protocol is https only for a TLS socket or X-Forwarded-Proto from a proxy listed in TRUST_PROXY
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000')
    if (!reply.hasHeader('content-security-policy')) {
      const url = req.url
      const api = url.startsWith('/api/') && !url.startsWith('/api/docs')
      // the docs UI (development, or API_DOCS=1) brings its own policy for its own scripts
      if (api) reply.header('content-security-policy', API_CSP)
      else if (!url.startsWith('/api/docs')) reply.header('content-security-policy', siteCsp(hashes(), config.cspConnectSrc))
    }
    return payload
  })
}

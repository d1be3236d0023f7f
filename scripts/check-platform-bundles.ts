/**
 * Proves that each build carries only its own platform adapter (src/platform/types.ts): the built JavaScript of
 * dist/weapp must hold none of the H5 adapter's markers and dist/h5 none of the mini program's, while each holds
 * its own (so a renamed message cannot turn the check into one that passes on anything). Run after each build
 * (`npm run build:weapp` / `build:h5` call it) and by tests/client/platform/bundles.test.ts.
 *
 *   tsx scripts/check-platform-bundles.ts weapp|h5 [dist dir]
 */
import fs from 'fs'
import path from 'path'

export type Target = 'weapp' | 'h5'

export interface Marker {
  text: string
  /** the code it belongs to, for the message when it turns up in the wrong build */
  from: string
}

/** Text that only one adapter's code produces. The minifier keeps string literals, regexes and property names. */
export const PLATFORM_MARKERS: Record<Target, Marker[]> = {
  h5: [
    { text: 'MicroMessenger', from: "adapter.h5.ts isWechatBrowser (WeChat's in-app browser)" },
    { text: 'wechat-h5', from: 'adapter.h5.ts (the adapter kind)' },
    { text: '微信授权地址获取失败', from: "adapter.h5.ts startWechatAuth (WeChat's web authorisation)" },
    { text: '没有保存的登录信息', from: 'adapter.h5.ts loginBySavedPassword (re-login outside WeChat)' },
    { text: 'location.href', from: 'platform/browser.ts (leaving the document)' },
    { text: 'zy:chunk-load-failure', from: 'components/chunk-guard (installed by guard.h5.ts)' },
  ],
  weapp: [
    { text: '微信登录失败，请稍后重试', from: 'adapter.weapp.ts obtainOpenId (wx.login)' },
    { text: 'http://127.0.0.1:3000', from: 'utils/api-base.weapp.ts DEFAULT_API_BASE' },
  ],
}

/** The forms a text takes in minified output: as written, or non-ASCII characters as \uXXXX escapes. */
function forms(text: string): string[] {
  const escape = (upper: boolean) =>
    text.replace(/[^\x20-\x7e]/g, (c) => {
      const hex = c.charCodeAt(0).toString(16).padStart(4, '0')
      return `\\u${upper ? hex.toUpperCase() : hex}`
    })
  return [...new Set([text, escape(false), escape(true)])]
}

function jsFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...jsFiles(full))
    else if (entry.name.endsWith('.js')) out.push(full)
  }
  return out
}

export interface BundleReport {
  /** another platform's markers found, with the files they are in */
  foreign: { marker: Marker; files: string[] }[]
  /** this platform's own markers that are missing (the marker list went stale) */
  missingOwn: Marker[]
}

export function checkBundle(target: Target, dir: string = path.join(__dirname, '..', 'dist', target)): BundleReport {
  const files = jsFiles(dir).map((f) => ({ name: path.relative(dir, f), text: fs.readFileSync(f, 'utf8') }))
  const holders = (m: Marker) => files.filter((f) => forms(m.text).some((t) => f.text.includes(t))).map((f) => f.name)
  const other: Target = target === 'weapp' ? 'h5' : 'weapp'
  return {
    foreign: PLATFORM_MARKERS[other].map((marker) => ({ marker, files: holders(marker) })).filter((r) => r.files.length > 0),
    missingOwn: PLATFORM_MARKERS[target].filter((m) => holders(m).length === 0),
  }
}

if (require.main === module) {
  const target = process.argv[2]
  if (target !== 'weapp' && target !== 'h5') {
    console.error('usage: tsx scripts/check-platform-bundles.ts weapp|h5 [dist dir]')
    process.exit(2)
  }
  const report = checkBundle(target, process.argv[3])
  for (const { marker, files } of report.foreign)
    console.error(`dist/${target} holds the other platform's code: "${marker.text}" (${marker.from}) in ${files.join(', ')}`)
  for (const m of report.missingOwn) console.error(`dist/${target} lacks its own adapter's marker "${m.text}" (${m.from}): update PLATFORM_MARKERS`)
  if (report.foreign.length || report.missingOwn.length) process.exit(1)
  console.log(`dist/${target}: only the ${target} platform adapter (${PLATFORM_MARKERS.h5.length + PLATFORM_MARKERS.weapp.length} markers checked)`)
}

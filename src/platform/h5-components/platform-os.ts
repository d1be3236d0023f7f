/**
 * H5 only (config/index.ts puts this in place of the `platform` package): what Taro's H5 getSystemInfo reads of it.
 *
 * Taro's system info names the device's brand, model and OS through `platform` (~40 KB of source that recognises
 * every browser, engine and device by name), and it sat in app.js on the home route's first load (issue 20's 150 KB
 * budget). The app reads none of those four fields (only pixelRatio, statusBarHeight and the window size), so this
 * answers the operating system from the user agent and leaves brand and model unknown, as Taro reports them when
 * `platform` does not recognise a device.
 */
interface Os {
  family: string | null
  version: string | null
  toString(): string
}

const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent

const FAMILIES: Array<[RegExp, string]> = [
  [/(?:iPhone|iPad|iPod).*? OS ([\d_]+)/, 'iOS'],
  [/HarmonyOS ?([\d.]+)?/, 'HarmonyOS'],
  [/Android ?([\d.]+)?/, 'Android'],
  [/Windows NT ([\d.]+)/, 'Windows'],
  [/Mac OS X ([\d_.]+)/, 'OS X'],
  [/CrOS/, 'Chrome OS'],
  [/Linux/, 'Linux'],
]

function osOf(agent: string): Os {
  for (const [pattern, family] of FAMILIES) {
    const m = pattern.exec(agent)
    if (!m) continue
    const version = m[1] ? m[1].replace(/_/g, '.') : null
    return { family, version, toString: () => (version ? `${family} ${version}` : family) }
  }
  return { family: null, version: null, toString: () => '' }
}

const platform = { manufacturer: null as string | null, product: null as string | null, os: osOf(ua) }

export default platform

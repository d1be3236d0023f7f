/**
 * Renders the entry icons of the home grid and the assessment centre (96×96 PNG: the primary blue glyph on
 * a light blue rounded square) from the SVG bodies below with Debian's Chromium. Run once when an icon
 * changes: `npx tsx scripts/make-entry-icons.ts`; the PNGs are committed under src/assets/entries/.
 */
import { chromium } from 'playwright-core'
import fs from 'fs'
import path from 'path'

const S = 'fill="none" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"'
export const ENTRY_ICONS: Record<string, string> = {
  // a university building: pediment, columns, base
  school: `<path d="M18 38 L48 22 L78 38 Z" ${S}/><path d="M26 42 V66 M40 42 V66 M56 42 V66 M70 42 V66" ${S}/><path d="M18 72 H78" ${S}/>`,
  // an open book
  major: `<path d="M48 30 C40 24 28 23 18 25 V70 C28 68 40 69 48 75 C56 69 68 68 78 70 V25 C68 23 56 24 48 30 Z" ${S}/><path d="M48 30 V75" ${S}/>`,
  // a podium: rank
  rank: `<path d="M20 72 V50 H36 V72 M36 72 V36 H60 V72 M60 72 V56 H76 V72" ${S}/><path d="M16 72 H80" ${S}/><path d="M48 18 L51 24 L57 25 L52.5 29 L54 35 L48 32 L42 35 L43.5 29 L39 25 L45 24 Z" fill="#1f5eff" stroke="none"/>`,
  // lines of a chart with a threshold
  batch: `<path d="M20 20 V74 H78" ${S}/><path d="M26 60 L40 48 L52 54 L72 32" ${S}/><path d="M26 40 H76" stroke-width="4" stroke-dasharray="6 5" fill="none" stroke-linecap="round"/>`,
  // a clipboard with rows: enrolment plan
  plan: `<rect x="24" y="22" width="48" height="54" rx="6" ${S}/><rect x="38" y="16" width="20" height="12" rx="3" fill="#1f5eff" stroke="none"/><path d="M34 42 H62 M34 53 H62 M34 64 H52" ${S}/>`,
  // a pie chart: admission data
  data: `<circle cx="48" cy="50" r="26" ${S}/><path d="M48 24 V50 H74" ${S}/><path d="M48 50 L66 68" ${S}/>`,
  // a form with a pencil: filling wishes
  fill: `<path d="M22 26 H58 M22 42 H52 M22 58 H40" ${S}/><path d="M50 74 L52 64 L70 46 L78 54 L60 72 Z" ${S}/>`,
  // a clipboard with a tick: assessment
  assess: `<rect x="24" y="22" width="48" height="54" rx="6" ${S}/><rect x="38" y="16" width="20" height="12" rx="3" fill="#1f5eff" stroke="none"/><path d="M35 50 L44 59 L62 40" ${S}/>`,
  // a newspaper
  news: `<rect x="18" y="22" width="60" height="52" rx="6" ${S}/><path d="M28 34 H46 V50 H28 Z" ${S}/><path d="M54 36 H68 M54 48 H68 M28 62 H68" ${S}/>`,
  // a screen with a play button: courses
  course: `<rect x="16" y="22" width="64" height="44" rx="6" ${S}/><path d="M42 34 L58 44 L42 54 Z" fill="#1f5eff" stroke="none"/><path d="M34 76 H62" ${S}/>`,
  // four squares: MBTI's four letters
  mbti: `<rect x="20" y="20" width="24" height="24" rx="5" ${S}/><rect x="52" y="20" width="24" height="24" rx="5" ${S}/><rect x="20" y="52" width="24" height="24" rx="5" ${S}/><rect x="52" y="52" width="24" height="24" rx="5" fill="#1f5eff" stroke="none"/>`,
  // a hexagon: Holland's RIASEC
  holland: `<path d="M48 16 L76 32 V64 L48 80 L20 64 V32 Z" ${S}/><path d="M48 16 V80 M20 32 L76 64 M76 32 L20 64" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  // a face: personality
  personality: `<circle cx="48" cy="48" r="28" ${S}/><circle cx="38" cy="42" r="3.5" fill="#1f5eff" stroke="none"/><circle cx="58" cy="42" r="3.5" fill="#1f5eff" stroke="none"/><path d="M36 56 C42 64 54 64 60 56" ${S}/>`,
  // three cards, one chosen: subject choice
  subjects: `<rect x="16" y="30" width="20" height="36" rx="4" ${S}/><rect x="38" y="24" width="20" height="42" rx="4" fill="#1f5eff" stroke="none"/><rect x="60" y="30" width="20" height="36" rx="4" ${S}/><path d="M42 46 L47 51 L55 41" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  // a winding path to a flag: education path
  path: `<path d="M22 74 C22 58 46 62 46 48 C46 36 30 38 30 28" ${S}/><path d="M56 20 V52" ${S}/><path d="M56 22 L74 28 L56 34 Z" fill="#1f5eff" stroke="none"/><circle cx="22" cy="74" r="4" fill="#1f5eff" stroke="none"/>`,
}

async function main() {
  const out = path.join(__dirname, '..', 'src', 'assets', 'entries')
  fs.mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  const page = await browser.newPage({ viewport: { width: 96, height: 96 } })
  for (const [name, body] of Object.entries(ENTRY_ICONS)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" stroke="#1f5eff"><rect width="96" height="96" rx="24" fill="#eaf0ff" stroke="none"/>${body}</svg>`
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`)
    await page.screenshot({ path: path.join(out, `${name}.png`), omitBackground: true, clip: { x: 0, y: 0, width: 96, height: 96 } })
  }
  await browser.close()
}

if (require.main === module)
  main()
    .then(makeFavicon)
    .catch((e) => {
      console.error(e)
      process.exit(1)
    })

/**
 * favicon.ico for the H5 site (copied to dist/h5 by config/index.ts): browsers ask for /favicon.ico on
 * every page the server sends, including its own sandbox pages. An ICO holding one 32×32 PNG.
 */
export async function makeFavicon(): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  const page = await browser.newPage({ viewport: { width: 32, height: 32 } })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 96 96" stroke="#ffffff"><rect width="96" height="96" rx="22" fill="#1f5eff" stroke="none"/>${ENTRY_ICONS.fill.replace(/#1f5eff/g, '#ffffff')}</svg>`
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`)
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: 32, height: 32 } })
  await browser.close()
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(32, 6) // width
  header.writeUInt8(32, 7) // height
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9)
  header.writeUInt16LE(1, 10) // planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18) // data offset
  fs.writeFileSync(path.join(__dirname, '..', 'src', 'assets', 'favicon.ico'), Buffer.concat([header, png]))
}

/**
 * Renders the tab bar icons (81×81 PNG, normal grey and selected blue) from the SVG paths below with
 * Debian's Chromium. Run once when an icon changes: `npx tsx scripts/make-tab-icons.ts`; the PNGs are committed.
 */
import { chromium } from 'playwright-core'
import fs from 'fs'
import path from 'path'

const ICONS: Record<string, string> = {
  // house
  home: '<path d="M12 38 L40.5 14 L69 38" fill="none" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/><path d="M20 34 V66 H61 V34" fill="none" stroke-width="6" stroke-linejoin="round"/><rect x="34" y="46" width="13" height="20" rx="2"/>',
  // clipboard with tick
  assess:
    '<rect x="18" y="14" width="45" height="55" rx="6" fill="none" stroke-width="6"/><rect x="30" y="9" width="21" height="11" rx="3"/><path d="M28 42 L37 51 L54 33" fill="none" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>',
  // list with pencil (wish table)
  query:
    '<path d="M16 22 H50 M16 38 H44 M16 54 H34" stroke-width="6" stroke-linecap="round"/><path d="M44 64 L46 54 L64 36 L72 44 L54 62 Z" fill="none" stroke-width="5" stroke-linejoin="round"/>',
  // play button in screen
  study:
    '<rect x="10" y="16" width="61" height="42" rx="6" fill="none" stroke-width="6"/><path d="M35 27 L50 37 L35 47 Z"/><path d="M26 68 H55" stroke-width="6" stroke-linecap="round"/>',
  // person
  personal:
    '<circle cx="40.5" cy="28" r="13" fill="none" stroke-width="6"/><path d="M14 70 C16 52 28 46 40.5 46 C53 46 65 52 67 70" fill="none" stroke-width="6" stroke-linecap="round"/>',
}

async function main() {
  const out = path.join(__dirname, '..', 'src', 'assets', 'tabbar')
  fs.mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  const page = await browser.newPage({ viewport: { width: 81, height: 81 } })
  for (const [name, body] of Object.entries(ICONS)) {
    for (const [suffix, colour] of [
      ['', '#8a8f99'],
      ['-active', '#1f5eff'],
    ]) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="81" height="81" viewBox="0 0 81 81" fill="${colour}" stroke="${colour}">${body}</svg>`
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`)
      await page.screenshot({ path: path.join(out, `${name}${suffix}.png`), omitBackground: true, clip: { x: 0, y: 0, width: 81, height: 81 } })
    }
  }
  await browser.close()
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})

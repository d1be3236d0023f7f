/**
 * `npm run e2e [-- <file filter> | --grep <title>]`: the browser journeys (e2e/journeys/*.spec.ts) in Debian's
 * Chromium at a phone viewport against the built H5 site and a fresh server (fixtures.ts, stage.ts).
 * Traces and screenshots are kept for failed tests only: `npx playwright show-trace e2e/test-results/…/trace.zip`.
 */
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './chromium'

export default defineConfig({
  testDir: './journeys',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  // one worker: one server, and the 2-core machines this runs on are busy enough with one Chromium
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: './report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    viewport: { width: 390, height: 844 },
    // a plain desktop context at phone size: the H5 pickers follow mouse drags, which touch emulation would break
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})

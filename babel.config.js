// Taro's preset for the app build; jest uses its own babel config (see jest.config.js).
//
// Each build is compiled for where it runs, not for package.json's browserslist (iOS 8 / Android 4.1, kept for the
// mini program's tooling): compiled down to ES5, async functions came out as regenerator state machines and classes
// through helpers, on the H5 home route's critical path and in the mini program's main package (issue 20's 150 KB
// and 700 KB budgets; docs/DESIGN.md).
//
// H5: Taro 4's H5 components are custom elements (Custom Elements v1, no polyfill loaded) and its own bundles ship
// ES2015+, so no browser older than these ever ran the site. Native fetch with AbortController (iOS 12.2, Chrome 66)
// is assumed too: config/index.ts leaves Taro's polyfills of them out of the H5 build.
const H5_TARGETS = { chrome: '67', android: '67', ios: '12.2', safari: '12.1', firefox: '63', edge: '79' }
// The mini program runs in WeChat's own engines (JavaScriptCore on iOS, V8 on Android): iOS 12, which today's WeChat
// requires, and a 2018 V8.
const WEAPP_TARGETS = { ios: '12', chrome: '66' }

const TARGETS = { h5: H5_TARGETS, weapp: WEAPP_TARGETS }[process.env.TARO_ENV]

module.exports = {
  presets: [['taro', { framework: 'preact', hot: false, ts: true, compiler: 'webpack5', ...(TARGETS ? { targets: TARGETS } : {}) }]],
}

// Taro's preset for the app build; jest uses its own babel config (see jest.config.js).
//
// H5: compiled for the browsers the H5 build runs in at all, not package.json's browserslist (iOS 8 / Android 4.1,
// kept for the mini program's tooling). Taro 4's H5 components are custom elements (Custom Elements v1, no polyfill
// loaded) and its own bundles ship ES2015+, so no browser older than these ever ran the site; compiling our code
// down to ES5 only made it larger on the home route's critical path (async functions as regenerator state machines,
// classes through helpers: issue 20's 150 KB budget). Native fetch with AbortController (iOS 12.2, Chrome 66) is
// assumed too: config/index.ts leaves Taro's polyfills of them out of the H5 build.
const H5_TARGETS = { chrome: '67', android: '67', ios: '12.2', safari: '12.1', firefox: '63', edge: '79' }

module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...(process.env.TARO_ENV === 'h5' ? { targets: H5_TARGETS } : {}) }]],
}

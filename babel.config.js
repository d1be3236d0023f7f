// Taro's preset for the app build; jest uses its own babel config (see jest.config.js).
// The mini program's code runs in WeChat's own JavaScript engines (JavaScriptCore on iOS, V8 on Android), not in a
// browser: the weapp build targets what they run (iOS 12, which today's WeChat requires, and a 2018 V8) instead of
// package.json's browserslist (Android 4.1 / iOS 8 browsers, for H5). Written for ES5, classes, async functions and
// spreads came out as helpers and a regenerator in the main package (docs/DESIGN.md, the mini program's packages).
const WEAPP_TARGETS = { ios: '12', chrome: '66' }

module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...(process.env.TARO_ENV === 'weapp' ? { targets: WEAPP_TARGETS } : {}) }]],
}

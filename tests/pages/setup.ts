/**
 * Before any page test module: the H5 build's environment, and @tarojs/taro loaded first — its import chain
 * (router → tab bar → components → taro → taro-h5 → router.history) is circular, and entering it anywhere else
 * leaves `history` undefined (docs/notes/taro-setup.md §5).
 */
process.env.TARO_ENV = 'h5'
process.env.NODE_ENV = 'test'
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load before any other module (see above); an import would be hoisted
require('@tarojs/taro')
// what the app's build entry does before the first page (config/index.ts designWidth and deviceRatio): taro-ui sizes
// its icons and spinners through Taro.pxTransform, which reads this
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the same module as above, already loaded
;(require('@tarojs/taro') as typeof import('@tarojs/taro')).initPxTransform({ designWidth: 750, deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 } })
// Taro's components on Preact as the H5 build renders them (src/platform/h5-components/proxy.ts installs the same)
type PreactAttributes = typeof import('../../src/platform/h5-components/preact-attributes')
// eslint-disable-next-line @typescript-eslint/no-require-imports -- after @tarojs/taro, as above
;(require('../../src/platform/h5-components/preact-attributes') as PreactAttributes).installPreactAttributes()

import fs from 'fs'
import path from 'path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'

// One config for both targets. H5 uses the hash router so `dist/h5` can be served from any static host
// and by our own server at `/` without rewrite rules.
// taro-ui's scss still uses @import, `/` division and global colour functions: upstream deprecations, not
// ours, and they would drown real warnings in every build log.
const SASS_LOADER_OPTION = {
  sassOptions: { silenceDeprecations: ['import', 'slash-div', 'global-builtin', 'color-functions', 'legacy-js-api'] },
}

const H5_COMPONENTS = path.resolve(__dirname, '..', 'src/platform/h5-components/index.ts')
const H5_NOTHING = path.resolve(__dirname, '..', 'src/platform/h5-components/nothing.ts')
const H5_PLATFORM_OS = path.resolve(__dirname, '..', 'src/platform/h5-components/platform-os.ts')
const H5_NO_JSONP = path.resolve(__dirname, '..', 'src/platform/h5-components/no-jsonp.ts')
const WEAPP_PREACT_DOM = path.resolve(__dirname, '..', 'src/platform/preact-dom.ts')
const H5_COMPONENTS_DIR = /[\\/]src[\\/]platform[\\/]h5-components[\\/]/

/** webpack's stats of the H5 build (chunks, their modules and sizes) for analysing what the first load carries */
class H5StatsPlugin {
  apply(compiler: { hooks: { done: { tap(name: string, fn: (stats: { toJson(o: object): unknown }) => void): void } } }) {
    compiler.hooks.done.tap('zy-stats', (stats) => {
      const json = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkModules: true,
        chunkModulesSpace: Infinity,
        nestedModules: true,
        nestedModulesSpace: Infinity,
        ids: true,
        dependentModules: true,
      })
      fs.writeFileSync(path.resolve(__dirname, '..', 'dist', 'h5-stats.json'), JSON.stringify(json))
    })
  }
}

/** the home page's module, whose chunk the H5 router asks for only after app.js has run */
const HOME_PAGE_MODULE = /[\\/]src[\\/]pages[\\/]home[\\/]index\.tsx?$/

interface ChunkLike {
  files: Set<string>
  getModules?: () => Iterable<{ resource?: string }>
}
interface CompilationLike {
  chunkGroups: Array<{ chunks: ChunkLike[]; isInitial(): boolean }>
  chunkGraph: { getChunkModulesIterable(c: ChunkLike): Iterable<{ resource?: string; rootModule?: { resource?: string } }> }
}
interface HtmlTag {
  tagName: string
  voidTag: boolean
  attributes: Record<string, string | boolean>
  meta: Record<string, unknown>
}

/**
 * `<link rel="preload">` in index.html for the files of the home page's chunk (issue 20: LCP ≤ 1.2 s). Without it the
 * browser learns of them only once app.js has been parsed and run (~1 s of a slowed phone's CPU) and then waits
 * another round trip for them; preloaded, they arrive while app.js runs. Only the home route's: it is where the app
 * opens, and a deep link pays ~19 KB it may not need.
 */
class PreloadHomeChunkPlugin {
  apply(compiler: { hooks: { compilation: { tap(name: string, fn: (c: CompilationLike) => void): void } } }) {
    compiler.hooks.compilation.tap('zy-preload-home', (compilation) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- html-webpack-plugin is Taro's own (webpack5-runner), loaded only when a build runs
      const HtmlWebpackPlugin = require('html-webpack-plugin') as {
        getHooks(c: CompilationLike): {
          alterAssetTagGroups: { tap(name: string, fn: (d: { headTags: HtmlTag[]; publicPath: string }) => unknown): void }
        }
      }
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('zy-preload-home', (data) => {
        const isHome = (m: { resource?: string; rootModule?: { resource?: string } }) =>
          HOME_PAGE_MODULE.test(m.resource ?? '') || HOME_PAGE_MODULE.test(m.rootModule?.resource ?? '')
        const group = compilation.chunkGroups.find(
          (g) => !g.isInitial() && g.chunks.some((c) => [...compilation.chunkGraph.getChunkModulesIterable(c)].some(isHome)),
        )
        const present = new Set(data.headTags.map((t) => String(t.attributes.src ?? t.attributes.href ?? '')))
        for (const chunk of group?.chunks ?? []) {
          for (const file of chunk.files) {
            const href = `${data.publicPath}${file}`
            if (present.has(href) || !/\.(js|css)$/.test(file)) continue
            data.headTags.push({
              tagName: 'link',
              voidTag: true,
              attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href },
              meta: { plugin: 'zy-preload-home' },
            })
          }
        }
        return data
      })
    })
  }
}

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'zhiyuan-planner',
    date: '2026-11-22',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: process.env.TARO_ENV === 'h5' ? 'dist/h5' : 'dist/weapp',
    plugins: [],
    // Chinese text as UTF-8 in the minified code, not \uXXXX escapes: 6 bytes a character became 3 (the mini program's
    // main package carried ~8,700 escapes, 26 KB); both WeChat and browsers read UTF-8 sources
    terser: { enable: true, config: { output: { ascii_only: false } } },
    // the captcha plugin's version is read by the app at run time too (src/utils/env.ts envCaptchaPlugin): inlined
    // from the build's environment whether or not a .env file names it
    defineConstants: { 'process.env.TARO_APP_TCAPTCHA_PLUGIN': JSON.stringify(process.env.TARO_APP_TCAPTCHA_PLUGIN || '') },
    alias: {
      '@contract': path.resolve(__dirname, '..', 'types'),
    },
    copy: {
      // the mini program's app.json names the tab icons by path, so they must exist as files in dist/weapp
      // H5: browsers ask for /favicon.ico on every page the server sends (also its sandbox pages)
      patterns:
        process.env.TARO_ENV === 'weapp'
          ? [{ from: 'src/assets/tabbar/', to: 'dist/weapp/assets/tabbar/' }]
          : [{ from: 'src/assets/favicon.ico', to: 'dist/h5/favicon.ico' }],
      options: {},
    },
    // Preact through its React compatibility layer (Taro aliases react/react-dom to preact/compat): ~4 KB where
    // react-dom was ~36 KB brotli on the H5 home route (issue 20's 150 KB budget), and a smaller mini program too
    framework: 'preact',
    compiler: 'webpack5',
    // the theme (variables only) ahead of every stylesheet, taro-ui's included: one place sets taro-ui's `!default`
    // variables, and each component imports only the taro-ui stylesheets it uses (src/styles/theme.scss)
    sass: { resource: [path.resolve(__dirname, '..', 'src/styles/theme.scss')] },
    cache: { enable: false },
    mini: {
      sassLoaderOption: SASS_LOADER_OPTION,
      // component styles are scoped by BEM class names, so their order across chunks does not matter
      miniCssExtractPluginOption: { ignoreOrder: true },
      // the app imports a few plain value modules of the contract (types/membership.ts, types/codes.ts)
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      optimizeMainPackage: { enable: true },
      // WEAPP_STATS=<file> writes webpack's module and chunk stats of the build there: which modules make up the
      // main package's common.js / vendors.js / taro.js (docs/DESIGN.md, the mini program's packages, was measured so)
      webpackChain(chain) {
        // Preact's ReactDOM with createRoot for Taro's mini-program runtime (src/platform/preact-dom.ts says why)
        chain.resolve.alias.delete('react-dom').set('react-dom$', WEAPP_PREACT_DOM).set('react-dom/client$', 'preact/compat/client')
        const statsFile = process.env.WEAPP_STATS
        if (!statsFile) return
        chain.plugin('weapp-stats').use(
          class WeappStats {
            apply(compiler: import('webpack').Compiler) {
              compiler.hooks.done.tap('weapp-stats', (stats) => {
                const json = stats.toJson({ all: false, modules: true, chunks: true, ids: true, nestedModules: true })
                // (required here: the H5 part of this file keeps its imports; only this weapp-only switch needs fs)
                // eslint-disable-next-line @typescript-eslint/no-require-imports -- see the line above: fs only for this switch
                ;(require('fs') as typeof import('fs')).writeFileSync(statsFile, JSON.stringify(json))
              })
            }
          },
        )
      },
    },
    h5: {
      sassLoaderOption: SASS_LOADER_OPTION,
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      publicPath: './',
      staticDirectory: 'static',
      // pictures as files with a content hash (sent `immutable` by the server), never inlined as base64 into the
      // scripts: inlined, the tab bar's and the home grid's icons were ~21 KB of incompressible text in the home
      // route's JS (issue 20's 150 KB budget); as files they load in parallel and are cached apart from the code.
      // (Taro reads `limit: true` as "inline nothing".)
      imageUrlLoaderOption: { limit: true, name: 'static/images/[name].[contenthash:8][ext]' },
      // fonts are named only by stylesheets, which sit in css/: their address is one level up from there
      fontUrlLoaderOption: { limit: true, name: 'static/fonts/[name].[contenthash:8][ext]', publicPath: '../' },
      // Taro's H5 system routes (routes.txt #h5) open our page instead of a blank one (src/routes.ts H5_LOCATION_PAGE)
      router: { mode: 'hash', customRoutes: { '/pages/h5-system/location': ['/choose-location', '/open-location'] } },
      esnextModules: ['taro-ui'],
      // chunkLoadTimeout: SPEC §9's 120000 ms page chunk timeout (webpack's ChunkLoadError → src/components/chunk-guard)
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[chunkhash:8].js', chunkLoadTimeout: 120000 },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[chunkhash:8].css',
      },
      webpackChain(chain) {
        // Taro's React components one module each (src/platform/h5-components/index.ts says why): the barrel and its
        // modules are side-effect free, so each chunk gets only the components its own modules render
        chain.resolve.alias.set('@tarojs/components$', H5_COMPONENTS)
        chain.module.rule('zy-h5-components').test(H5_COMPONENTS_DIR).set('sideEffects', false)
        // taro-ui's icon rules with their font as a file, not a base64 data URI in app.css (src/styles/at-icon-h5.scss)
        chain.resolve.alias.set('taro-ui/lib/style/components/icon.scss$', path.resolve(__dirname, '..', 'src/styles/at-icon-h5.scss'))
        // Taro.request's polyfills of fetch and AbortController: every browser H5 is compiled for has both
        // (babel.config.js), and both polyfills step aside when the browser has them — only their ~5 KB stays behind
        chain.resolve.alias.set('whatwg-fetch$', H5_NOTHING).set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', H5_NOTHING)
        // Taro's system info reads only the OS of `platform`, and Taro.request's JSONP mode is never used: small
        // stand-ins instead of ~55 KB of source in app.js (the modules say what they answer)
        chain.resolve.alias.set('platform$', H5_PLATFORM_OS).set('jsonp-retry$', H5_NO_JSONP)
        // H5_STATS=1 npm run build:h5 writes webpack's module stats to dist/h5-stats.json (what each chunk holds)
        if (process.env.H5_STATS) chain.plugin('zy-stats').use(H5StatsPlugin)
        chain.plugin('zy-preload-home').use(PreloadHomeChunkPlugin)
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  }
  if (process.env.NODE_ENV === 'development') {
    // hot: false — Preact's fast refresh (@prefresh) is not installed: an edit reloads the page (babel.config.js too)
    return merge({}, baseConfig, {
      mini: {},
      h5: { devServer: { hot: false, port: 10086, proxy: [{ context: ['/api', '/dev'], target: 'http://127.0.0.1:3000' }] } },
    })
  }
  return merge({}, baseConfig, {})
})

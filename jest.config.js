// Five projects: the server (node, real database), the app's logic (jsdom, strict Taro mock; once with the H5
// build's platform files, once with the mini program's), the pages (jsdom, the real Taro H5 runtime) and the
// mini-program build in WeChat's engine (node). tests/README.md says which is for what.
// `npm test` runs node with --experimental-vm-modules because PGlite loads its WASM through dynamic import().
const babelFor = (targets, react) => [
  'babel-jest',
  {
    babelrc: false,
    configFile: false,
    presets: [['@babel/preset-env', { targets }], ...(react ? [['@babel/preset-react', { runtime: 'automatic' }]] : []), '@babel/preset-typescript'],
  },
]

// The app ships on Preact (config/index.ts `framework: 'preact'`, whose build aliases react and react-dom to
// preact/compat): the client and page tests render through the same layer, mobx-react and taro-ui included
const PREACT = {
  '^react$': 'preact/compat',
  '^react-dom$': 'preact/compat',
  '^react-dom/client$': 'preact/compat/client',
  '^react-dom/test-utils$': 'preact/test-utils',
  '^react/jsx-runtime$': 'preact/jsx-runtime',
  '^react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
}

// Page tests over the real Taro H5 runtime (@tarojs/test-utils-react): its preset, with the Taro 4 workarounds
// of docs/notes/taro-setup.md §5 (jest's own packages left untransformed, .mjs transformed, taro first)
const taroPreset = require('@tarojs/test-utils-react/dist/jest.js').default({})

// The app's logic over the strict Taro mock, once per build: platform files (`name.h5.ts` / `name.weapp.ts`, see
// src/platform/types.ts) resolve as Taro's build resolves them, through jest's platform extensions. The H5 project
// runs every client test except `*.weapp.test.*`; the weapp project runs those, with the mini program's adapter.
const clientProject = (platform) => ({
  displayName: platform === 'h5' ? 'client' : 'client-weapp',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  haste: { defaultPlatform: platform, platforms: ['h5', 'weapp'] },
  // plus component tests kept beside their component (src/components/<name>/<name>.test.tsx, DESIGN.md)
  testMatch:
    platform === 'h5'
      ? ['<rootDir>/tests/client/**/*.test.{ts,tsx}', '<rootDir>/src/components/**/*.test.{ts,tsx}']
      : ['<rootDir>/tests/client/**/*.weapp.test.{ts,tsx}', '<rootDir>/src/components/**/*.weapp.test.{ts,tsx}'],
  testPathIgnorePatterns: platform === 'h5' ? ['/node_modules/', '\\.weapp\\.test\\.tsx?$'] : ['/node_modules/'],
  transform: { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': babelFor({ node: 'current' }, true) },
  transformIgnorePatterns: ['/node_modules/(?!(taro-ui|@tarojs/components)/)'],
  moduleNameMapper: {
    ...PREACT,
    // act with renders and effects as they come (tests/support/preact-act.ts says why)
    '^react-dom/test-utils$': '<rootDir>/tests/support/preact-act.ts',
    '^@tarojs/taro$': '<rootDir>/tests/support/taro-mock.ts',
    '^@tarojs/components$': '<rootDir>/tests/support/components-mock.tsx',
    '^@contract/(.*)$': '<rootDir>/types/$1',
    '\\.(css|less|sass|scss)$': '<rootDir>/tests/support/style-mock.js',
    '\\.(png|jpg|jpeg|gif|svg)$': '<rootDir>/tests/support/file-mock.js',
  },
  setupFiles: [`<rootDir>/tests/support/client-setup-${platform}.ts`],
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons'] },
})

module.exports = {
  cacheDirectory: '<rootDir>/.jest-cache',
  // a guard against a hung test, not a timing assertion: on two shared cores a cold page mount can pass 5 s
  testTimeout: 30000,
  // jest's default on two cores is one worker; the server files wait on PostgreSQL and the page files on jsdom, so two
  // workers keep both cores busy (full-seed alone takes minutes)
  maxWorkers: 2,
  projects: [
    clientProject('h5'),
    clientProject('weapp'),
    {
      displayName: 'server',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      transform: { '^.+\\.(mjs|cjs|js|ts)$': babelFor({ node: 'current' }, false) },
      // a few dependencies ship ESM only (Node 22 style); compile them for jest's CommonJS runtime
      transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|set-cookie-parser)/)'],
      moduleNameMapper: { '^@contract/(.*)$': '<rootDir>/types/$1' },
      setupFiles: ['<rootDir>/tests/support/server-setup.ts'],
    },
    {
      displayName: 'pages',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      // the H5 runtime runs the H5 build's platform files (src/platform/adapter.h5.ts)
      haste: { defaultPlatform: 'h5', platforms: ['h5', 'weapp'] },
      testEnvironmentOptions: taroPreset.testEnvironmentOptions,
      globals: taroPreset.globals,
      testMatch: ['<rootDir>/tests/pages/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': taroPreset.transform['^.+\\.(js|jsx|ts|tsx)$'] },
      transformIgnorePatterns: ['/node_modules/(jest-[^/]*|@jest|babel-jest|pretty-format|jsdom|@babel)/'],
      moduleNameMapper: {
        ...PREACT,
        ...taroPreset.moduleNameMapper,
        '^@contract/(.*)$': '<rootDir>/types/$1',
        '\\.(css|less|sass|scss)$': '<rootDir>/tests/support/style-mock.js',
        '\\.(png|jpg|jpeg|gif|svg)$': '<rootDir>/tests/support/file-mock.js',
      },
      setupFiles: [...taroPreset.setupFiles, '<rootDir>/tests/pages/setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/pages/console-guard.ts'],
    },
    {
      // every page of dist/weapp in WeChat's template compiler and component engine (tests/weapp/suite.ts);
      // skipped with a printed reason when the mini program has not been built
      displayName: 'weapp',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/weapp/**/*.test.ts'],
      transform: { '^.+\\.(mjs|cjs|js|ts)$': babelFor({ node: 'current' }, false) },
      // the build runs as WeChat runs it: untransformed
      transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|set-cookie-parser)/)', '<rootDir>/dist/'],
      setupFiles: ['<rootDir>/tests/support/server-setup.ts'],
    },
  ],
}

// Two projects: the app (jsdom, Taro mocked) and the server (node, real database).
// `npm test` runs node with --experimental-vm-modules because PGlite loads its WASM through dynamic import().
const babelFor = (targets, react) => [
  'babel-jest',
  {
    babelrc: false,
    configFile: false,
    presets: [
      ['@babel/preset-env', { targets }],
      ...(react ? [['@babel/preset-react', { runtime: 'automatic' }]] : []),
      '@babel/preset-typescript',
    ],
  },
]

module.exports = {
  cacheDirectory: '<rootDir>/.jest-cache',
  projects: [
    {
      displayName: 'client',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/client/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': babelFor({ node: 'current' }, true) },
      transformIgnorePatterns: ['/node_modules/(?!(taro-ui|@tarojs/components)/)'],
      moduleNameMapper: {
        '^@tarojs/taro$': '<rootDir>/tests/support/taro-mock.ts',
        '^@tarojs/components$': '<rootDir>/tests/support/components-mock.tsx',
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@contract/(.*)$': '<rootDir>/types/$1',
        '\\.(css|less|sass|scss)$': '<rootDir>/tests/support/style-mock.js',
        '\\.(png|jpg|jpeg|gif|svg)$': '<rootDir>/tests/support/file-mock.js',
      },
      setupFiles: ['<rootDir>/tests/support/client-setup.ts'],
      testEnvironmentOptions: { customExportConditions: ['node', 'node-addons'] },
    },
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
  ],
}

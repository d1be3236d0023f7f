// ESLint (flat config): typescript-eslint — type-aware over the three tsconfigs — react-hooks, the React rules of
// Taro's eslint-config-taro, and eslint-config-prettier last so no rule fights the formatter (.prettierrc).
//
// eslint-config-taro itself is not used: its newest release (4.2.0) is an eslintrc config that peers on ESLint 8,
// typescript-eslint 6 and react-hooks 4. Its rules that still mean something for React 18 + TSX are restated in
// TARO_REACT_RULES below; its layout rules are Prettier's job, and react-in-jsx-scope / jsx-filename-extension /
// no-multi-comp predate the automatic JSX runtime, TSX and our one-folder-per-component layout.
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** HTML elements Taro cannot render in the mini program (eslint-config-taro's react/forbid-elements). */
const HTML_TAGS = [
  'a',
  'abbr',
  'article',
  'aside',
  'audio',
  'b',
  'blockquote',
  'br',
  'button',
  'canvas',
  'caption',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'fieldset',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'iframe',
  'img',
  'input',
  'label',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'option',
  'p',
  'pre',
  'section',
  'select',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'textarea',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
  'video',
]

/** Browser globals that read like local names (eslint-config-taro's no-restricted-globals): use window.x or import. */
const CONFUSING_GLOBALS = ['event', 'history', 'length', 'location', 'name', 'parent', 'self', 'status', 'top', 'close', 'open', 'print', 'find']

const TARO_REACT_RULES = {
  'react/forbid-elements': ['error', { forbid: HTML_TAGS.map((element) => ({ element, message: '在 Taro 中无法使用 HTML 标签，请用 @tarojs/components' })) }],
  'react/no-children-prop': 'error',
  'react/no-danger': 'error',
  'react/no-danger-with-children': 'error',
  'react/no-direct-mutation-state': 'error',
  'react/no-did-update-set-state': 'error',
  'react/no-string-refs': 'error',
  'react/no-unescaped-entities': 'error',
  'react/no-unused-state': 'error',
  'react/jsx-key': 'error',
  'react/jsx-no-duplicate-props': ['error', { ignoreCase: true }],
  'react/jsx-no-comment-textnodes': 'error',
  'react/jsx-pascal-case': ['error', { allowAllCaps: true }],
  'react/jsx-boolean-value': ['error', 'never'],
  'react/jsx-curly-brace-presence': ['error', { props: 'never', children: 'never' }],
  'react/require-render-return': 'error',
  'no-restricted-globals': ['error', 'isFinite', 'isNaN', ...CONFUSING_GLOBALS],
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      '.data/',
      '.data-*/',
      '.jest-cache/',
      '.swc/',
      'coverage/',
      'bench/out/',
      // caches: the seed image, the server bundle (scripts/serve.cjs)
      '.cache/',
      'e2e/report/',
      'e2e/test-results/',
      'e2e/artifacts/',
    ],
  },
  // a disable comment must name a rule that fires there (else it is reported) and say why after `--`
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  comments.recommended,
  { rules: { '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }] } },

  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // the app, the server side (server, scripts, e2e, bench, server/weapp tests) and the client/page tests
        project: ['./tsconfig.json', './tsconfig.server.json', './tsconfig.tests.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // the type checker does this (noUnusedLocals/Parameters); here only what it cannot see
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', ignoreRestSiblings: true, varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `void promise` marks a promise that is deliberately not awaited
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // React and Fastify take async callbacks where they declare void ones; their results are handled
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowNullish: true }],
      // async without await is how Fastify handlers, provider interfaces and test fakes return promises; the floating
      // and misused promise rules above catch the mistakes that matter
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // plain JavaScript config files belong to no tsconfig
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node }, parserOptions: { project: false } },
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'babel.config.js', 'tests/support/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}', 'tests/pages/**/*.{ts,tsx}', 'tests/support/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '18.3' } },
    rules: {
      // the two classic hooks rules; the plugin's React Compiler rules (v6+) assume a compiler we do not run
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react/jsx-key': 'error',
      'react/jsx-no-duplicate-props': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      ...TARO_REACT_RULES,
      // platform behaviour goes through src/platform (adapter.weapp.ts / adapter.h5.ts, resolved by the build)
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.object.name='process'][object.property.name='env'][property.name='TARO_ENV']",
          message: 'Put platform behaviour behind src/platform (adapter.weapp.ts / adapter.h5.ts), not process.env.TARO_ENV',
        },
      ],
    },
  },
  {
    // app and page configs are read by Taro's build in Node, not bundled: there the build type is the only way to
    // vary them (Taro resolves no app.config.<platform>.ts)
    files: ['src/app.config.ts', 'src/**/*.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.ts',
      'bench/**/*.ts',
      'e2e/**/*.ts',
      'tests/server/**/*.ts',
      'tests/weapp/**/*.ts',
      'tests/reliability/**/*.ts',
      'config/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // A migration is frozen in time: typed by today's schema it would stop compiling when the schema changes, so
    // Kysely's documented practice is Kysely<any> (https://kysely.dev/docs/migrations)
    files: ['server/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // WeChat's APIs fail with a plain `{ errMsg }` object, not an Error: the mock and the fake server imitate that
    files: ['tests/support/taro-mock.ts', 'tests/client/helpers/fake-api.ts'],
    rules: { '@typescript-eslint/only-throw-error': 'off', '@typescript-eslint/prefer-promise-reject-errors': 'off' },
  },
  {
    // Tests build malformed and partial values on purpose (that is what many of them test) and read the answers of
    // an API or an engine they do not type: `any` is allowed there, promises and everything else are checked.
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // jest's expect(obj.method) and spies pass methods unbound on purpose
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
)

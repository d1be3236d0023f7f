// Taro's React runtime ships no declaration; this is the one function the page tests call.
declare module '@tarojs/plugin-framework-react/dist/runtime' {
  /** creates Taro's app instance for the pages (what page hooks attach to); the config lists no pages here */
  export function createReactApp(App: unknown, react: unknown, dom: unknown, config: { pages: string[] }): unknown
}

/**
 * A page test fails on any console.error or console.warn its page caused (React's warnings, our request
 * layer's reports, Taro's), except two known upstream messages of the test set-up itself: Taro's H5 runtime
 * warns that it ignores the capture flag of event listeners, and @tarojs/test-utils-react 0.1.1 renders through
 * react-dom/test-utils' act, which React 18.3 calls deprecated.
 */
const UPSTREAM_NOISE = [/Taro 暂未实现 event 的 capture 特性/, /ReactDOMTestUtils\.act` is deprecated/]

const seen: string[] = []

function guard(kind: 'error' | 'warn'): void {
  const original = console[kind].bind(console)
  console[kind] = (...args: unknown[]) => {
    const text = args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' ')
    if (UPSTREAM_NOISE.some((p) => p.test(text))) return
    seen.push(`console.${kind}: ${text}`)
    original(...args)
  }
}
guard('error')
guard('warn')

afterEach(() => {
  const found = seen.splice(0)
  if (found.length) throw new Error(`the page logged ${found.length} error(s)/warning(s):\n${found.map((f) => `  ${f.slice(0, 500)}`).join('\n')}`)
})

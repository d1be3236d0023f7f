/**
 * H5 on Preact: `data-*` and `aria-*` props of Taro's components reach the page as attributes on every render, as
 * React sets them.
 *
 * Taro's component proxy (@tarojs/components/lib/react/react-component-lib) copies every prop onto its custom
 * element as a property after each render (attachProps: `node[name] = value`), and sets the attribute too only when
 * the value is a string. Preact, re-rendering the element, writes a prop as a property whenever `name in element` —
 * true from then on for `data-count` and the like, because of that copy — so a number or boolean `data-*` kept the
 * attribute of the first render (`data-count={n}` stayed "0" while the text said 1). Made strings before they reach
 * the proxy, attachProps sets their attribute on every render. Values become what React would have written
 * (`String(value)`) for numbers and booleans; anything else is left as it was.
 */
import { options, type VNode } from 'preact'

const ATTRIBUTE = /^(data|aria)-/

let installed = false

/** Installs the fix once (proxy.ts, for every H5 component; the page tests' set-up). */
export function installPreactAttributes(): void {
  if (installed) return
  installed = true
  const previous = options.vnode?.bind(options)
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as Record<string, unknown> | null
    // only the proxy's inner element gets `forwardedRef` (its createForwardRef): the class that runs attachProps
    if (props && typeof vnode.type === 'function' && 'forwardedRef' in props) {
      for (const name in props) {
        const value = props[name]
        if (ATTRIBUTE.test(name) && (typeof value === 'number' || typeof value === 'boolean')) props[name] = String(value)
      }
    }
    previous?.(vnode)
  }
}

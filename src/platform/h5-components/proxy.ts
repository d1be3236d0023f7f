import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { installPreactAttributes } from './preact-attributes'

installPreactAttributes()

/** The React proxy of one Taro web component, made as @tarojs/components/lib/react/components.js makes each. */
export function proxyOf(tag: string, define: () => void) {
  return createReactComponent(tag, undefined, manipulatePropsFunction, define)
}

import { defineCustomElement } from '@tarojs/components/dist/components/taro-switch-core.js'
import { proxyOf } from './proxy'

export const Switch = proxyOf('taro-switch-core', defineCustomElement)

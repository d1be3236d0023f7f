import { defineCustomElement } from '@tarojs/components/dist/components/taro-input-core.js'
import { proxyOf } from './proxy'

export const Input = proxyOf('taro-input-core', defineCustomElement)

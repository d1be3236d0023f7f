import { defineCustomElement } from '@tarojs/components/dist/components/taro-label-core.js'
import { proxyOf } from './proxy'

export const Label = proxyOf('taro-label-core', defineCustomElement)

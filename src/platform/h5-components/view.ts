import { defineCustomElement } from '@tarojs/components/dist/components/taro-view-core.js'
import { proxyOf } from './proxy'

export const View = proxyOf('taro-view-core', defineCustomElement)

import { defineCustomElement } from '@tarojs/components/dist/components/taro-scroll-view-core.js'
import { proxyOf } from './proxy'

export const ScrollView = proxyOf('taro-scroll-view-core', defineCustomElement)

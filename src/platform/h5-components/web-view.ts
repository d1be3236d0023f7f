import { defineCustomElement } from '@tarojs/components/dist/components/taro-web-view-core.js'
import { proxyOf } from './proxy'

export const WebView = proxyOf('taro-web-view-core', defineCustomElement)

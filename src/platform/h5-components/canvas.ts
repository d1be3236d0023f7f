import { defineCustomElement } from '@tarojs/components/dist/components/taro-canvas-core.js'
import { proxyOf } from './proxy'

export const Canvas = proxyOf('taro-canvas-core', defineCustomElement)

import { defineCustomElement } from '@tarojs/components/dist/components/taro-image-core.js'
import { proxyOf } from './proxy'

export const Image = proxyOf('taro-image-core', defineCustomElement)

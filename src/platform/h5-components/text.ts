import { defineCustomElement } from '@tarojs/components/dist/components/taro-text-core.js'
import { proxyOf } from './proxy'

export const Text = proxyOf('taro-text-core', defineCustomElement)

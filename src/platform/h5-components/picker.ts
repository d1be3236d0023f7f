import { defineCustomElement } from '@tarojs/components/dist/components/taro-picker-core.js'
import { proxyOf } from './proxy'

export const Picker = proxyOf('taro-picker-core', defineCustomElement)

import { defineCustomElement } from '@tarojs/components/dist/components/taro-button-core.js'
import { proxyOf } from './proxy'

export const Button = proxyOf('taro-button-core', defineCustomElement)

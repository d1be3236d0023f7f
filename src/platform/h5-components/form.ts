import { defineCustomElement } from '@tarojs/components/dist/components/taro-form-core.js'
import { proxyOf } from './proxy'

export const Form = proxyOf('taro-form-core', defineCustomElement)

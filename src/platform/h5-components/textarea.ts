import { defineCustomElement } from '@tarojs/components/dist/components/taro-textarea-core.js'
import { proxyOf } from './proxy'

export const Textarea = proxyOf('taro-textarea-core', defineCustomElement)

import { defineCustomElement } from '@tarojs/components/dist/components/taro-video-core.js'
import { proxyOf } from './proxy'

export const Video = proxyOf('taro-video-core', defineCustomElement)

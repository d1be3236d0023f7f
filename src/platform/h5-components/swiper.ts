import { defineCustomElement } from '@tarojs/components/dist/components/taro-swiper-core.js'
import { proxyOf } from './proxy'

export const Swiper = proxyOf('taro-swiper-core', defineCustomElement)

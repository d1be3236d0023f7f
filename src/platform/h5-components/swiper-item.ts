import { defineCustomElement } from '@tarojs/components/dist/components/taro-swiper-item-core.js'
import { proxyOf } from './proxy'

export const SwiperItem = proxyOf('taro-swiper-item-core', defineCustomElement)

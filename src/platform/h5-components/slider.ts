import { defineCustomElement } from '@tarojs/components/dist/components/taro-slider-core.js'
import { proxyOf } from './proxy'

export const Slider = proxyOf('taro-slider-core', defineCustomElement)

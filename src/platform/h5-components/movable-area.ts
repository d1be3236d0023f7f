import { defineCustomElement } from '@tarojs/components/dist/components/taro-movable-area-core.js'
import { proxyOf } from './proxy'

export const MovableArea = proxyOf('taro-movable-area-core', defineCustomElement)

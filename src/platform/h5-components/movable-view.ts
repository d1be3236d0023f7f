import { defineCustomElement } from '@tarojs/components/dist/components/taro-movable-view-core.js'
import { proxyOf } from './proxy'

export const MovableView = proxyOf('taro-movable-view-core', defineCustomElement)

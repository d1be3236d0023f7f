/**
 * H5 only (config/index.ts aliases `@tarojs/components` here for the H5 build): Taro's React components, one module
 * per component.
 *
 * Taro's own entry (@tarojs/components/lib/react/components.js) is one module that makes every component's proxy.
 * The app shell imports View, Text and Button from it, so it sits in the first-load chunk, and webpack's used
 * exports are the union over the whole app: every component any page renders (video, picker, textarea, canvas,
 * web-view …, ~60 KB minified) came along with it on the home route's critical path. Re-exported one module per
 * component from a side-effect-free barrel (the webpack rule in config/index.ts), each page chunk carries only the
 * components it renders. A name not listed here falls through to Taro's entry: same component, only not split.
 */
import { Fragment } from 'react'

export const Block = Fragment
export { Button } from './button'
export { Canvas } from './canvas'
export { Form } from './form'
export { Image } from './image'
export { Input } from './input'
export { Label } from './label'
export { MovableArea } from './movable-area'
export { MovableView } from './movable-view'
export { Picker } from './picker'
export { ScrollView } from './scroll-view'
export { Slider } from './slider'
export { Swiper } from './swiper'
export { SwiperItem } from './swiper-item'
export { Switch } from './switch'
export { Text } from './text'
export { Textarea } from './textarea'
export { Video } from './video'
export { View } from './view'
export { WebView } from './web-view'
export * from '@tarojs/components/lib/react/index.js'

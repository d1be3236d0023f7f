/**
 * The home page's banners (Public/AdInfoList, demo content): one picture at a time, the next every 5 seconds or on
 * a tap of its dot; a tap on the picture opens its in-app page. (No swiper: its template would weigh on every page
 * of the mini program's main package.)
 */
import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { openRoute } from '../menu-list'
import './index.scss'

export interface BannerItem {
  AdId: number
  Title: string
  Image: string
  Link: string
}

export function Banner({ items, src }: { items: readonly BannerItem[]; src: (path: string) => string }) {
  const [at, setAt] = useState(0)
  const n = items.length
  useEffect(() => {
    if (n < 2) return
    const t = setInterval(() => setAt((i) => (i + 1) % n), 5000)
    return () => clearInterval(t)
  }, [n])
  const b = items[at % n]
  if (!b) return null
  return (
    <View className='zy-banner' data-testid='home-banner' data-key={b.AdId}>
      <Image className='zy-banner__img' src={src(b.Image)} mode='aspectFill' ariaLabel={b.Title} onClick={() => openRoute(b.Link)} />
      <Text className='zy-banner__tag'>示例内容</Text>
      <View className='zy-banner__dots'>
        {items.map((x, i) => (
          <View key={x.AdId} className={`zy-banner__dot ${i === at % n ? 'zy-banner__dot--on' : ''}`} onClick={() => setAt(i)} />
        ))}
      </View>
    </View>
  )
}

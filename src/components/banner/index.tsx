/**
 * The home page's banners (Public/AdInfoList, demo content): one picture at a time, the next every 5 seconds; a tap
 * opens its in-app page. (No swiper: its template would weigh on every page of the mini program's main package.)
 */
import { useEffect, useState } from 'react'
import { Image, View } from '@tarojs/components'
import { openRoute } from '../menu-list'
import { DemoTag } from '../content-tag'
import './index.scss'

export function Banner({ items, src }: { items: readonly { AdId: number; Title: string; Image: string; Link: string }[]; src: (path: string) => string }) {
  const [at, setAt] = useState(0)
  useEffect(() => {
    const t = setInterval(() => setAt((i) => i + 1), 5000)
    return () => clearInterval(t)
  }, [])
  const b = items[at % items.length]
  return b ? (
    <View className='zy-banner' data-testid='home-banner' data-key={b.AdId} onClick={() => openRoute(b.Link)}>
      <Image className='zy-banner__img' src={src(b.Image)} mode='aspectFill' ariaLabel={b.Title} />
      <DemoTag />
    </View>
  ) : null
}

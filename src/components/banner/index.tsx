/** The home page's banners (Public/AdInfoList, demo content): a swiper of pictures, each opening its in-app page. */
import { Image, Swiper, SwiperItem, Text, View } from '@tarojs/components'
import { openRoute } from '../menu-list'
import './index.scss'

export interface BannerItem {
  AdId: number
  Title: string
  Image: string
  Link: string
}

export function Banner({ items, src }: { items: readonly BannerItem[]; src: (path: string) => string }) {
  if (!items.length) return null
  return (
    <View className='zy-banner' data-testid='home-banner'>
      <Swiper className='zy-banner__swiper' autoplay circular indicatorDots indicatorActiveColor='#ffffff' interval={5000}>
        {items.map((b) => (
          <SwiperItem key={b.AdId}>
            <Image className='zy-banner__img' src={src(b.Image)} mode='aspectFill' ariaLabel={b.Title} onClick={() => b.Link && openRoute(b.Link)} />
          </SwiperItem>
        ))}
      </Swiper>
      <Text className='zy-banner__tag'>示例内容</Text>
    </View>
  )
}

/**
 * The player of a course lesson, a video or a live lesson (Taro's Video: the mini program's video component, an
 * HTML video element in H5), with its title and the 示例内容 mark under it.
 */
import { Text, Video, View } from '@tarojs/components'
import { DemoTag } from '../content-tag'
import './index.scss'

export function ContentPlayer({ src, poster, title, testId = 'player' }: { src: string; poster?: string; title: string; testId?: string }) {
  return (
    <View className='zy-player' data-testid={testId}>
      {/* a box of its own height: in H5 the video element's host did not take its height, and what followed it was
          drawn under the picture */}
      <View className='zy-player__box'>
        <Video id='zy-player-video' className='zy-player__video' src={src} poster={poster} controls showCenterPlayBtn objectFit='contain' />
      </View>
      <View className='zy-player__cap'>
        <Text className='zy-player__title' data-testid='player-title'>
          {title}
        </Text>
        <DemoTag />
      </View>
    </View>
  )
}

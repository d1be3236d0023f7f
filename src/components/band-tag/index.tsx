/**
 * 冲 / 稳 / 保 / 垫 as a tag: the colour of the band (theme.scss) and its name, so it reads without colour too.
 * A row without a band says why in words (不推荐 / 无概率) instead of showing nothing.
 */
import { View } from '@tarojs/components'
import { AtTag } from 'taro-ui'
import type { Band } from '../../model/wish'
import 'taro-ui/lib/style/components/tag.scss'
import './index.scss'

export const BAND_CLASS: Record<Band, string> = { 冲: 'reach', 稳: 'match', 保: 'safe', 垫: 'floor' }

export interface BandTagProps {
  band: Band | null
  /** shown when there is no band (e.g. 不推荐, 无概率, 选科不符) */
  none?: string
  size?: 'small' | 'normal'
}

export function BandTag({ band, none = '不推荐', size = 'small' }: BandTagProps) {
  const kind = band ? BAND_CLASS[band] : 'none'
  return (
    <View className='zy-band-tag' data-testid='band-tag' data-band={band ?? ''}>
      <AtTag size={size} circle className={`zy-band-tag__tag zy-band-tag--${kind}`}>
        {band ?? none}
      </AtTag>
    </View>
  )
}

export default BandTag

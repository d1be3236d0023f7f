/**
 * What /choose-location and /open-location show in the H5 build (Taro's H5 system routes, mapped here by the
 * router's customRoutes; they were blank pages). The web version has no map to choose or show a place on, so the
 * page says so, offers the browser's own location permission for the one thing a page can do with it — show
 * where you are — and always a way back.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { PageShell } from '../../components/page-shell'
import { PAGES } from '../../navigation'
import { formatNumber } from '../../utils/number'
import { pagePath } from '../../utils/url'
import './location.scss'
import { Button } from '../../components/button'

type Found = { state: 'idle' } | { state: 'asking' } | { state: 'found'; latitude: number; longitude: number } | { state: 'refused'; message: string }

/** the browser's message for a refused or failed location request, in plain Chinese */
function refusal(err: unknown): string {
  const msg = String((err as { errMsg?: string; message?: string })?.errMsg ?? (err as Error)?.message ?? '')
  if (/denied|permission|拒绝/i.test(msg)) return '你没有允许这个网页使用位置。可以在浏览器的网站设置里允许「位置」后再试。'
  if (/timeout|超时/i.test(msg)) return '获取位置超时，请到信号较好的地方再试。'
  return '这个浏览器没能给出位置（可能不支持定位，或网页不是通过 https 打开的）。'
}

export default function H5LocationPage() {
  const path = useRouter().path ?? ''
  const choosing = !path.includes('open-location')
  const [found, setFound] = useState<Found>({ state: 'idle' })
  const locate = async () => {
    setFound({ state: 'asking' })
    try {
      const r = await Taro.getLocation({ type: 'wgs84' })
      setFound({ state: 'found', latitude: r.latitude, longitude: r.longitude })
    } catch (e) {
      setFound({ state: 'refused', message: refusal(e) })
    }
  }
  // back where the user came from; opened directly (nothing before it), to the home tab
  const back = () => {
    if ((Taro.getCurrentPages()?.length ?? 0) > 1) void Taro.navigateBack()
    else void Taro.switchTab({ url: pagePath(PAGES.home) })
  }
  return (
    <PageShell className='zy-h5-location'>
      <View className='zy-h5-location__card' data-testid='h5-location' data-kind={choosing ? 'choose' : 'open'}>
        <Text className='zy-h5-location__title'>{choosing ? '网页版不能在地图上选择位置' : '网页版不能在地图上显示位置'}</Text>
        <Text className='zy-h5-location__text'>
          {choosing
            ? '地图选点只在微信小程序里可用。需要按地区查看时，请在「我的 › 资料」里选择所在的省、市、区。'
            : '地图只在微信小程序里可用。院校的所在地写在院校详情里。'}
        </Text>
        <View className='zy-h5-location__result' data-testid='h5-location-result' data-state={found.state}>
          {found.state === 'found' ? (
            <Text>
              浏览器给出的当前位置：北纬 {formatNumber(found.latitude, { decimals: 2 })}°，东经 {formatNumber(found.longitude, { decimals: 2 })}°
            </Text>
          ) : found.state === 'refused' ? (
            <Text className='zy-h5-location__error'>{found.message}</Text>
          ) : null}
        </View>
        <View className='zy-h5-location__actions'>
          {choosing ? (
            <Button kind='ghost' size='small' loading={found.state === 'asking'} onClick={() => void locate()}>
              允许浏览器定位
            </Button>
          ) : null}
          <Button kind='primary' size='small' onClick={back}>
            返回
          </Button>
        </View>
      </View>
    </PageShell>
  )
}

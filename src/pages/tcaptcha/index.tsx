/**
 * The page of Tencent's captcha plugin in the mini program (src/routes.ts WEAPP_CAPTCHA_PAGE): the platform opens it
 * with the mini program's CaptchaAppId when a call asks for the human check; the plugin shows its check as soon as it
 * is ready, and the page hands its answer — or how it ended — back through the opener's event channel
 * (adapter.weapp.ts captchaOutcomeOf reads it), then goes back.
 */
import { useRef } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter, useUnload } from '@tarojs/taro'
import { readParam } from '../../utils/url'
import './index.scss'

type PageResult = { ret: number; ticket?: string; randstr?: string } | { ended: 'closed' | 'error' | 'left' }

interface PluginPage {
  selectComponent?: (selector: string) => { show?: () => void } | null
  getOpenerEventChannel?: () => { emit: (name: string, data: PageResult) => void }
}

export default function TencentCaptchaPage() {
  const appId = readParam(useRouter().params, 'appId')
  const sent = useRef(false)
  const page = () => Taro.getCurrentInstance().page as PluginPage | null | undefined
  const answer = (r: PageResult, back: boolean) => {
    if (sent.current) return
    sent.current = true
    page()?.getOpenerEventChannel?.().emit('result', r)
    if (back) void Taro.navigateBack()
  }
  // leaving by the back button is a cancelled check
  useUnload(() => answer({ ended: 'left' }, false))
  return (
    <View className='zy-tcaptcha'>
      <Text className='zy-tcaptcha__hint'>正在打开人机验证…</Text>
      <t-captcha
        id='tcaptcha'
        app-id={appId}
        onReady={() => page()?.selectComponent?.('#tcaptcha')?.show?.()}
        onVerify={(e: { detail: { ret: number; ticket?: string; randstr?: string } }) => answer(e.detail, true)}
        onClose={() => answer({ ended: 'closed' }, true)}
        onError={() => answer({ ended: 'error' }, true)}
      />
    </View>
  )
}

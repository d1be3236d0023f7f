/** 我已阅读并同意《用户服务协议》和《隐私政策》: a round check (taro-ui's check icon) and the two documents' links. */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtIcon } from 'taro-ui'
import 'taro-ui/lib/style/components/icon.scss'
import './index.scss'

export const SERVICE_PAGE = '/pages/personal/service/service'
export const PRIVACY_PAGE = '/pages/personal/service/agreement'

export function AgreementCheck({ checked, onChange, error }: { checked: boolean; onChange: (v: boolean) => void; error?: boolean }) {
  return (
    <View className={`zy-agree ${error ? 'zy-agree--error' : ''}`} data-testid='agreement' data-error={error ? 'true' : 'false'}>
      <View
        className={`zy-agree__box ${checked ? 'zy-agree__box--on' : ''}`}
        onClick={() => onChange(!checked)}
        data-testid='agreement-box'
        data-checked={checked ? 'true' : 'false'}
      >
        {checked ? <AtIcon value='check' className='zy-agree__tick' /> : null}
      </View>
      <View>
        <Text onClick={() => onChange(!checked)}>我已阅读并同意</Text>
        <Text className='zy-agree__link' onClick={() => void Taro.navigateTo({ url: SERVICE_PAGE })}>
          《用户服务协议》
        </Text>
        <Text>和</Text>
        <Text className='zy-agree__link' onClick={() => void Taro.navigateTo({ url: PRIVACY_PAGE })}>
          《隐私政策》
        </Text>
      </View>
    </View>
  )
}

export default AgreementCheck

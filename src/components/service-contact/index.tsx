/**
 * How to reach us: the service phone when the operator has configured one (Public/Config ServicePhone), with a
 * button to call; otherwise a plain sentence on where each kind of question is answered — never a number we
 * made up.
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import 'taro-ui/lib/style/components/loading.scss'
import 'taro-ui/lib/style/components/button.scss'
import './index.scss'

export const NO_PHONE_TEXT =
  '我们还没有公布客服电话。账号和密码的问题可以按上面的办法自己处理；招生政策、录取结果请咨询你所在省份的教育考试院，或报考院校的招生办（电话在院校官网的招生网上）。'

export const ServiceContact = observer(function ServiceContact() {
  const { config } = useStore()
  const phone = config.servicePhone
  if (!phone) {
    return (
      <View className='zy-contact' data-testid='service-contact' data-state='no-phone'>
        <Text className='zy-contact__text'>{NO_PHONE_TEXT}</Text>
      </View>
    )
  }
  return (
    <View className='zy-contact' data-testid='service-contact' data-state='phone'>
      <Text className='zy-contact__text'>
        客服电话：<Text data-testid='service-phone'>{phone}</Text>
      </Text>
      <View className='zy-contact__action'>
        <AtButton size='small' type='secondary' onClick={() => void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)}>
          拨打电话
        </AtButton>
      </View>
    </View>
  )
})

export default ServiceContact

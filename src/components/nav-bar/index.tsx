import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import './index.scss'

/** The custom navigation bar of pages with navigationStyle: custom (home, personal, gkt-transfer). */
export function NavBar({ title, back = false }: { title: string; back?: boolean }) {
  const statusBar = Taro.getSystemInfoSync().statusBarHeight ?? 0
  return (
    <View className='zy-navbar' style={{ paddingTop: `${statusBar}px` }}>
      {back ? <View className='zy-navbar__back' onClick={() => Taro.navigateBack()}>‹</View> : null}
      <Text className='zy-navbar__title'>{title}</Text>
    </View>
  )
}

export default NavBar

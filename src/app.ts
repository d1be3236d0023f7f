import { PropsWithChildren, createElement } from 'react'
import { useLaunch } from '@tarojs/taro'
import './app.scss'

function App({ children }: PropsWithChildren) {
  useLaunch(() => {})
  return createElement('div', null, children)
}

export default App

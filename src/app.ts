// first: wraps the H5 router's page loading before Taro's entry builds the router (chunk-load failures)
import './components/chunk-guard'
import { PropsWithChildren, createElement } from 'react'
import { useLaunch } from '@tarojs/taro'
import { StoreContext, rootStore } from './stores'
import { runStartup } from './services/startup'
import './app.scss'

/** The app: the root store in context for every page, and the start-up sequence of SPEC §4 at launch. */
function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    void runStartup({ path: options?.path, query: options?.query as Record<string, unknown> | undefined })
  })
  return createElement(StoreContext.Provider, { value: rootStore }, children)
}

export default App

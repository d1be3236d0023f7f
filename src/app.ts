import { PropsWithChildren, createElement } from 'react'
import { useLaunch } from '@tarojs/taro'
import { guardPageLoading } from './components/chunk-guard/guard'
import { StoreContext, rootStore } from './stores'
import { runStartup } from './stores/flows/startup'
import { installPagePaths } from './utils/page-paths'
import './app.scss'

// before Taro's entry builds the router (it evaluates this module first): H5 wraps the page loading so a chunk
// that fails to load shows an error view instead of a blank page
guardPageLoading()
// the mini program opens some pages at a built path of their own (src/utils/page-paths.weapp.ts); the app names spec paths
installPagePaths()

/** The app: the root store in context for every page, and the start-up sequence of SPEC §4 at launch. */
function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    void runStartup({ path: options?.path, query: options?.query })
  })
  return createElement(StoreContext.Provider, { value: rootStore }, children)
}

export default App

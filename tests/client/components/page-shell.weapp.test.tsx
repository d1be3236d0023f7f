/** The page frame with the mini program's platform adapter (jest project client-weapp): the capsule, no H5 tab bar. */
import { render } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { taroMock } from '../../support/taro-mock'
import { PageShell } from '../../../src/components/page-shell'
import { NavBar } from '../../../src/components/nav-bar'

beforeEach(() => taroMock.reset())

it('leaves the tab bar of tab pages to custom-tab-bar', () => {
  taroMock.setPage('pages/home/index')
  const { container } = render(<PageShell>内容</PageShell>)
  expect(container.querySelector('[data-testid="tab-bar"]')).toBeNull()
})

it('lines the custom navigation bar up with the capsule button and leaves room for it', () => {
  const { getByTestId } = render(<NavBar title='首页' />)
  const bar = getByTestId('nav-bar').firstElementChild as HTMLElement
  const rect = Taro.getMenuButtonBoundingClientRect()
  const statusBar = Taro.getSystemInfoSync().statusBarHeight ?? 0
  expect(bar.style.height).toBe(`${rect.height + (rect.top - statusBar) * 2}px`)
  expect(bar.style.paddingRight).toBe(`${rect.width + 16}px`)
})

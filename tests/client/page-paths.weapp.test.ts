/**
 * The mini program's page paths (jest project client-weapp: `./page-paths` is page-paths.weapp.ts): the app names
 * pages by spec path, and a page built in a subpackage of its own (src/routes.ts weappPackages) is opened at its
 * built path; routes WeChat reports are read back as spec paths.
 */
import Taro from '@tarojs/taro'
import { taroMock } from '../support/taro-mock'
import { installPagePaths, platformUrl, specRoute } from '../../src/utils/page-paths'

beforeEach(() => taroMock.reset())

it('turns spec URLs into built ones, queries kept, and reads built routes back', () => {
  expect(platformUrl('/pages/home/searcharrangement?Year=2026')).toBe('/pages/home/searcharrangement/index?Year=2026')
  expect(platformUrl('pages/personal/editscore')).toBe('pages/personal/editscore/index')
  expect(platformUrl('/pages/home/schoolDetail/schoolDetail?SchoolId=1')).toBe('/pages/home/schoolDetail/schoolDetail?SchoolId=1')
  expect(platformUrl('/pages/home/index')).toBe('/pages/home/index')
  expect(specRoute('pages/home/searcharrangement/index')).toBe('pages/home/searcharrangement')
  expect(specRoute('pages/query/college/index')).toBe('pages/query/college/index')
})

it('makes Taro’s navigation calls open the built path', async () => {
  const navigateTo = Taro.navigateTo as unknown as jest.Mock
  installPagePaths()
  installPagePaths()
  // (the mock knows the spec's pages only, so it refuses the built path; what matters is the path it was asked for)
  await Taro.navigateTo({ url: '/pages/query/contrast?from=tab' }).catch(() => undefined)
  expect(navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pages/query/contrast/index?from=tab' }))
  await Taro.navigateTo({ url: '/pages/home/searchSchool/searchSchool' })
  expect(navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pages/home/searchSchool/searchSchool' }))
})

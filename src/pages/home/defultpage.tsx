// one import of @tarojs/taro: the H5 API transform breaks on two ("_Taro is not defined")
import Taro, { useRouter } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { PageShell } from '../../components/page-shell'
import { Button } from '../../components/button'
import { Section } from '../../components/section'

/**
 * 在浏览器中打开: a page WeChat cannot show inside the app (downloads, payments of other platforms). Tells the
 * user to open it in the system browser, and copies the address. (A main-package page: kept small.)
 */
export default function DefaultPage() {
  const { url } = useRouter().params
  const address = url ? decodeURIComponent(url) : ''
  return (
    <PageShell>
      <Section title='请在浏览器中打开' testId='open-in-browser'>
        <Text className='zy-muted'>点右上角「···」，选「在浏览器中打开」。下载等功能只能在系统浏览器中使用。</Text>
        {address ? (
          <>
            <Text className='zy-muted' style={{ display: 'block', wordBreak: 'break-all', margin: '8px 0' }} data-testid='open-url'>
              {address}
            </Text>
            <Button size='small' kind='ghost' onClick={() => void Taro.setClipboardData({ data: address })}>
              复制链接
            </Button>
          </>
        ) : null}
      </Section>
    </PageShell>
  )
}

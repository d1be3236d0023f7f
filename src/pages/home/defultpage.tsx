// one import of @tarojs/taro: the H5 API transform breaks on two ("_Taro is not defined")
import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageShell } from '../../components/page-shell'
import { Button } from '../../components/button'
import { Note } from '../../components/note'
import { Section } from '../../components/section'

/**
 * 在浏览器中打开: a page WeChat cannot show inside the app (downloads, payments of other platforms). Tells the
 * user to open it in the system browser, and copies the address.
 */
export default function DefaultPage() {
  const { url } = useRouter().params
  const address = url ? decodeURIComponent(url) : ''
  return (
    <PageShell>
      <Section testId='open-in-browser'>
        <View style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '24px 0' }}>
          <Text style={{ fontSize: '18px', fontWeight: 600 }}>请在浏览器中打开</Text>
          <Text className='zy-muted' style={{ marginTop: '8px', textAlign: 'center' }}>
            点击右上角「···」，选择「在浏览器中打开」
          </Text>
        </View>
        {address ? (
          <>
            <Text className='zy-muted' style={{ wordBreak: 'break-all' }} data-testid='open-url'>
              {address}
            </Text>
            <View style={{ marginTop: '16px' }}>
              <Button size='small' kind='ghost' onClick={() => void Taro.setClipboardData({ data: address })}>
                复制链接
              </Button>
            </View>
          </>
        ) : null}
      </Section>
      <Note>部分功能（如下载、其他平台的支付）只能在系统浏览器中使用。</Note>
    </PageShell>
  )
}

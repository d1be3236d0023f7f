import { useEffect } from 'react'
import { WebView } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { PageShell } from '../../components/page-shell'
import { EmptyView } from '../../components/empty-view'
import { getItem, setItem } from '../../utils/storage'
import { Section } from '../../components/section'

/** Only http(s) addresses open in the web view; anything else is refused with a message. */
export function webviewTarget(raw: string | undefined): { url: string | null; problem: string | null } {
  if (!raw) return { url: null, problem: '没有要打开的网页地址' }
  let url = raw
  try {
    url = decodeURIComponent(raw)
  } catch {
    /* already plain */
  }
  if (!/^https?:\/\//i.test(url)) return { url: null, problem: '网页地址不正确（只能打开 http 或 https 开头的地址）' }
  return { url, problem: null }
}

/**
 * 网页: opens an outside page (`url`, optional `title`) in the web view and keeps it as the stored web-view
 * record (SPEC §3), so reopening without parameters shows the last page again.
 */
export default function CommonWebviewPage() {
  const params = useRouter().params
  const record = getItem('WebView')
  const { url, problem } = webviewTarget(params.url ?? record?.url)
  const title = params.title ? decodeURIComponent(params.title) : record && !params.url ? record.Name : ''
  useEffect(() => {
    if (!url) return
    setItem('WebView', { Name: title, url })
    if (title) void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [url, title])
  if (!url) {
    return (
      <PageShell>
        <Section testId='webview-missing'>
          <EmptyView text='无法打开网页' hint={problem ?? ''} />
        </Section>
      </PageShell>
    )
  }
  return <WebView src={url} />
}

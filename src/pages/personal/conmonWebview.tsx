import { useEffect } from 'react'
import { WebView } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { PageShell } from '../../components/page-shell'
import { EmptyView } from '../../components/empty-view'
import { getItem, setItem } from '../../utils/storage'
import { Section } from '../../components/section'
import { useStore } from '../../stores'

/** sites of education authorities, exam boards and universities (and 学信网/阳光高考) open in the web view */
const OFFICIAL = /(^|\.)(gov\.cn|edu\.cn|chsi\.com\.cn)$/i

/** the host of an http(s) address ('' when it is none) */
const hostOf = (u: string) => /^https?:\/\/([^/?#:@]+)(?::\d+)?(?:[/?#]|$)/i.exec(u)?.[1]?.toLowerCase() ?? ''

/**
 * Only http(s) addresses of an allowed site open in the web view: official sites (.gov.cn, .edu.cn, chsi.com.cn)
 * and the addresses the app is configured with (`also`, e.g. the membership page); anything else is refused with
 * a message saying why.
 */
export function webviewTarget(raw: string | undefined, also: readonly string[] = []): { url: string | null; problem: string | null } {
  if (!raw) return { url: null, problem: '没有要打开的网页地址' }
  let url = raw
  try {
    url = decodeURIComponent(raw)
  } catch {
    /* already plain */
  }
  if (!/^https?:\/\//i.test(url)) return { url: null, problem: '网页地址不正确（只能打开 http 或 https 开头的地址）' }
  const host = hostOf(url)
  if (!host || !(OFFICIAL.test(host) || also.some((a) => hostOf(a) === host)))
    return { url: null, problem: `不能打开 ${host || '这个地址'}：只打开政府和高校的网站` }
  return { url, problem: null }
}

/**
 * 网页: opens an outside page (`url`, optional `title`) in the web view and keeps it as the stored web-view
 * record (SPEC §3), so reopening without parameters shows the last page again.
 */
export default function CommonWebviewPage() {
  const params = useRouter().params
  const { config } = useStore()
  const record = getItem('WebView')
  const { url, problem } = webviewTarget(params.url ?? record?.url, [config.memberUrl, config.loginUrl])
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

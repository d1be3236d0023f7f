/** Live lessons as rows: poster, title, teacher, start time and the state (未开始 / 直播中 / 回放). */
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import type { LiveLesson } from '../../stores/content'
import { ContentRow } from '../content-row'
import { DemoTag } from '../content-tag'
import './index.scss'

/** `M月D日 HH:mm` of an ISO time, Beijing time */
export function liveTime(iso: string): string {
  const t = Date.parse(iso)
  if (Number.isNaN(t)) return ''
  const d = new Date(t + 8 * 3_600_000)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`
}

export const LiveRow = observer(function LiveRow({ l, onOpen }: { l: LiveLesson; onOpen: (l: LiveLesson) => void }) {
  const { content } = useStore()
  return (
    <ContentRow
      testId='live-row'
      dataKey={l.LiveId}
      title={l.Title}
      thumb={content.media(l.Poster)}
      desc={l.Summary}
      tag={
        <Text className={`zy-live-state zy-live-state--${l.State}`} data-testid='live-state' data-state={l.State}>
          {l.StateText}
        </Text>
      }
      meta={
        <>
          <Text>{l.State === 'upcoming' ? `${liveTime(l.StartAt)} 开播` : `${liveTime(l.StartAt)} 开始`}</Text>
          <Text>{l.Teacher}</Text>
          {l.IsDemo ? <DemoTag testId='live-demo' /> : null}
        </>
      }
      onClick={() => onOpen(l)}
    />
  )
})

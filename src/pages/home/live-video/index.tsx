import { useState } from 'react'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { KindTabs } from '../../../components/kind-tabs'
import { PagedList } from '../../../components/paged-list'
import { Section } from '../../../components/section'
import { ContentPlayer } from '../../../components/content-player'
import { DemoNote } from '../../../components/content-note'
import { LiveRow, liveTime } from '../../../components/live-list'
import { useStore } from '../../../stores'
import type { LiveLesson, LiveState } from '../../../stores/content'
import { useContentList } from '../../../components/content-row/data'

type Tab = 'all' | LiveState

const TABS: { key: Tab; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'live', title: '直播中' },
  { key: 'upcoming', title: '未开始' },
  { key: 'replay', title: '回放' },
]

const EMPTY: Record<Tab, string> = { all: '暂无直播课', live: '现在没有正在直播的课', upcoming: '暂无预告', replay: '暂无回放', ended: '暂无直播课' }

const Lives = observer(function Lives({ tab, onOpen }: { tab: Tab; onOpen: (l: LiveLesson) => void }) {
  const pager = useContentList('Career/CourseInfoList', { State: tab === 'all' ? undefined : tab })
  return (
    <PagedList
      pager={pager}
      emptyText={EMPTY[tab]}
      emptyHint='直播课开播前会在这里预告，结束后可看回放'
      render={(items) => items.map((l) => <LiveRow key={l.LiveId} l={l} onOpen={onOpen} />)}
    />
  )
})

/** 直播课: the schedule — 直播中 first, then 未开始 by start time, then 回放; a live or replayed lesson plays above. */
function LiveVideoPage() {
  const { content } = useStore()
  const [tab, setTab] = useState<Tab>('all')
  const [playing, setPlaying] = useState<LiveLesson | null>(null)
  const open = (l: LiveLesson) => {
    if (l.Url) setPlaying(l)
    else
      void Taro.showToast({
        title: l.State === 'upcoming' ? `${liveTime(l.StartAt)} 开播，到时再来` : '这节课没有回放',
        icon: 'none',
        duration: 2000,
      })
  }
  return (
    <PageShell>
      {playing ? (
        <ContentPlayer
          src={content.media(playing.Url)}
          poster={content.media(playing.Poster)}
          title={`${playing.StateText} · ${playing.Title}`}
          testId='live-player'
        />
      ) : null}
      <KindTabs tabs={TABS} value={tab} onChange={setTab} testId='live-tabs' />
      <Section flush testId='live-list'>
        <Lives key={tab} tab={tab} onOpen={open} />
      </Section>
      <DemoNote what='直播安排（开播时间按内容导入时间推算）和视频' />
    </PageShell>
  )
}

export default observer(LiveVideoPage)

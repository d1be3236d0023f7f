import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { PagedList } from '../../../components/paged-list'
import { Section } from '../../../components/section'
import { ContentRow } from '../../../components/content-row'
import { ContentPlayer } from '../../../components/content-player'
import { DemoTag } from '../../../components/content-tag'
import { DemoNote } from '../../../components/content-note'
import { useStore } from '../../../stores'
import type { Video } from '../../../stores/content'
import { useContentList } from '../../../components/content-row/data'

const idOf = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined)

/** 视频列表: the videos of one category (all without one); a tap plays it above the list. */
function VideoListPage() {
  const params = useRouter().params
  const categoryId = idOf(params.categoryId)
  const wanted = idOf(params.videoId)
  const { content } = useStore()
  const pager = useContentList('Portal/VideoList', { CategoryId: categoryId })
  const [playing, setPlaying] = useState<Video | null>(null)
  useEffect(() => {
    if (params.title) void Taro.setNavigationBarTitle({ title: decodeURIComponent(params.title) }).catch(() => undefined)
  }, [params.title])
  // opened for one video (the learning tab's featured videos): play it once the list has it
  const items = pager?.items
  useEffect(() => {
    if (wanted && !playing) setPlaying(items?.find((v) => v.VideoId === wanted) ?? null)
  }, [wanted, items, playing])
  return (
    <PageShell>
      {playing ? <ContentPlayer src={content.media(playing.Url)} poster={content.media(playing.Poster)} title={playing.Title} /> : null}
      <Section flush testId='video-list'>
        <PagedList
          pager={pager}
          emptyText='这个分类还没有视频'
          emptyHint='回到视频分类，换一个分类看看'
          render={(list) =>
            list.map((v) => (
              <ContentRow
                key={v.VideoId}
                testId='video-row'
                dataKey={v.VideoId}
                title={v.Title}
                thumb={content.media(v.Poster)}
                desc={v.Summary}
                tag={v.IsDemo ? <DemoTag /> : null}
                meta={
                  <View>
                    <Text>
                      {v.CategoryName} · {v.Seconds} 秒{playing?.VideoId === v.VideoId ? ' · 播放中' : ''}
                    </Text>
                  </View>
                }
                onClick={() => setPlaying(v)}
              />
            ))
          }
        />
      </Section>
      <DemoNote what='这里的视频' />
    </PageShell>
  )
}

export default observer(VideoListPage)

import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AsyncView } from '../../../components/async-view'
import { MenuList } from '../../../components/menu-list'
import { Section } from '../../../components/section'
import { DemoNote } from '../../../components/content-note'
import { pageUrl } from '../../../utils/url'
import { useContent } from '../../../components/content-row/data'

/** 视频分类: the video topics with how many videos each holds. */
function VideoCategoryPage() {
  const cats = useContent('Portal/VideoCategoryList', {})
  return (
    <PageShell>
      <Section flush testId='video-categories'>
        <AsyncView state={cats} isEmpty={!cats.data?.length} emptyText='还没有视频分类' onRetry={() => void cats.retry()}>
          {() => (
            <MenuList
              items={cats.data!.map((c) => ({
                key: String(c.CategoryId),
                title: c.Name,
                extra: `${c.Count} 个视频`,
                route: pageUrl('pages/home/course/videoList', { categoryId: c.CategoryId, title: c.Name }),
              }))}
            />
          )}
        </AsyncView>
      </Section>
      <DemoNote what='这里的视频' />
    </PageShell>
  )
}

export default observer(VideoCategoryPage)

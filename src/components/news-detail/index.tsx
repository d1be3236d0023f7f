/**
 * One news article (资讯 or 升学资讯): title, category, date and the real read count — this read is counted when the
 * page opens (once per reader per hour, by the server) — the 示例内容 mark, and the text.
 */
import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import { AsyncView } from '../async-view'
import { Blocks } from '../article'
import { DemoTag } from '../content-tag'
import { DemoNote } from '../content-note'
import { Section } from '../section'
import './index.scss'
import { useContent } from '../content-row/data'

export const NewsDetailView = observer(function NewsDetailView({ id }: { id: number }) {
  const { content } = useStore()
  const res = useContent('Portal/NewsDetail', { NewsId: id }, [id])
  useEffect(() => {
    void content.countRead(id)
  }, [content, id])
  return (
    <AsyncView state={res} onRetry={() => void res.retry()} errorText='打不开这篇资讯' skeletonRows={6}>
      {() => {
        const d = res.data!
        return (
          <View data-testid='news-detail'>
            <Section>
              <View className='zy-news-detail__head'>
                <Text className='zy-news-detail__title' data-testid='news-title'>
                  {d.Title}
                </Text>
                <View className='zy-news-detail__meta'>
                  <Text>{d.CategoryName}</Text>
                  <Text>{d.PublishDate}</Text>
                  <Text data-testid='news-detail-clicks'>阅读 {content.clickOf(d)}</Text>
                  {d.IsDemo ? <DemoTag /> : null}
                </View>
              </View>
              <Blocks blocks={d.Blocks} testId='news-body' />
            </Section>
            <DemoNote what='这篇文章' />
          </View>
        )
      }}
    </AsyncView>
  )
})

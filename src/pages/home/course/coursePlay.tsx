import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AsyncView } from '../../../components/async-view'
import { ErrorView } from '../../../components/error-view'
import { Section } from '../../../components/section'
import { Blocks } from '../../../components/article'
import { ContentPlayer } from '../../../components/content-player'
import { DemoNote } from '../../../components/content-note'
import { useStore } from '../../../stores'
import './coursePlay.scss'
import { useContent } from '../../../components/content-row/data'

const seconds = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`

const Course = observer(function Course({ id }: { id: number }) {
  const { content } = useStore()
  const res = useContent('Course/ResourceInfo', { ResourceId: id }, [id])
  const [at, setAt] = useState(0)
  return (
    <AsyncView state={res} onRetry={() => void res.retry()} errorText='打不开这门课程' skeletonRows={6}>
      {() => {
        const c = res.data!
        const lesson = c.Lessons[Math.min(at, c.Lessons.length - 1)]
        return (
          <View data-testid='course-play' data-course={c.ResourceId}>
            {lesson ? <ContentPlayer src={content.media(lesson.Url)} poster={content.media(c.Cover)} title={`${c.Title} · ${lesson.Title}`} /> : null}
            <Section title={`目录（${c.Lessons.length} 课时）`} flush testId='lessons'>
              {c.Lessons.map((l, i) => (
                <View
                  key={l.LessonId}
                  className={`zy-course-lesson ${i === at ? 'zy-course-lesson--on' : ''}`}
                  data-testid='lesson'
                  data-active={i === at ? 'true' : 'false'}
                  onClick={() => setAt(i)}
                >
                  <Text className='zy-course-lesson__no'>{i + 1}</Text>
                  <View className='zy-course-lesson__body'>
                    <Text className='zy-course-lesson__title'>{l.Title}</Text>
                    {l.Summary ? <Text className='zy-course-lesson__desc'>{l.Summary}</Text> : null}
                  </View>
                  <Text className='zy-course-lesson__time'>{i === at ? '播放中' : seconds(l.Seconds)}</Text>
                </View>
              ))}
            </Section>
            <Section title='简介' testId='course-intro'>
              <Blocks blocks={c.Blocks} />
            </Section>
            <DemoNote what='这门课程' />
          </View>
        )
      }}
    </AsyncView>
  )
})

/** 课程播放: the player above, then the course's lessons and introduction (demo content, short films we made). */
export default function CoursePlayPage() {
  const id = Number(useRouter().params.id)
  return <PageShell>{Number.isInteger(id) && id > 0 ? <Course id={id} /> : <ErrorView text='缺少课程编号' />}</PageShell>
}

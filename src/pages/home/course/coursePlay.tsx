import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell'
import { DetailPlaceholder } from '../../../components/detail-placeholder'
import './coursePlay.scss'

/** 课程播放: the player above, then the course's chapters and introduction. */
export default function CoursePlayPage() {
  const { id } = useRouter().params
  return (
    <PageShell>
      <View className='zy-course-player' data-testid='player'>
        <View className='zy-course-player__screen'>暂无可播放的视频</View>
      </View>
      <DetailPlaceholder
        id={id}
        what='课程'
        sections={['目录', '简介']}
        hint='目前还没有这门课程的内容'
        back={{ title: '浏览课程', route: 'pages/home/course/courseIndex' }}
      />
    </PageShell>
  )
}

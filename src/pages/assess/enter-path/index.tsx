import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { openRoute } from '../../../components/menu-list'
import { PathCard } from '../../../components/career-path'
import { useStore } from '../../../stores'
import { CareerStore } from '../../../stores/career'

/** 升学路径测评: the admission paths with their public rules and sources, and the way into the questionnaire. */
function EnterPathPage() {
  const career = useStore().part(CareerStore)
  const paths = useLoaded(() => career.load('Career/EducationPathList', {}), [])
  return (
    <PageShell>
      <AsyncView state={paths} isEmpty={!paths.data?.Paths.length} onRetry={() => void paths.retry()} emptyText='暂无升学路径资料' skeletonRows={6}>
        {() => (
          <>
            <Section title='有哪些升学路径' testId='path-list'>
              <Text className='zy-lk-muted'>
                共 {paths.data!.Paths.length} 条路径；测评有 {paths.data!.Questions.length} 道题，约 3 分钟。
              </Text>
            </Section>
            <View className='zy-lk-pad'>
              {paths.data!.Paths.map((p) => (
                <PathCard key={p.Key} path={p} />
              ))}
            </View>
            <Note>{paths.data!.Note}</Note>
          </>
        )}
      </AsyncView>
      <BottomBar>
        <Button block onClick={() => openRoute('pages/assess/enter-path/enter-content')} testId='path-start'>
          开始测评
        </Button>
      </BottomBar>
    </PageShell>
  )
}

export default observer(EnterPathPage)

import { useRouter } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { Section } from '../../../components/section'
import { KindTabs } from '../../../components/kind-tabs'
import { openRoute } from '../../../components/menu-list'

const VIEWS = [
  { key: 'majors', title: '可报专业' },
  { key: 'schools', title: '可报院校' },
]

/** 选科详情: what one combination allows (majors and schools whose subject requirements it meets). */
export default function ChooseSubjectDetailsPage() {
  const { Subjects } = useRouter().params
  const combo = (Subjects ? decodeURIComponent(Subjects) : '').split(',').filter(Boolean)
  const [view, setView] = useState('majors')
  if (!combo.length) {
    return (
      <PageShell>
        <Section>
          <EmptyView text='还没有选择科目组合' hint='先选好首选和再选科目'>
            <Button size='small' kind='ghost' onClick={() => openRoute('pages/home/chooseSubject/chooseSubject')}>
              去选科
            </Button>
          </EmptyView>
        </Section>
      </PageShell>
    )
  }
  return (
    <PageShell>
      <Section title='选科组合' testId='combo'>
        <Text className='zy-ui-tag' data-testid='combo-text'>
          {combo.join(' + ')}
        </Text>
      </Section>
      <KindTabs tabs={VIEWS} value={view} onChange={setView} />
      <Section flush>
        <EmptyView text='还没有各选科组合可报专业的统计' hint='某所院校的选科要求可在院校详情的「选科要求」中查看' />
      </Section>
    </PageShell>
  )
}

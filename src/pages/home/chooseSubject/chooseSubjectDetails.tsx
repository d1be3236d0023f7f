import { useRouter } from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { Button, Section, Tabs, open } from '../../../components/ui'
import { useState } from 'react'

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
            <Button size='small' kind='ghost' onClick={() => open('pages/home/chooseSubject/chooseSubject')}>
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
      <Tabs tabs={VIEWS} value={view} onChange={setView} />
      <Section flush>
        <EmptyView hint='选科统计上线后，这里会列出这个组合满足选考要求的专业与院校，以及覆盖比例' />
      </Section>
    </PageShell>
  )
}

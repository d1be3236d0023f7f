import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { EmptyView } from '../empty-view'
import { Button, Section, Tabs, open } from './index'

/**
 * The body of a detail page whose content comes later: its sections as tabs and the empty view saying what
 * each will hold. Without the id it was opened with, it says so and offers the way to the list.
 */
export function DetailPlaceholder({
  id,
  what,
  sections,
  hint,
  back,
}: {
  id: string | undefined
  what: string
  sections: readonly string[]
  hint: string
  back?: { title: string; route: string }
}) {
  const [tab, setTab] = useState(sections[0] ?? '')
  if (!id) {
    return (
      <Section testId='detail-missing'>
        <EmptyView text={`没有指定要查看的${what}`} hint={`请从列表中选择一个${what}`}>
          {back ? (
            <View className='zy-ui-detail__back'>
              <Button size='small' kind='ghost' onClick={() => open(back.route)}>
                {back.title}
              </Button>
            </View>
          ) : null}
        </EmptyView>
      </Section>
    )
  }
  return (
    <>
      {sections.length > 1 ? <Tabs tabs={sections.map((s) => ({ key: s, title: s }))} value={tab} onChange={setTab} testId='detail-tabs' /> : null}
      <Section flush testId='detail'>
        <EmptyView text='暂无数据~' hint={hint} />
        <Text className='zy-ui-detail__id'>编号 {id}</Text>
      </Section>
    </>
  )
}

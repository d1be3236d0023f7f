/**
 * The body of a detail page whose content the data does not hold yet: its sections as tabs and the empty view
 * saying what each will hold. Without the id it was opened with, it says so and offers the way to the list.
 */
import { useState } from 'react'
import { Text } from '@tarojs/components'
import { Button } from '../button'
import { EmptyView } from '../empty-view'
import { KindTabs } from '../kind-tabs'
import { openRoute } from '../menu-list'
import { Section } from '../section'
import './index.scss'

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
        <EmptyView compact text={`没有指定要查看的${what}`} hint={`请从列表中选择一个${what}`}>
          {back ? (
            <Button size='small' kind='ghost' onClick={() => openRoute(back.route)}>
              {back.title}
            </Button>
          ) : null}
        </EmptyView>
      </Section>
    )
  }
  return (
    <>
      {sections.length > 1 ? <KindTabs tabs={sections.map((s) => ({ key: s, title: s }))} value={tab} onChange={setTab} testId='detail-tabs' /> : null}
      <Section testId='detail'>
        <EmptyView compact text={`这个${what}的「${tab}」还没有内容`} hint={hint} />
        <Text className='zy-detail-placeholder__id'>编号 {id}</Text>
      </Section>
    </>
  )
}

export default DetailPlaceholder

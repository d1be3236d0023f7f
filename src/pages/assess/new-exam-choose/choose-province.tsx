import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AsyncView } from '../../../components/async-view'
import { useStore } from '../../../stores'
import { loadProvinces } from '../../../stores/flows/profile'
import { errorText } from '../../../model/errors'
import './choose-province.scss'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'

/** 选择省份 (选科测评): only provinces that choose subjects (新高考) are offered. */
function ChooseProvincePage() {
  const { province } = useStore()
  const [state, setState] = useState({ loading: true, error: null as string | null })
  const load = () => {
    setState({ loading: true, error: null })
    loadProvinces()
      .then(() => setState({ loading: false, error: null }))
      .catch((e) => setState({ loading: false, error: errorText(e) }))
  }
  useEffect(load, [])
  const list = province.newExamProvinces
  return (
    <PageShell>
      <AsyncView state={state} isEmpty={!list.length} onRetry={load} emptyText='暂无新高考省份'>
        {() => (
          <Section title='选择高考省份' testId='new-exam-provinces'>
            <View className='zy-cp__grid'>
              {list.map((p) => (
                <Text
                  key={p.ID}
                  className='zy-cp__item'
                  data-testid='province'
                  onClick={() => openRoute(`pages/assess/new-exam-choose/sort-score?ProvinceId=${p.ID}`)}
                >
                  {p.ProvinceName}
                </Text>
              ))}
            </View>
          </Section>
        )}
      </AsyncView>
      <Note>这里只列出实行新高考（需要选考科目）的省份。</Note>
    </PageShell>
  )
}

export default observer(ChooseProvincePage)

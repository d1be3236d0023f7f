import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { ErrorView } from '../../../components/error-view'
import { MenuList, openRoute } from '../../../components/menu-list'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { OursTag } from '../../../components/occupation-row'
import { LOOKUP, open } from '../../../navigation/lookup-routes'
import { useStore } from '../../../stores'
import { CareerStore, type IndustryDetail } from '../../../stores/career'

/** 行业详情: one 门类 with our description, the occupations working in it and the majors that lead there. */
function IndustryDetailsPage() {
  const store = useStore()
  const code = String(useRouter().params.IndustryCode ?? '').toUpperCase()
  const ok = /^[A-T]$/.test(code)
  const info = useLoaded(() => (ok ? store.part(CareerStore).load('Career/IndustryInfo', { Code: code }) : store.resource<IndustryDetail>()), [code])
  if (!ok)
    return (
      <PageShell>
        <ErrorView text='缺少行业门类' detail='请从行业列表重新打开' onRetry={() => openRoute('pages/home/industry/industryList')} retryText='去行业列表' />
      </PageShell>
    )
  return (
    <PageShell>
      <AsyncView state={info} onRetry={() => void info.retry()} skeletonRows={6}>
        {() => {
          const d = info.data!
          return (
            <>
              <Section title={`${d.Code} ${d.Name}`} extra={<OursTag />} testId='industry-head'>
                <Text>{d.Description}</Text>
                <Text className='zy-lk-muted'>所含行业大类代码：{d.Divisions}</Text>
              </Section>
              <Section flush title='相关职业' testId='industry-occupations'>
                <MenuList
                  items={d.Occupations.map((o) => ({
                    key: o.Code,
                    title: o.Name,
                    desc: `${o.MajorGroupName} · 兴趣代码 ${o.Holland}`,
                    extra: `${o.Count} 个职业`,
                    route: `pages/home/occupation/occupationList?CategoryCode=${o.Code}&name=${encodeURIComponent(o.Name)}`,
                  }))}
                />
              </Section>
              <Section title='对口专业类' testId='industry-majors'>
                <View className='zy-lk-tags'>
                  {d.MajorCategories.map((m) => (
                    <Text key={m.Code} className='zy-lk-tag zy-lk-link' onClick={() => open(LOOKUP.specialtyCategory, { ClassCode: m.Code })}>
                      {m.Name}
                    </Text>
                  ))}
                </View>
              </Section>
              <Note>{d.SourceNote}</Note>
            </>
          )
        }}
      </AsyncView>
    </PageShell>
  )
}

export default observer(IndustryDetailsPage)

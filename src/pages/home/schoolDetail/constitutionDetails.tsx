import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { ErrorView } from '../../../components/error-view'
import { openSchool } from '../../../navigation/lookup-routes'
import { SourceTag } from '../../../components/source-tag'
import { useStore } from '../../../stores'
import { LookupStore } from '../../../stores/lookup'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'

function copy(url: string) {
  void Taro.setClipboardData({ data: url })
}

/** 招生章程: the charter's sections, or (when we hold no text) why, with the official links. */
function ConstitutionDetailsPage() {
  const lookup = useStore().part(LookupStore)
  const router = useRouter()
  const id = String(router.params.Id ?? router.params.id ?? '').slice(0, 40)
  const res = useLoaded(() => lookup.charter(id), [id])
  if (!id)
    return (
      <PageShell>
        <ErrorView text='缺少章程参数' detail='请从院校详情的「招生章程」进入' />
      </PageShell>
    )
  const c = res.data
  return (
    <PageShell>
      <AsyncView state={res} isEmpty={!c} onRetry={() => void res.retry()} emptyText='没有找到这份招生章程' skeletonRows={6}>
        {c ? (
          <View>
            <Section title={c.Title} extra={c.Source ? <SourceTag compact source={c.Source} year={c.Year} /> : null}>
              <Text className='zy-lk-link' onClick={() => openSchool(c.SchoolId)}>
                {c.SchoolName} ›
              </Text>
              {c.HasText ? null : <Note testId='charter-message'>{c.Message}</Note>}
            </Section>
            {c.Sections.map((s, i) => (
              <Section key={i} title={s.Title}>
                <Text className='lk-block lk-para' userSelect>
                  {s.Content}
                </Text>
              </Section>
            ))}
            {c.Url || c.Links.length ? (
              <Section title='官方链接'>
                {c.Url ? (
                  <View className='zy-lk-list-row' onClick={() => copy(c.Url)}>
                    <Text className='lk-block'>学校招生网 / 官网</Text>
                    <Text className='zy-lk-link lk-block'>{c.Url}（点按复制）</Text>
                  </View>
                ) : null}
                {c.Links.map((l) => (
                  <View key={l.Url} className='zy-lk-list-row' onClick={() => copy(l.Url)}>
                    <Text className='lk-block'>{l.Title}</Text>
                    <Text className='zy-lk-link lk-block'>{l.Url}（点按复制）</Text>
                  </View>
                ))}
              </Section>
            ) : null}
          </View>
        ) : null}
      </AsyncView>
    </PageShell>
  )
}

export default observer(ConstitutionDetailsPage)

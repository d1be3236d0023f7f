import { useEffect, useState } from 'react'
import { Picker, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { AsyncView } from '../../../components/async-view'
import { useStore } from '../../../stores'
import type { ContentPage } from '../../../stores/content'
import { loadProvinces } from '../../../stores/flows/profile'
import { FieldRow } from '../../../components/field-row'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { DemoTag } from '../../../components/content-tag'
import { ContentRow } from '../../../components/content-row'
import { useContent } from '../../../components/content-row/data'

type Provider = ContentPage['Items'][number]
type Spot = { latitude: number; longitude: number; name: string }

/** kilometres between two points (haversine) */
function km(a: { latitude: number; longitude: number }, b: { Latitude: number; Longitude: number }): number {
  const r = (d: number) => (d * Math.PI) / 180
  const x = Math.sin(r(b.Latitude - a.latitude) / 2) ** 2 + Math.cos(r(a.latitude)) * Math.cos(r(b.Latitude)) * Math.sin(r(b.Longitude - a.longitude) / 2) ** 2
  return 6371 * 2 * Math.asin(Math.sqrt(x))
}

/** 本地服务商: providers by province (Public/Content agents — demo entries, no real business), on the map in the mini program. */
function AgentPage() {
  const { province, profile } = useStore()
  const agents = useContent('Public/Content', { Key: 'agents' })
  const [pid, setPid] = useState<number | null>(profile.provinceId)
  const [me, setMe] = useState<Spot | null>(null)
  useEffect(() => {
    void loadProvinces().catch(() => undefined)
  }, [])
  const list = province.list
  const index = list.findIndex((p) => p.ID === pid)
  const choose = async () => {
    try {
      const r = await Taro.chooseLocation({})
      if (r.latitude || r.longitude) setMe({ latitude: r.latitude, longitude: r.longitude, name: r.name || r.address || '选择的位置' })
    } catch {
      // cancelled, or the web version's page said it cannot choose
    }
  }
  const open = (p: Provider) =>
    void Taro.openLocation({ latitude: p.Latitude, longitude: p.Longitude, name: p.Title, address: p.Address, scale: 15 }).catch(() => undefined)
  const shown = (items: Provider[]) => {
    const inArea = index < 0 ? items : items.filter((p) => p.ProvinceId === pid)
    return me ? [...inArea].sort((a, b) => km(me, a) - km(me, b)) : inArea
  }
  return (
    <PageShell>
      <Section testId='agent-province'>
        <FieldRow label='所在省份'>
          <Picker
            mode='selector'
            range={['全部地区', ...list.map((p) => p.ProvinceName)]}
            value={index + 1}
            onChange={(e) => setPid(list[Number(e.detail.value) - 1]?.ID ?? null)}
          >
            <Text data-testid='agent-area'>{index < 0 ? '全部地区' : list[index].ProvinceName} ›</Text>
          </Picker>
        </FieldRow>
        <FieldRow label='我的位置'>
          <View style={{ display: 'flex', alignItems: 'center', gap: '8px' }}>
            <Text className='zy-muted'>{me ? me.name : '选择后按距离排序'}</Text>
            <Button size='small' kind='ghost' onClick={() => void choose()} testId='agent-choose'>
              {me ? '重新选择' : '选择位置'}
            </Button>
          </View>
        </FieldRow>
      </Section>
      <Section flush testId='agents' extra={<DemoTag />} title='服务商'>
        <AsyncView state={agents} onRetry={() => void agents.retry()}>
          {() => {
            const items = shown(agents.data!.Items)
            if (!items.length)
              return (
                <EmptyView text={`暂无${index < 0 ? '' : list[index].ProvinceName}的服务商`} hint='本地服务商入驻后，可在这里查看地址，在地图上导航'>
                  <Button size='small' kind='ghost' onClick={() => setPid(null)}>
                    查看全部地区
                  </Button>
                </EmptyView>
              )
            return items.map((p) => (
              <ContentRow
                key={p.Title}
                testId='agent-row'
                title={p.Title}
                desc={p.Body}
                meta={
                  <>
                    <Text>{p.Area}</Text>
                    <Text>{p.Address}</Text>
                    {me ? <Text>约 {Math.round(km(me, p))} 公里</Text> : null}
                    {p.Latitude || p.Longitude ? (
                      <Text style={{ color: '#1f5eff' }} onClick={() => open(p)} data-testid='agent-map'>
                        查看位置 ›
                      </Text>
                    ) : null}
                  </>
                }
              />
            ))
          }}
        </AsyncView>
      </Section>
      <Note>以上服务商是演示数据，不是真实机构。请通过正规渠道咨询，不要向任何人透露账号密码或验证码。</Note>
    </PageShell>
  )
}

export default observer(AgentPage)

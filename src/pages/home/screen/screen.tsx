import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { PageShell } from '../../../components/page-shell'
import { LookupStore, SCHOOL_TAGS, type SchoolLevel, type SchoolNature } from '../../../stores/lookup'
import { SourceTag } from '../../../components/source-tag'
import { useStore } from '../../../stores'
import { AsyncView } from '../../../components/async-view'
import { Chips, MultiChips } from '../../../components/chips'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { Button } from '../../../components/button'
import { BottomBar } from '../../../components/bottom-bar'

function HomeScreenPage() {
  const lookup = useStore().part(LookupStore)
  const f = lookup.schoolFilter
  const c = f.conditions
  const d = f.draft
  useEffect(() => {
    if (!c.loaded) void f.loadConditions()
  }, [f, c])
  const oneProvince = d.provinceIds.length === 1 ? d.provinceIds[0] : null
  useEffect(() => f.loadCities(oneProvince), [f, oneProvince])
  const data = c.data
  const count = (n: number) => (n ? `（${n}）` : '')
  return (
    <PageShell className='lk-screen'>
      <AsyncView state={c} onRetry={() => void f.loadConditions()} isEmpty={!data} emptyText='暂无筛选条件' skeletonRows={4}>
        {data ? (
          <View>
            <Section title='院校所在地' extra={d.provinceIds.length ? `已选 ${d.provinceIds.length} 个` : '不限'}>
              <MultiChips
                options={data.Provinces.map((p) => ({ key: p.ProvinceId, label: p.ProvinceName }))}
                values={d.provinceIds}
                onToggle={(id) => f.toggleProvince(id)}
              />
            </Section>
            {f.cityOptions.length ? (
              <Section title='城市'>
                <Chips
                  allowNone
                  options={f.cityOptions.map((x) => ({ key: x.City, label: `${x.City}${count(x.SchoolCount)}` }))}
                  value={d.city}
                  onChange={(k) => f.setCity(k)}
                />
              </Section>
            ) : null}
            <Section title='办学层次'>
              <Chips
                allowNone
                options={data.Levels.map((l) => ({ key: l.Key as SchoolLevel, label: `${l.Name}${count(l.SchoolCount)}` }))}
                value={d.level}
                onChange={(k) => f.setLevel(k)}
              />
            </Section>
            <Section title='办学性质'>
              <Chips
                allowNone
                options={data.Natures.map((l) => ({ key: l.Key as SchoolNature, label: `${l.Name}${count(l.SchoolCount)}` }))}
                value={d.nature}
                onChange={(k) => f.setNature(k)}
              />
            </Section>
            <Section title='院校标签'>
              <MultiChips
                options={SCHOOL_TAGS.map((t) => ({ key: t, label: `${t}${count(data.Tags.find((x) => x.Key === t)?.SchoolCount ?? 0)}` }))}
                values={d.tags}
                onToggle={(t) => f.toggleTag(t)}
              />
              {data.TagNote ? <Note>{data.TagNote}</Note> : null}
            </Section>
            {data.SchoolTypes.length ? (
              <Section title='院校类型'>
                <Chips
                  allowNone
                  options={data.SchoolTypes.map((t) => ({ key: t.Key, label: `${t.Name}${count(t.SchoolCount)}` }))}
                  value={d.schoolType}
                  onChange={(k) => f.setSchoolType(k)}
                />
                <Note>院校类型只对部分重点院校有记录，选择后其他院校不会出现在结果中。</Note>
              </Section>
            ) : null}
            <View className='zy-lk-row zy-lk-pad'>
              <SourceTag source={data.Source} what='院校名单' />
            </View>
          </View>
        ) : null}
      </AsyncView>
      <BottomBar>
        <Button kind='ghost' onClick={() => f.resetDraft()}>
          重置
        </Button>
        <Button
          testId='apply-screen'
          onClick={() => {
            f.apply()
            void Taro.navigateBack().catch(() => undefined)
          }}
        >
          确定
        </Button>
      </BottomBar>
    </PageShell>
  )
}

export default observer(HomeScreenPage)

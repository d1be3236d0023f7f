import { View } from '@tarojs/components'
import Taro, { useUnload } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { PageShell } from '../../../components/page-shell'
import { LookupStore, type RankTag } from '../../../stores/lookup'
import { useStore } from '../../../stores'
import { Chips } from '../../../components/chips'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { PickerRow } from '../../../components/picker-row'
import { Button } from '../../../components/button'
import { BottomBar } from '../../../components/bottom-bar'

const TAGS: RankTag[] = ['985', '211', '双一流']

/** 排名筛选: province, track, year, level, tag and the schools' own province; applied when leaving. */
function CollegeRankScreenPage() {
  const { province } = useStore()
  const lookup = useStore().part(LookupStore)
  const q = lookup.collegeRank
  const ctx = q.ctx
  useEffect(() => {
    void ctx.ensureInit()
  }, [ctx])
  // whatever was chosen applies when the page closes (确定 or back)
  useUnload(() => q.apply())
  const provinces = province.list.map((p) => ({ key: p.ID, label: p.ProvinceName }))
  return (
    <PageShell>
      <Section title='生源省份与科类'>
        <PickerRow label='生源省份' options={provinces} value={ctx.provinceId} onChange={(id) => void ctx.setProvince(id).then(() => ctx.setYear(null))} />
        <View className='zy-lk-gap-top'>
          <Chips
            options={ctx.tracks.map((t) => ({ key: t.subjectType, label: t.name }))}
            value={ctx.subjectType}
            onChange={(t) => t && ctx.setSubjectType(t)}
          />
        </View>
      </Section>
      <Section title='录取年份'>
        <Chips
          options={[{ key: 0, label: '最新' }, ...ctx.years.map((y) => ({ key: y, label: String(y) }))]}
          value={ctx.year ?? 0}
          onChange={(y) => ctx.setYear(y ? y : null)}
        />
      </Section>
      <Section title='办学层次'>
        <Chips
          allowNone
          options={[
            { key: '本科', label: '本科' },
            { key: '专科', label: '专科' },
          ]}
          value={q.level}
          onChange={(l) => q.setLevel(l)}
        />
      </Section>
      <Section title='院校标签'>
        <Chips allowNone options={TAGS.map((t) => ({ key: t, label: t }))} value={q.tag} onChange={(t) => q.setTag(t)} />
        <Note>标签来自第三方整理的 188 所重点院校名单，个别 211/双一流 院校可能未标注。</Note>
      </Section>
      <Section title='院校所在地'>
        <PickerRow
          label='所在省份'
          options={[{ key: 0, label: '不限' }, ...provinces]}
          value={q.schoolProvinceId ?? 0}
          onChange={(id) => q.setSchoolProvince(id ? id : null)}
        />
      </Section>
      <BottomBar>
        <Button block onClick={() => void Taro.navigateBack().catch(() => undefined)}>
          确定
        </Button>
      </BottomBar>
    </PageShell>
  )
}

export default observer(CollegeRankScreenPage)

import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { LOOKUP, open, openMajor } from '../../../navigation/lookup-routes'
import { SourceTag } from '../../../components/source-tag'
import type { ApiData } from '@contract/endpoints'
import { formatNumber } from '../../../utils/number'
import { useStore } from '../../../stores'
import { LookupStore } from '../../../stores/lookup'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { MajorRow } from '../../../components/major-row'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'

type Info = ApiData<'Specialty/SpecialtyInfo'>

/** What the catalogue code tells about a major (the catalogue itself has no prose; none is invented here). */
function codeExplained(i: Info): string[] {
  const m = i.Major
  const lines = [
    `「${m.MajorName}」属于学科门类「${m.DisciplineName}」（代码 ${m.DisciplineCode}）下的专业类「${m.ClassName}」（代码 ${m.ClassCode}）。`,
    `专业代码 ${m.MajorCode}：前两位是门类，前四位是专业类，后两位是类内序号。`,
  ]
  if (m.IsSpecial) lines.push('代码带 T：特设专业，是为适应新需求设置的专业，开设院校通常较少。')
  if (m.IsControlled) lines.push('代码带 K：国家控制布点专业（如医学、公安、师范类部分专业），开设需经专门审批。')
  if (m.Note) lines.push(`学位说明：${m.Note.replace(/^（注：|）$/g, '')}。`)
  else lines.push(`毕业授予${m.DisciplineName}学士学位（目录未另作说明）。`)
  if (!i.InCatalog2025 && i.InCatalog2026) lines.push('这是 2026 年目录新增的专业。')
  if (i.InCatalog2025 && !i.InCatalog2026) lines.push('该专业不在 2026 年目录中。')
  return lines
}

/** 专业介绍 without a major: the most offered majors. */
const HotMajors = observer(function HotMajors() {
  const lookup = useStore().part(LookupStore)
  const hot = useLoaded(() => lookup.hotMajors(30))
  return (
    <PageShell>
      <Section
        title='热门专业'
        extra={
          <Text className='zy-lk-link' onClick={() => open(LOOKUP.specialtyCategory)}>
            专业目录 ›
          </Text>
        }
      >
        <AsyncView state={hot} isEmpty={!hot.data?.List.length} onRetry={() => void hot.retry()} emptyText='暂无热门专业数据' skeletonRows={6}>
          {(hot.data?.List ?? []).map((s) => (
            <MajorRow key={s.Major.MajorCode} m={s.Major} onClick={() => open(LOOKUP.professional, { MajorCode: s.Major.MajorCode })} />
          ))}
          {hot.data?.Method ? <Note>{hot.data.Method}</Note> : null}
        </AsyncView>
      </Section>
    </PageShell>
  )
})

/** 专业介绍: one major's place in the catalogue (with MajorCode), else the most offered majors. */
function ProfessionalPage() {
  const lookup = useStore().part(LookupStore)
  const router = useRouter()
  const code = String(router.params.MajorCode ?? '').toUpperCase()
  const valid = /^\d{6}[TK]{0,2}$/.test(code)
  const info = useLoaded(() => lookup.majorInfo(valid ? code : null), [valid, code])
  if (!valid) return <HotMajors />
  const d = info.data
  return (
    <PageShell>
      <AsyncView
        state={info}
        isEmpty={!d}
        onRetry={() => void info.retry()}
        emptyText='没有找到这个专业'
        emptyHint='请从专业目录或搜索结果进入'
        skeletonRows={5}
      >
        {d ? (
          <View>
            <Section title={d.Major.MajorName} extra={<SourceTag compact source={d.Major.Source} year={d.Major.CatalogYear} what='本科专业目录' />}>
              {codeExplained(d).map((l, i) => (
                <Text key={i} className='lk-block lk-para'>
                  {l}
                </Text>
              ))}
              <Note>专业的培养目标、主干课程等介绍以各高校招生章程和培养方案为准；我们没有取得可核实的统一介绍文本，因此不在此展示。</Note>
            </Section>
            <Section title='开设情况'>
              <Text>
                我们的数据中有 {formatNumber(d.SchoolCount, { unit: '所' })}院校招收该专业，计划人数合计 {formatNumber(d.PlanCount, { unit: '人' })}。
              </Text>
              {d.StatsNote ? <Note>{d.StatsNote}</Note> : null}
              <View className='zy-lk-links'>
                <Text className='zy-lk-link' onClick={() => openMajor(d.Major.MajorCode)}>
                  查看开设院校 ›
                </Text>
                <Text className='zy-lk-link' onClick={() => open(LOOKUP.specialtyRank, { MajorCode: d.Major.MajorCode })}>
                  录取难度排名 ›
                </Text>
              </View>
            </Section>
            {d.Siblings.length ? (
              <Section title={`${d.Major.ClassName}的其他专业`}>
                {d.Siblings.map((m) => (
                  <MajorRow key={m.MajorCode} m={m} onClick={() => open(LOOKUP.professional, { MajorCode: m.MajorCode })} />
                ))}
              </Section>
            ) : null}
          </View>
        ) : null}
      </AsyncView>
    </PageShell>
  )
}

export default observer(ProfessionalPage)

import { Text, View } from '@tarojs/components'
import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState, type ReactNode } from 'react'
import { PageShell } from '../../../components/page-shell'
import { ErrorView } from '../../../components/error-view'
import { Skeleton } from '../../../components/skeleton'
import { schoolTags } from '../../../components/school-tags'
import { LOOKUP, open, openMajor } from '../../../navigation/lookup-routes'
import { batchGroupText, branchText, splitByBranch } from '../../../components/line-label'
import { ScoreFigure } from '../../../components/score-figure'
import { TrendChart } from '../../../components/charts'
import { AdmissionLineSource, SourceTag } from '../../../components/source-tag'
import { LookupStore, SCHOOL_TABS, type SchoolDetailStore, type SchoolTab } from '../../../stores/lookup'
import type { AdmissionLine, PlanRow, SchoolDetail } from '../../../model/lookup'
import { formatNumber } from '../../../utils/number'
import './schoolDetail.scss'
import { useStore } from '../../../stores'
import { AsyncView } from '../../../components/async-view'
import { Chips } from '../../../components/chips'
import { DataTable } from '../../../components/data-table'
import { Note } from '../../../components/note'
import { PagedList } from '../../../components/paged-list'
import { Section } from '../../../components/section'
import { PickerRow } from '../../../components/picker-row'
import { yearsText } from '../../../utils/date'

function schoolIdOf(params: Record<string, string | undefined>): number | null {
  const raw = params.SchoolId ?? params.schoolId ?? params.id
  const n = Number(raw)
  return Number.isInteger(n) && n > 0 ? n : null
}

/** the columns of an admission-line table: year, batch and group, lowest score and rank (marked when 推算), source */
function lineColumns(first: { title: string; flex: number; render: (l: AdmissionLine) => ReactNode }) {
  return [
    { title: '年份', flex: 0.6, render: (l: AdmissionLine) => l.Year },
    first,
    { title: '最低分', flex: 0.9, align: 'right' as const, render: (l: AdmissionLine) => <ScoreFigure value={l.MinScore} estimated={l.ScoreRounded} /> },
    {
      title: '最低位次',
      flex: 1.1,
      align: 'right' as const,
      render: (l: AdmissionLine) => <ScoreFigure value={l.MinRank} from={l.MinRankFrom} estimated={l.IsDerived} />,
    },
    {
      title: '来源',
      flex: 1,
      align: 'right' as const,
      render: (l: AdmissionLine) => (
        <AdmissionLineSource
          line={l}
          what={`${l.Year}年 ${l.ProvinceName} ${l.SubjectName} ${l.SchoolName} ${batchGroupText(l)} 最低分 ${formatNumber(l.MinScore)}`}
        />
      ),
    },
  ]
}

const Header = observer(function Header({ s }: { s: SchoolDetail }) {
  const lookup = useStore().part(LookupStore)
  const compare = lookup.compare
  const inBasket = compare.has(s.SchoolId)
  return (
    <View className='lk-school__head' data-testid='school-head'>
      <View className='lk-school__title-row'>
        <View className='lk-school__logo'>{s.SchoolName.slice(0, 1)}</View>
        <View className='lk-school__title'>
          <Text className='lk-school__name'>{s.SchoolName}</Text>
          {s.NameEn ? <Text className='lk-school__en'>{s.NameEn}</Text> : null}
        </View>
        <View
          className={`lk-school__pk ${inBasket ? 'lk-school__pk--on' : ''}`}
          onClick={() => {
            const why = compare.toggle(s)
            if (why) void Taro.showToast({ title: why, icon: 'none' })
            else if (!inBasket) void Taro.showToast({ title: '已加入对比', icon: 'none' })
          }}
        >
          {inBasket ? '已加入对比' : '+ 对比'}
        </View>
      </View>
      <View className='zy-lk-tags'>
        {schoolTags(s).map((t, i) => (
          <Text key={i} className={`zy-lk-tag ${t.key ? 'zy-lk-tag--key' : ''}`}>
            {t.text}
          </Text>
        ))}
      </View>
      <Text className='lk-school__meta'>
        {[s.ProvinceName, s.City].filter(Boolean).join(' · ')} · 主管部门 {s.Authority || '—'} · 院校代码 {s.SchoolCode}
      </Text>
      <View className='zy-lk-row lk-school__sources'>
        <SourceTag source={s.Source} what='院校名称、所在地、层次、主管部门' />
        {s.TagSource ? <SourceTag source={s.TagSource} what='985/211/双一流、类型、建校年份、学科' /> : null}
      </View>
    </View>
  )
})

const Overview = observer(function Overview({ s }: { s: SchoolDetail }) {
  const cov = s.DataCoverage
  return (
    <View>
      <Section title='基本信息'>
        <DataTable
          rows={[
            ['办学层次', s.Level],
            ['办学性质', s.IsPrivate ? '民办' : '公办'],
            ['院校类型', s.SchoolType ?? '未标注'],
            ['建校年份', s.Founded ? `${s.Founded} 年` : '未标注'],
            ['学校标识码', s.MoeCode],
            ['教育部名单备注', s.Note || '—'],
            [
              '985 / 211 / 双一流',
              s.TagsKnown
                ? [s.Is985 ? '985' : '', s.Is211 ? '211' : '', s.IsDoubleFirstClass ? '双一流' : ''].filter(Boolean).join('、') || '均不是'
                : '未标注（不在重点院校名单中）',
            ],
          ]}
          rowKey={(r) => r[0]}
          columns={[
            { title: '项目', flex: 1, render: (r) => r[0] },
            { title: '内容', flex: 2, render: (r) => r[1] },
          ]}
        />
        {s.Website ? (
          <View className='lk-school__site'>
            <Text className='zy-lk-muted'>官网：</Text>
            <Text className='zy-lk-link' onClick={() => void Taro.setClipboardData({ data: s.Website ?? '' })}>
              {s.Website}（点按复制）
            </Text>
            {s.WebsiteSource ? <SourceTag compact source={s.WebsiteSource} what='官网地址' /> : null}
          </View>
        ) : null}
      </Section>
      {s.DoubleFirstClassDisciplines.length ? (
        <Section title='双一流建设学科' extra={s.TagSource ? <SourceTag compact source={s.TagSource} /> : null}>
          <View>
            {s.DoubleFirstClassDisciplines.map((d) => (
              <Text key={d} className='zy-lk-tag'>
                {d}
              </Text>
            ))}
          </View>
          <Note>第三方精选，不一定完整。</Note>
        </Section>
      ) : null}
      {s.Assessment && (s.Assessment.APlus.length || s.Assessment.A.length || s.Assessment.AMinus.length) ? (
        <Section title='第四轮学科评估（精选）' extra={s.TagSource ? <SourceTag compact source={s.TagSource} /> : null}>
          {(
            [
              ['A+', s.Assessment.APlus],
              ['A', s.Assessment.A],
              ['A-', s.Assessment.AMinus],
            ] as const
          )
            .filter(([, list]) => list.length)
            .map(([grade, list]) => (
              <View key={grade} className='lk-school__assess'>
                <Text className='lk-school__grade'>{grade}</Text>
                <Text className='lk-school__assess-list'>{list.join('、')}</Text>
              </View>
            ))}
        </Section>
      ) : null}
      <Section title='我们有的数据'>
        <Text className='zy-lk-muted'>
          普通类录取数据 {formatNumber(cov.AdmissionRows, { unit: '条' })}，招生计划 {formatNumber(cov.PlanRows, { unit: '条' })}
          {cov.Years.length ? `，年份 ${yearsText(cov.Years)}` : ''}，覆盖 {cov.Provinces.length} 个省份。
        </Text>
      </Section>
    </View>
  )
})

const ContextBar = observer(function ContextBar({ store, withPlans }: { store: SchoolDetailStore; withPlans?: boolean }) {
  const provinces = withPlans ? store.planProvinces : store.provinces
  if (!provinces.length) return null
  return (
    <Section>
      <PickerRow
        label='生源省份'
        testId='school-province'
        options={provinces.map((p) => ({ key: p.ProvinceId, label: p.ProvinceName }))}
        value={store.provinceId}
        onChange={(id) => void store.setProvince(id)}
      />
      {store.tracks.length > 1 ? (
        <View className='zy-lk-gap-top'>
          <Chips
            options={store.tracks.map((t) => ({ key: t.subjectType, label: t.name }))}
            value={store.subjectType}
            onChange={(k) => k && void store.setTrack(k)}
          />
        </View>
      ) : null}
    </Section>
  )
})

const Lines = observer(function Lines({ store }: { store: SchoolDetailStore }) {
  const e = store.enrollment
  const { own, branches } = splitByBranch(store.lines)
  const pager = store.majorLines
  if (!store.provinces.length)
    return (
      <Section>
        <Note>我们的数据中暂无该校的录取分数线。</Note>
      </Section>
    )
  return (
    <View>
      <ContextBar store={store} />
      <Section title='院校 / 专业组录取线' testId='school-lines'>
        <AsyncView state={e} isEmpty={!store.lines.length} onRetry={() => void store.loadLines()} emptyText='该省份、科类暂无录取线'>
          {store.trend.length > 1 ? <TrendChart points={store.trend} title={`历年最低录取（${store.trendBatches}）`} /> : null}
          {own.length ? (
            <View className='zy-lk-gap-top'>
              <DataTable
                testId='school-line-table'
                rows={own}
                rowKey={(l) => l.Id}
                columns={lineColumns({ title: '批次 / 组', flex: 1.4, render: (l) => batchGroupText(l) })}
              />
            </View>
          ) : null}
          <Note>位次为该分数在当年一分一段表中的累计人数；标「推算」的不是官方公布值：位次由最低分按一分一段表换算，或分数是第三方计算值（已取整）。</Note>
        </AsyncView>
      </Section>
      {branches.length ? (
        <Section title='分校区、中外合作办学与单列招生' testId='school-branch-lines'>
          <Note>下列是该校其他校区、中外合作办学、单独招生的学院或单列类别的录取线，与院校本部分开录取，不计入上面的趋势。</Note>
          <DataTable
            testId='school-branch-table'
            rows={branches}
            rowKey={(l) => l.Id}
            columns={lineColumns({
              title: '招生单位',
              flex: 1.6,
              render: (l) => (
                <View>
                  <Text className='lk-block' data-testid='branch-name' data-printed={l.SchoolName}>
                    {branchText(l)}
                  </Text>
                  <Text className='zy-lk-muted'>{batchGroupText(l)}</Text>
                </View>
              ),
            })}
          />
        </Section>
      ) : null}
      <Section title='专业录取线' testId='school-major-lines'>
        {store.majorLineYears.length > 1 ? (
          <Chips
            allowNone
            options={store.majorLineYears.map((y) => ({ key: y, label: `${y}` }))}
            value={store.majorLineYear}
            onChange={(y) => void store.setMajorLineYear(y)}
          />
        ) : null}
        <PagedList
          pager={pager}
          skeletonRows={3}
          emptyText='暂无专业录取线'
          render={(items) => (
            <DataTable
              testId='school-major-table'
              rows={items}
              rowKey={(l) => l.Id}
              columns={lineColumns({
                title: '专业',
                flex: 1.9,
                render: (l) => (
                  <View>
                    <Text className='lk-block'>{l.MajorName}</Text>
                    <Text className='zy-lk-muted' data-testid='major-line-group'>
                      {[batchGroupText(l), branchText(l)].filter(Boolean).join(' · ')}
                    </Text>
                  </View>
                ),
              })}
            />
          )}
        />
      </Section>
    </View>
  )
})

const Majors = observer(function Majors({ store }: { store: SchoolDetailStore }) {
  const m = store.majors
  const list = m.data?.List ?? []
  const groups = new Map<string, typeof list>()
  for (const x of list) {
    const k = x.DisciplineName || '其他'
    groups.set(k, [...(groups.get(k) ?? []), x])
  }
  return (
    <AsyncView state={m} isEmpty={!list.length} onRetry={() => void m.retry()} emptyText='暂无开设专业数据'>
      {m.data?.Note ? (
        <View className='zy-lk-pad'>
          <Note>{m.data.Note}</Note>
        </View>
      ) : null}
      {[...groups].map(([name, items]) => (
        <Section key={name} title={name} extra={`${items.length} 个`}>
          {items.map((x) => (
            <View
              key={`${x.MajorName}-${x.CatalogCode ?? ''}`}
              className='lk-school__major'
              onClick={x.CatalogCode ? () => openMajor(x.CatalogCode as string) : undefined}
            >
              <View className='zy-lk-between'>
                <Text className={x.CatalogCode ? 'zy-lk-link' : ''}>{x.MajorName}</Text>
                <SourceTag compact source={x.Source} />
              </View>
              <Text className='zy-lk-muted'>
                {[
                  x.ClassName,
                  yearsText(x.Years),
                  x.PlanCount !== null ? `计划 ${formatNumber(x.PlanCount, { unit: '人' })}` : '',
                  `${x.Provinces.length} 个省份`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </View>
          ))}
        </Section>
      ))}
    </AsyncView>
  )
})

const Plans = observer(function Plans({ store }: { store: SchoolDetailStore }) {
  return (
    <View>
      <ContextBar store={store} withPlans />
      {store.planNote ? (
        <View className='zy-lk-pad'>
          <Note>{store.planNote}</Note>
        </View>
      ) : null}
      <Section title='招生计划'>
        <PagedList
          pager={store.plans}
          skeletonRows={3}
          emptyText='暂无该校招生计划数据'
          render={(items: PlanRow[]) => (
            <DataTable
              testId='school-plan-table'
              rows={items}
              rowKey={(p) => p.Id}
              columns={[
                { title: '年份', flex: 0.6, render: (p) => p.Year },
                {
                  title: '专业（组）',
                  flex: 2.2,
                  render: (p) => (
                    <View>
                      <Text className='lk-block'>{p.MajorName || '—'}</Text>
                      <Text className='zy-lk-muted' data-testid='plan-row-labels'>
                        {[batchGroupText(p), branchText(p), p.ElectiveRequirement ? `选科 ${p.ElectiveRequirement}` : '', p.Tuition ? `学费 ${p.Tuition}` : '']
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </View>
                  ),
                },
                { title: '计划', flex: 0.7, align: 'right', render: (p) => formatNumber(p.PlanCount, { unit: '人' }) },
                { title: '来源', flex: 0.9, align: 'right', render: (p) => <SourceTag compact source={p.Source} year={null} /> },
              ]}
            />
          )}
        />
      </Section>
    </View>
  )
})

const Elective = observer(function Elective({ store }: { store: SchoolDetailStore }) {
  const r = store.elective
  const list = r.data?.List ?? []
  return (
    <View>
      <ContextBar store={store} />
      <Section title='选科要求'>
        <AsyncView state={r} isEmpty={!list.length} onRetry={() => void store.loadElective()} emptyText='暂无选科要求数据'>
          <DataTable
            rows={list}
            rowKey={(x, i) => `${x.Year}-${x.MajorGroup}-${x.MajorName}-${i}`}
            columns={[
              { title: '年份', flex: 0.6, render: (x) => x.Year },
              { title: '专业（组）', flex: 1.8, render: (x) => [x.MajorName || '—', x.GroupName].filter(Boolean).join(' · ') },
              { title: '要求', flex: 1.4, render: (x) => x.Requirement || '不限' },
              { title: '来源', flex: 1, align: 'right', render: (x) => <SourceTag compact source={x.Source} year={x.Year} /> },
            ]}
          />
          {r.data?.Note ? <Note>{r.data.Note}</Note> : null}
        </AsyncView>
      </Section>
    </View>
  )
})

const Charters = observer(function Charters({ store }: { store: SchoolDetailStore }) {
  const r = store.charters
  const list = r.data ?? []
  return (
    <Section title='招生章程'>
      <AsyncView state={r} isEmpty={!list.length} onRetry={() => void r.retry()} emptyText='暂无招生章程'>
        {list.map((c) => (
          <View key={c.Id} className='lk-school__charter' data-testid='charter-item' onClick={() => open(LOOKUP.constitution, { Id: c.Id })}>
            <View className='zy-lk-between'>
              <Text>{c.Title}</Text>
              <Text className='zy-lk-muted'>›</Text>
            </View>
            <Text className='zy-lk-muted'>{c.HasText ? `${c.Year ?? ''}年 · 有原文` : c.Message || '暂无原文，可查看官方链接'}</Text>
          </View>
        ))}
      </AsyncView>
    </Section>
  )
})

function HomeSchoolDetailPage() {
  const router = useRouter()
  const lookup = useStore().part(LookupStore)
  const id = schoolIdOf(router.params)
  const [store] = useState(() => (id ? lookup.schoolDetail(id) : null))
  useEffect(() => {
    if (store) void store.init().then(() => store.ensureTab())
  }, [store])
  useReachBottom(() => {
    if (!store) return
    if (store.tab === 'lines') void store.majorLines.loadMore()
    if (store.tab === 'plan') void store.plans.loadMore()
  })
  useEffect(() => {
    if (store?.info.data) void Taro.setNavigationBarTitle({ title: store.info.data.SchoolName }).catch(() => undefined)
  }, [store?.info.data])

  if (!store)
    return (
      <PageShell>
        <ErrorView text='缺少院校参数' detail='请从查大学页面进入' />
      </PageShell>
    )
  const info = store.info
  if (info.error)
    return (
      <PageShell>
        <ErrorView detail={info.error} onRetry={() => void store.retryInit()} />
      </PageShell>
    )
  if (!info.data)
    return (
      <PageShell>
        <Skeleton rows={5} />
      </PageShell>
    )
  const s = info.data
  const body: Record<SchoolTab, JSX.Element> = {
    overview: <Overview s={s} />,
    lines: <Lines store={store} />,
    majors: <Majors store={store} />,
    plan: <Plans store={store} />,
    elective: <Elective store={store} />,
    charter: <Charters store={store} />,
  }
  return (
    <PageShell className='lk-school'>
      <Header s={s} />
      <View className='lk-school__tabs' data-testid='school-tabs'>
        <Chips options={SCHOOL_TABS.map((t) => ({ key: t.key, label: t.name }))} value={store.tab} onChange={(k) => k && store.setTab(k)} />
      </View>
      {body[store.tab]}
      <View className='zy-lk-spacer' />
    </PageShell>
  )
}

export default observer(HomeSchoolDetailPage)

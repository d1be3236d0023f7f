import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useMemo, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { readParam } from '../../utils/url'
import { PageShell } from '../../components/page-shell'
import { Tree, type TreeNodeInput } from '../../components/tree'
import { LOOKUP, open, openMajor } from '../../navigation/lookup-routes'
import { SourceTag } from '../../components/source-tag'
import type { SpecialtyTree } from '../../model/lookup'
import { LookupStore, type CatalogYear } from '../../stores/lookup'
import './specialityCategory.scss'
import { useStore } from '../../stores'
import { AsyncView } from '../../components/async-view'
import { Chips } from '../../components/chips'
import { Note } from '../../components/note'
import { Section } from '../../components/section'

interface CatalogNode {
  kind: 'discipline' | 'class' | 'major'
  code: string
  count?: string
  special?: boolean
  controlled?: boolean
}

/** 门类 → 专业类 → 专业 as nodes of the shared tree view; the 专业类 `open` (a link's ClassCode) starts expanded. */
function catalogNodes(tree: SpecialtyTree | null, open: string): TreeNodeInput<CatalogNode>[] {
  return (tree?.List ?? []).map((d) => ({
    id: `d${d.Code}`,
    label: d.Name,
    expanded: !!open && d.Children.some((c) => c.Code === open),
    data: { kind: 'discipline', code: d.Code, count: `${d.Children.length} 类` },
    children: d.Children.map((c) => ({
      id: `c${c.Code}`,
      label: c.Name,
      expanded: c.Code === open,
      data: { kind: 'class', code: c.Code, count: `${c.Children.length} 个` },
      children: c.Children.map((m) => ({
        id: `m${m.MajorCode}`,
        label: m.Name,
        data: { kind: 'major', code: m.MajorCode, special: m.IsSpecial, controlled: m.IsControlled },
      })),
    })),
  }))
}

/** 本科专业目录 as a tree: 门类 → 专业类 → 专业 (T 特设, K 国家控制). */
function SpecialityCategoryPage() {
  const lookup = useStore().part(LookupStore)
  const [year, setYear] = useState<CatalogYear>(2026)
  const [catalogue] = useState(() => lookup.catalogueOfYear())
  useEffect(() => catalogue.load(year), [year, catalogue])
  const tree = catalogue.result
  const data = tree.data
  // an occupation's or an industry's 专业类 opens the catalogue at that class
  const openClass = readParam(useRouter().params, 'ClassCode').trim()
  const nodes = useMemo(() => catalogNodes(data, openClass), [data, openClass])
  return (
    <PageShell className='lk-cat'>
      <View className='lk-cat__top'>
        <View className='lk-cat__search' onClick={() => open(LOOKUP.searchSpecialty)}>
          ⌕ 搜索专业名称
        </View>
        <Chips
          options={[
            { key: 2026, label: '2026 目录' },
            { key: 2025, label: '2025 目录' },
          ]}
          value={year}
          onChange={(y) => y && setYear(y)}
        />
      </View>
      <AsyncView state={tree} isEmpty={!data?.List.length} onRetry={() => void tree.retry()} emptyText='这一年的专业目录暂无数据' skeletonRows={6}>
        {data ? (
          <Section
            title={`普通高等学校本科专业目录（${data.CatalogYear}年）`}
            extra={<SourceTag compact source={data.Source} year={data.CatalogYear} what='本科专业目录' />}
            testId='category-tree'
          >
            <Text className='zy-lk-muted'>
              共 {data.List.length} 个学科门类、{data.List.reduce((n, d) => n + d.Children.length, 0)} 个专业类、{data.MajorCount} 个专业
            </Text>
            <Tree<CatalogNode>
              testId='category-tree-view'
              data={nodes}
              accordion
              onNodeClick={(n) => {
                if (n.data?.kind === 'major') openMajor(n.data.code)
              }}
              renderLabel={(n) => (
                <View className='lk-cat__label'>
                  <Text className={n.data?.kind === 'major' ? 'lk-cat__code' : 'lk-cat__code lk-cat__code--head'}>{n.data?.code}</Text>
                  <Text className={`lk-cat__name ${n.data?.kind === 'major' ? 'zy-lk-link' : n.data?.kind === 'discipline' ? 'lk-cat__name--d' : ''}`}>
                    {n.label}
                  </Text>
                  {n.data?.special ? <Text className='zy-lk-tag zy-lk-tag--warn'>特设</Text> : null}
                  {n.data?.controlled ? <Text className='zy-lk-tag zy-lk-tag--warn'>国控</Text> : null}
                  {n.data?.count ? <Text className='zy-lk-muted'>{n.data.count}</Text> : null}
                </View>
              )}
            />
            <Note>点按门类、专业类展开；点按专业查看详情和开设院校。代码后缀 T 为特设专业，K 为国家控制布点专业。</Note>
          </Section>
        ) : null}
      </AsyncView>
    </PageShell>
  )
}

export default observer(SpecialityCategoryPage)

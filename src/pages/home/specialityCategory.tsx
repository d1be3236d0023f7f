import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { PageShell } from '../../components/page-shell'
import { AsyncBlock, Chips, Note, Section } from '../../components/lookup'
import { LOOKUP, open, openMajor } from '../../components/lookup/routes'
import { SourceTag } from '../../components/source-tag'
import { Resource } from '../../stores/lookup'
import { Specialty, type SpecialtyTree } from '../../services/lookup'
import './specialityCategory.scss'

type CatalogYear = 2025 | 2026

/** 本科专业目录 as a tree: 门类 → 专业类 → 专业 (T 特设, K 国家控制). */
function SpecialityCategoryPage() {
  const [year, setYear] = useState<CatalogYear>(2026)
  const [tree] = useState(() => new Resource<SpecialtyTree>())
  const [openNodes, setOpenNodes] = useState<Record<string, boolean>>({})
  useEffect(() => {
    void tree.load(() => Specialty.SpecialtyCategoryList({ CatalogYear: year }))
  }, [year])
  const toggle = (code: string) => setOpenNodes((o) => ({ ...o, [code]: !o[code] }))
  const data = tree.data
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
          onChange={(y) => y && setYear(y as CatalogYear)}
        />
      </View>
      <AsyncBlock resource={tree} isEmpty={!data?.List.length} onRetry={() => void tree.retry()} rows={6}>
        {data ? (
          <Section
            title={`普通高等学校本科专业目录（${data.CatalogYear}年）`}
            extra={<SourceTag compact source={data.Source} year={data.CatalogYear} what='本科专业目录' />}
            testId='category-tree'
          >
            <Text className='zy-lk-muted'>
              共 {data.List.length} 个学科门类、{data.List.reduce((n, d) => n + d.Children.length, 0)} 个专业类、{data.MajorCount} 个专业
            </Text>
            {data.List.map((d) => (
              <View key={d.Code} className='lk-cat__node'>
                <View className='lk-cat__row lk-cat__row--d' data-testid='tree-discipline' onClick={() => toggle(d.Code)}>
                  <Text className='lk-cat__arrow'>{openNodes[d.Code] ? '▾' : '▸'}</Text>
                  <Text className='lk-cat__name'>
                    {d.Code} {d.Name}
                  </Text>
                  <Text className='zy-lk-muted'>{d.Children.length} 类</Text>
                </View>
                {openNodes[d.Code]
                  ? d.Children.map((c) => (
                      <View key={c.Code} className='lk-cat__node lk-cat__node--c'>
                        <View className='lk-cat__row' data-testid='tree-class' onClick={() => toggle(c.Code)}>
                          <Text className='lk-cat__arrow'>{openNodes[c.Code] ? '▾' : '▸'}</Text>
                          <Text className='lk-cat__name'>
                            {c.Code} {c.Name}
                          </Text>
                          <Text className='zy-lk-muted'>{c.Children.length} 个</Text>
                        </View>
                        {openNodes[c.Code]
                          ? c.Children.map((m) => (
                              <View key={m.MajorCode} className='lk-cat__row lk-cat__row--m' data-testid='tree-major' onClick={() => openMajor(m.MajorCode)}>
                                <Text className='lk-cat__code'>{m.MajorCode}</Text>
                                <Text className='lk-cat__name zy-lk-link'>{m.Name}</Text>
                                {m.IsSpecial ? <Text className='zy-lk-tag zy-lk-tag--warn'>特设</Text> : null}
                                {m.IsControlled ? <Text className='zy-lk-tag zy-lk-tag--warn'>国控</Text> : null}
                              </View>
                            ))
                          : null}
                      </View>
                    ))
                  : null}
              </View>
            ))}
            <Note>代码后缀 T 为特设专业，K 为国家控制布点专业。点按专业查看详情和开设院校。</Note>
          </Section>
        ) : null}
      </AsyncBlock>
    </PageShell>
  )
}

export default observer(SpecialityCategoryPage)

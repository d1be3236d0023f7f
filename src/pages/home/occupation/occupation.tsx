import { useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import holland from '../../../assets/entries/holland.png'
import { MenuList, openRoute } from '../../../components/menu-list'
import { SearchEntry } from '../../../components/search-box'
import { Section } from '../../../components/section'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { Tree, type TreeNodeInput } from '../../../components/tree'
import { Note } from '../../../components/note'
import { OccupationRow, OursTag } from '../../../components/occupation-row'
import { useStore } from '../../../stores'
import { CareerStore, type CategoryTree } from '../../../stores/career'

interface Cat {
  code: string
  count: number
  holland: string
  leaf: boolean
}

/** 大类 → 中类 as nodes of the shared tree view; a 中类 opens its occupations. */
function nodes(tree: CategoryTree | null): TreeNodeInput<Cat>[] {
  return (tree?.List ?? []).map((b) => ({
    id: b.Code,
    label: `${b.Code} ${b.Name}`,
    data: { code: b.Code, count: b.Count, holland: '', leaf: false },
    children: (b.Children ?? []).map((m) => ({ id: m.Code, label: m.Name, data: { code: m.Code, count: m.Count, holland: m.Holland, leaf: true } })),
  }))
}

/** 职业库: search, the classification's categories, the occupations the 大典 marks as digital, and search by interest code. */
function OccupationPage() {
  const career = useStore().part(CareerStore)
  const tree = useLoaded(() => career.load('Profession/CategoryList', { Tree: true }), [])
  const hot = useLoaded(() => career.load('Profession/ProfessionHotList', { Kind: 'digital', PageSize: 8 }), [])
  const data = useMemo(() => nodes(tree.data), [tree.data])
  return (
    <PageShell>
      <View style={{ padding: '12px' }}>
        <SearchEntry placeholder='搜索职业名称' onClick={() => openRoute('pages/home/occupation/occupationsearch')} testId='occupation-search' />
      </View>
      <Section flush>
        <MenuList
          items={[
            {
              key: 'riasec',
              title: '按兴趣代码找职业',
              icon: holland,
              desc: '用霍兰德兴趣代码（如 RIA）找相近的职业',
              route: 'pages/home/occupation/occupationtypesearch',
              testId: 'occupation-riasec',
            },
          ]}
        />
      </Section>
      <Section title='职业分类' testId='occupation-categories'>
        <AsyncView state={tree} isEmpty={!tree.data?.List.length} onRetry={() => void tree.retry()} emptyText='暂无职业分类' skeletonRows={6}>
          {() => (
            <>
              <Text className='zy-lk-muted'>{tree.data!.DataSource}。点按大类展开，点按中类查看其下的职业。</Text>
              <Tree<Cat>
                testId='occupation-tree'
                data={data}
                accordion
                onNodeClick={(n) => {
                  if (n.data?.leaf) openRoute(`pages/home/occupation/occupationList?CategoryCode=${n.data.code}&name=${encodeURIComponent(n.label)}`)
                }}
                renderLabel={(n) => (
                  <View className='zy-lk-between' data-testid={n.data?.leaf ? 'occupation-middle' : 'occupation-major'} data-code={n.data?.code}>
                    <Text className={n.data?.leaf ? 'zy-lk-link' : ''}>{n.label}</Text>
                    <Text className='zy-lk-muted'>
                      {n.data?.holland ? `${n.data.holland} · ` : ''}
                      {n.data?.count} 个
                    </Text>
                  </View>
                )}
              />
              <Note>
                中类旁的字母是霍兰德兴趣代码
                <OursTag />
              </Note>
            </>
          )}
        </AsyncView>
      </Section>
      <Section title='值得关注：数字职业' testId='occupation-hot'>
        <AsyncView state={hot} isEmpty={!hot.data?.List.length} onRetry={() => void hot.retry()} emptyText='暂无数字职业'>
          {() => (
            <>
              <Text className='zy-lk-muted'>{hot.data!.Basis}</Text>
              {hot.data!.List.map((o) => (
                <OccupationRow key={o.Code} o={o} />
              ))}
              <Text
                className='zy-lk-link'
                data-testid='occupation-hot-more'
                onClick={() => openRoute(`pages/home/occupation/occupationList?hot=digital&name=${encodeURIComponent('数字职业')}`)}
              >
                查看全部 {hot.data!.Total} 个数字职业 ›
              </Text>
            </>
          )}
        </AsyncView>
      </Section>
    </PageShell>
  )
}

export default observer(OccupationPage)

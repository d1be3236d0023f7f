import { useEffect, useMemo, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AsyncView } from '../../../components/async-view'
import { Tree, type TreeHandle, type TreeNodeInput } from '../../../components/tree'
import { BottomBar, Button, Note, Section } from '../../../components/ui'
import { ScoreSummary } from '../../../components/ui/score-summary'
import { SourceTag } from '../../../components/source-tag'
import { EmptyView } from '../../../components/empty-view'
import { Resource } from '../../../stores/lookup'
import { Specialty, type SpecialtyTree } from '../../../services/lookup'
import './index.scss'

/** how many majors one search may start from (a wish holds about six majors per school) */
export const MAX_MAJORS = 6

interface MajorNode {
  code: string
}

/** 门类 → 专业类 → 专业 of the official catalogue, majors checkable. */
function catalogue(tree: SpecialtyTree | null): TreeNodeInput<MajorNode>[] {
  return (tree?.List ?? []).map((d) => ({
    id: `d${d.Code}`,
    label: `${d.Name}`,
    children: d.Children.map((c) => ({
      id: `c${c.Code}`,
      label: c.Name,
      children: c.Children.map((m) => ({ id: `m${m.MajorCode}`, label: m.Name, data: { code: m.MajorCode } })),
    })),
  }))
}

/** 专业优先: choose the majors first (from the official catalogue), then the schools that offer them. */
function SpecialityFirstPage() {
  const [tree] = useState(() => new Resource<SpecialtyTree>(() => Specialty.SpecialtyCategoryList({})))
  const [chosen, setChosen] = useState<{ code: string; name: string }[]>([])
  const [searched, setSearched] = useState(false)
  const ref = useRef<TreeHandle<MajorNode>>(null)
  useEffect(() => {
    void tree.load()
  }, [tree])
  const nodes = useMemo(() => catalogue(tree.data), [tree.data])

  return (
    <PageShell className='zy-spec-first'>
      <ScoreSummary />
      <AsyncView state={tree} isEmpty={!nodes.length} onRetry={() => void tree.retry()} skeletonRows={6}>
        {() => (
          <Section
            title='选择想学的专业'
            extra={tree.data ? <SourceTag compact source={tree.data.Source} year={tree.data.CatalogYear} what='本科专业目录' /> : null}
            testId='major-tree'
          >
            <Text className='zy-muted'>最多选 {MAX_MAJORS} 个；点按门类、专业类展开</Text>
            <Tree<MajorNode>
              ref={ref}
              data={nodes}
              showCheckbox
              checkOnlyLeaf
              accordion
              onCheck={(_node, summary) => {
                const majors = summary.checkedNodes.filter((n) => n.isLeaf && n.data)
                if (majors.length > MAX_MAJORS) {
                  // undo the last tap: the limit is a rule, not a suggestion
                  ref.current?.setChecked(_node.id, false)
                  void Taro.showToast({ title: `最多选择 ${MAX_MAJORS} 个专业`, icon: 'none', duration: 2000 })
                  return
                }
                setChosen(majors.map((n) => ({ code: n.data!.code, name: n.label })))
                setSearched(false)
              }}
            />
          </Section>
        )}
      </AsyncView>
      {searched ? (
        <Section title='开设这些专业的院校' testId='major-schools'>
          <EmptyView text='暂无推荐院校' hint='专业优先推荐上线后，这里会列出开设所选专业、按你的位次可冲稳保的院校' />
        </Section>
      ) : null}
      <Note>专业名称以教育部《普通高等学校本科专业目录》为准；同一专业在不同院校的培养方向可能不同，请查看院校的招生章程。</Note>
      <BottomBar>
        <View className='zy-spec-first__bar'>
          <Text className='zy-spec-first__chosen' data-testid='chosen-majors'>
            {chosen.length ? `已选 ${chosen.length} 个：${chosen.map((c) => c.name).join('、')}` : '还没有选择专业'}
          </Text>
          <Button size='small' disabled={!chosen.length} onClick={() => setSearched(true)} testId='find-schools'>
            找院校
          </Button>
        </View>
      </BottomBar>
    </PageShell>
  )
}

export default observer(SpecialityFirstPage)

import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { AtTag } from 'taro-ui'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { ListBody, useNumberParam } from '../../../components/wish-page'
import { WishGate } from '../../../components/wish-gate'
import type { SpecialtyTree } from '../../../model/lookup'
import './index.scss'
import { useStore } from '../../../stores'
import { LookupStore } from '../../../stores/lookup'
import 'taro-ui/lib/style/components/tag.scss'

/** A choice in the catalogue: a 门类 (2-digit code) or a 专业类 (4-digit code), as Wish filters take them. */
export interface MajorChoice {
  code: string
  label: string
}

/** the 门类 and, when one is open, its 专业类 */
const Catalogue = observer(function Catalogue({
  tree,
  value,
  onChange,
}: {
  tree: SpecialtyTree
  value: MajorChoice | null
  onChange: (c: MajorChoice) => void
}) {
  const [open, setOpen] = useState<string | null>(value ? value.code.slice(0, 2) : null)
  const discipline = tree.List.find((d) => d.Code === open) ?? null
  return (
    <View data-testid='major-tree'>
      <View className='zy-spec__chips'>
        {tree.List.map((d) => (
          <View key={d.Code} className='zy-spec__chip' data-testid='discipline'>
            <AtTag size='small' circle active={open === d.Code} type='primary' onClick={() => setOpen(d.Code)}>
              {d.Name}
            </AtTag>
          </View>
        ))}
      </View>
      {discipline ? (
        <View className='zy-spec__classes' data-testid='major-classes'>
          <Text className='zy-spec__sub'>{discipline.Name}下的专业类</Text>
          <View className='zy-spec__chips'>
            <View className='zy-spec__chip' data-testid='major-class'>
              <AtTag
                size='small'
                active={value?.code === discipline.Code}
                onClick={() => onChange({ code: discipline.Code, label: `${discipline.Name}（全部）` })}
              >
                全部{discipline.Name}
              </AtTag>
            </View>
            {discipline.Children.map((c) => (
              <View key={c.Code} className='zy-spec__chip' data-testid='major-class'>
                <AtTag size='small' active={value?.code === c.Code} onClick={() => onChange({ code: c.Code, label: `${discipline.Name} · ${c.Name}` })}>
                  {c.Name}
                </AtTag>
              </View>
            ))}
          </View>
        </View>
      ) : null}
    </View>
  )
})

/** 专业优先: choose a 门类 or 专业类 of the official catalogue, then the majors (Wish/SpecialtyFirstList) by probability. */
function SpecialityFirstPage() {
  const lookup = useStore().part(LookupStore)
  const batchId = useNumberParam('BatchId')
  const tree = useLoaded(() => lookup.catalogue())
  const [choice, setChoice] = useState<MajorChoice | null>(null)
  const [folded, setFolded] = useState(false)
  const pick = (c: MajorChoice) => {
    setChoice(c)
    setFolded(true)
  }
  return (
    <PageShell className='zy-spec'>
      <View className='zy-spec__card'>
        <View className='zy-spec__head'>
          <Text className='zy-spec__title'>选择想学的专业</Text>
          {choice && folded ? (
            <Text className='zy-spec__link' onClick={() => setFolded(false)}>
              更换 ›
            </Text>
          ) : null}
        </View>
        {choice && folded ? (
          <Text className='zy-spec__chosen' data-testid='chosen-major'>
            已选：{choice.label}
          </Text>
        ) : (
          <AsyncView
            state={tree}
            isEmpty={!tree.data?.List.length}
            emptyText='专业目录暂时没有内容'
            emptyHint='稍后再来看看，或先用「院校优先」填报'
            onRetry={() => void tree.retry()}
            skeletonRows={3}
          >
            {() => (
              <View>
                <Text className='zy-spec__sub'>按教育部《普通高等学校本科专业目录》（{tree.data!.CatalogYear} 年版），先选门类，再选专业类</Text>
                <Catalogue tree={tree.data!} value={choice} onChange={pick} />
              </View>
            )}
          </AsyncView>
        )}
      </View>
      <WishGate batchId={batchId} what='按专业推荐院校'>
        {(batch) =>
          choice ? (
            <ListBody
              key={`${batch.BatchId}-${choice.code}`}
              batch={batch}
              kind='specialty-first'
              filters={{ MajorCode: choice.code }}
              placeholder='在结果中搜索院校或专业'
              emptyHint='我们没有这类专业在你省按专业公布的录取数据；可以换一个专业类，或用院校优先'
            />
          ) : (
            <Text className='zy-spec__hint'>选好专业类后，这里会按录取概率列出开设它的院校专业</Text>
          )
        }
      </WishGate>
    </PageShell>
  )
}

export default observer(SpecialityFirstPage)

/**
 * The majors of one group (or school) wish, chosen in order, at most the province's number per wish. The
 * group's majors come from Wish/NewExamSchoolScoreLineSpecialty with their own probability where we hold their
 * history; when our data lists none, the parent types the names from the enrolment plan, and the table check warns
 * on a typed name outside the 本科专业目录 (it refuses one outside the group's list where we hold it: table.ts).
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtButton, AtCheckbox, AtFloatLayout, AtInput } from 'taro-ui'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import { unitTitle, type DraftItem, type GroupMajor } from '../../model/wish'
import { Wish } from '../../stores/wish/calls'
import { AsyncView } from '../async-view'
import 'taro-ui/lib/style/components/icon.scss'
import 'taro-ui/lib/style/components/loading.scss'
import 'taro-ui/lib/style/components/button.scss'
import 'taro-ui/lib/style/components/input.scss'
import 'taro-ui/lib/style/components/float-layout.scss'
import 'taro-ui/lib/style/components/checkbox.scss'
import './index.scss'

export interface MajorsEditorProps {
  item: DraftItem | null
  batchId: number
  forecast: boolean
  max: number
  onSave: (majors: string[]) => void
  onClose: () => void
}

function majorDesc(m: GroupMajor): string {
  if (m.Probability !== null) return `${m.Band ?? '不推荐'} · 录取概率约 ${m.Probability}%`
  return m.Reason ?? '历年数据不足，算不出概率'
}

export const MajorsEditor = observer(function MajorsEditor({ item, batchId, forecast, max, onSave, onClose }: MajorsEditorProps) {
  const store = useStore()
  const [res] = useState(() => store.resource<GroupMajor[]>())
  const [chosen, setChosen] = useState<string[]>([])
  const [typed, setTyped] = useState('')
  useEffect(() => {
    if (!item) return
    setChosen(item.Majors)
    setTyped('')
    void res.load(() => Wish.groupMajors(forecast, { UnitId: item.UnitId, BatchId: batchId }).then((d) => d.Majors))
  }, [item, batchId, forecast, res])
  const warnMax = () => void Taro.showToast({ title: `每个志愿最多填 ${max} 个专业`, icon: 'none', duration: 1500 })
  const add = (name: string) => {
    const n = name.trim()
    if (!n || chosen.includes(n)) return
    if (chosen.length >= max) return warnMax()
    setChosen([...chosen, n])
    setTyped('')
  }
  const t = item ? unitTitle(item.row) : null
  return (
    <AtFloatLayout isOpened={!!item} title={t ? `选择专业 · ${t.school}${t.unit ? ` ${t.unit}` : ''}` : ''} onClose={onClose} className='zy-majors'>
      {item ? (
        <View className='zy-majors__body' data-testid='majors-editor'>
          <Text className='zy-majors__hint'>
            按想去的顺序选，最多 {max} 个；已选 {chosen.length} 个。投档后按专业志愿顺序录取，都录不上时看是否服从调剂。
          </Text>
          {chosen.length ? (
            <View className='zy-majors__chosen'>
              {chosen.map((m, i) => (
                <View key={m} className='zy-majors__chip'>
                  <Text>
                    {i + 1}. {m}
                  </Text>
                  <Text className='zy-majors__chip-x' onClick={() => setChosen(chosen.filter((x) => x !== m))}>
                    ×
                  </Text>
                </View>
              ))}
            </View>
          ) : null}
          <AsyncView state={res} onRetry={() => void res.retry()} skeletonRows={2}>
            {() =>
              res.data && res.data.length ? (
                <AtCheckbox
                  options={res.data.map((m) => ({ value: m.MajorName, label: m.MajorName, desc: majorDesc(m) }))}
                  selectedList={chosen}
                  onChange={(list: string[]) => (list.length > max ? warnMax() : setChosen(list))}
                />
              ) : (
                <View className='zy-majors__free'>
                  <Text className='zy-majors__hint'>
                    我们没有这个志愿的专业名单，请对照今年的招生计划填写专业名称；志愿表检查时会核对名称是否在本科专业目录中。
                  </Text>
                  <View className='zy-majors__input'>
                    <AtInput
                      name='major'
                      type='text'
                      placeholder='输入专业名称'
                      maxlength={60}
                      value={typed}
                      onChange={(v: string | number) => setTyped(String(v))}
                    />
                    <AtButton size='small' onClick={() => add(typed)}>
                      添加
                    </AtButton>
                  </View>
                </View>
              )
            }
          </AsyncView>
          <View className='zy-majors__save'>
            <AtButton type='primary' onClick={() => onSave(chosen)}>
              确定
            </AtButton>
          </View>
        </View>
      ) : null}
    </AtFloatLayout>
  )
})

export default MajorsEditor

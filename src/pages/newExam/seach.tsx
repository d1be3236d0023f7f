import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtList, AtListItem, AtSearchBar } from 'taro-ui'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { AsyncView } from '../../components/async-view'
import { ListBody, useNumberParam } from '../../components/wish-page'
import { WishGate } from '../../components/wish-gate'
import { Note } from '../../components/note'
import { confirmedText } from '../../utils/confirmed-text'
import type { Batch } from '../../model/wish'
import './seach.scss'
import { useStore } from '../../stores'
import { LookupStore } from '../../stores/lookup'
import 'taro-ui/lib/style/components/list.scss'
import 'taro-ui/lib/style/components/icon.scss'
import 'taro-ui/lib/style/components/search-bar.scss'

/** Step 1: find a school by name (School/SchoolListBySchoolName). */
const SchoolSearch = observer(function SchoolSearch({ onPick }: { onPick: (s: { id: number; name: string }) => void }) {
  const store = useStore()
  const [text, setText] = useState('')
  const [finder] = useState(() => store.part(LookupStore).schoolsByName(30))
  const res = finder.result
  const [asked, setAsked] = useState('')
  const search = (typed = text) => {
    const q = typed.trim()
    if (!q) {
      void Taro.showToast({ title: '请输入院校名称', icon: 'none', duration: 1500 })
      return
    }
    setAsked(q)
    finder.load(q)
  }
  return (
    <View>
      <View data-testid='school-search'>
        <AtSearchBar
          value={text}
          placeholder='输入院校名称，如 中南大学'
          maxLength={40}
          onChange={(v: string) => setText(v)}
          onConfirm={(e: { detail?: { value?: unknown } }) => search(confirmedText(e, text))}
          onActionClick={() => search()}
        />
      </View>
      {asked ? (
        <AsyncView
          state={res}
          isEmpty={!res.data?.length}
          onRetry={() => void res.retry()}
          emptyText={`没有找到「${asked}」`}
          emptyHint='试试院校的全称或简称'
          skeletonRows={3}
        >
          {() => (
            <View className='zy-seach__list' data-testid='school-hits'>
              <AtList>
                {res.data!.map((s) => (
                  <View key={s.SchoolId} data-testid='school-hit'>
                    <AtListItem
                      title={s.SchoolName}
                      note={[s.ProvinceName, s.City, s.Level, s.IsPrivate ? '民办' : '公办'].filter(Boolean).join(' · ')}
                      arrow='right'
                      onClick={() => onPick({ id: s.SchoolId, name: s.SchoolName })}
                    />
                  </View>
                ))}
              </AtList>
            </View>
          )}
        </AsyncView>
      ) : (
        <Text className='zy-seach__hint'>找到院校后，会列出它在你省本批次的全部志愿（专业组或专业）和录取概率</Text>
      )}
    </View>
  )
})

/** Step 2: the school's units of the batch (Wish/NewExamSchoolScoreLine). */
function SchoolUnits({ batch, school, major, onBack }: { batch: Batch; school: { id: number; name: string }; major: string | null; onBack: () => void }) {
  return (
    <ListBody
      key={`${batch.BatchId}-${school.id}`}
      batch={batch}
      kind='new-exam-school'
      filters={{ SchoolId: school.id }}
      showFilters={false}
      majorFirst={major ?? undefined}
      emptyText='暂无数据~'
      emptyHint='我们没有这所院校在你省本批次的录取数据'
      top={() => (
        <View>
          <View className='zy-seach__school'>
            <Text className='zy-seach__name'>{school.name}</Text>
            <Text className='zy-seach__change' onClick={onBack}>
              换一所 ›
            </Text>
          </View>
          {major ? (
            <Note tone='info' spaced testId='major-groups-note'>
              你在找「{major}」。本省按院校专业组填报：下面是该校本批次的专业组和各组的录取概率，点「加入（首选该专业）」会把该组加入志愿表，并把「{major}
              」填为组内第一个专业。我们的数据写明含有该专业的组标有「本组有…」；没写明的，请在今年的招生计划中确认该专业在哪个组。
            </Note>
          ) : null}
        </View>
      )}
    />
  )
}

/** 院校筛选: search a school, then its units with their probability; add them to the draft. */
function NewExamSearchPage() {
  const batchId = useNumberParam('BatchId')
  const fromRoute = useNumberParam('SchoolId')
  // 专业优先 in a group province: the major the parent came from (its groups are listed with it first)
  const [major] = useState(() => decodeURIComponent(Taro.getCurrentInstance().router?.params.Major ?? '').slice(0, 40) || null)
  const [school, setSchool] = useState<{ id: number; name: string } | null>(() =>
    fromRoute !== null ? { id: fromRoute, name: decodeURIComponent(Taro.getCurrentInstance().router?.params.SchoolName ?? '') || '院校' } : null,
  )
  return (
    <PageShell>
      <WishGate newExam batchId={batchId} what='按院校查找志愿'>
        {(batch) =>
          school ? (
            <SchoolUnits batch={batch} school={school} major={school.id === fromRoute ? major : null} onBack={() => setSchool(null)} />
          ) : (
            <SchoolSearch onPick={setSchool} />
          )
        }
      </WishGate>
    </PageShell>
  )
}

export default observer(NewExamSearchPage)

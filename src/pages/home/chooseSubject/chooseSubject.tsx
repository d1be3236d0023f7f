import { useEffect, useState } from 'react'
import { Picker, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { ErrorView } from '../../../components/error-view'
import { LoadingView } from '../../../components/loading-view'
import './chooseSubject.scss'
import { useStore } from '../../../stores'
import { CareerStore } from '../../../stores/career'
import { LookupStore } from '../../../stores/lookup'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { FieldRow } from '../../../components/field-row'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { BasisNote, CombinationRow } from '../../../components/subject-combos'

/** every combination of the province with the share of majors it opens */
const Combinations = observer(function Combinations({ provinceId }: { provinceId: number }) {
  const store = useStore()
  const list = useLoaded(() => store.part(CareerStore).load('Career/SelectExamList', { ProvinceId: provinceId }), [provinceId])
  return (
    <Section
      title='各选科组合能报的专业'
      testId='subject-combos'
      onMore={() => openRoute(`pages/home/chooseSubject/chooseSubjectScreen?ProvinceId=${provinceId}`)}
      moreText='筛选'
    >
      <AsyncView
        state={list}
        isEmpty={!list.data?.Basis.Enough}
        onRetry={() => void list.retry()}
        emptyText='这个省份暂时不能计算'
        emptyHint={list.data?.Basis.Text}
      >
        {() => (
          <>
            <BasisNote basis={list.data!.Basis} />
            {list.data!.List.map((c) => (
              <CombinationRow
                key={c.Key}
                c={c}
                onOpen={() =>
                  openRoute(`pages/home/chooseSubject/chooseSubjectDetails?ProvinceId=${provinceId}&Subjects=${encodeURIComponent(c.Subjects.join(','))}`)
                }
              />
            ))}
          </>
        )}
      </AsyncView>
    </Section>
  )
})

/** 新高考选科: choose a combination by the province's rules, then see what it allows. */
function ChooseSubjectPage() {
  const store = useStore()
  const [s] = useState(() => store.part(LookupStore).subjectChoice())
  useEffect(() => {
    void s.init()
  }, [s])
  const pIndex = s.provinces.findIndex((p) => p.ID === s.provinceId)
  const go = () => {
    const combo = s.submit()
    if (combo) openRoute(`pages/home/chooseSubject/chooseSubjectDetails?ProvinceId=${s.provinceId}&Subjects=${encodeURIComponent(combo.join(','))}`)
  }
  return (
    <PageShell className='zy-choose'>
      <Section testId='choose-province'>
        <FieldRow label='高考省份'>
          <Picker
            mode='selector'
            range={s.provinces.map((p) => p.ProvinceName)}
            value={Math.max(pIndex, 0)}
            onChange={(e) => void s.setProvince(s.provinces[Number(e.detail.value)].ID)}
          >
            <Text>{pIndex < 0 ? '请选择省份' : s.provinces[pIndex].ProvinceName} ›</Text>
          </Picker>
        </FieldRow>
      </Section>
      {s.error ? <ErrorView detail={s.error} onRetry={() => void s.setProvince(s.provinceId)} /> : null}
      {s.loading ? <LoadingView /> : null}
      {s.rules && !s.choosesSubjects ? <Note tone='warn'>{s.provinceName}目前按文科、理科招生，不需要选考科目。</Note> : null}
      {s.rules && s.choosesSubjects ? (
        <>
          {s.rules.ExamMode === '3+1+2' ? (
            <Section title={`首选科目（${s.rules.FirstSubjects.length} 选 1）`} testId='first-subjects'>
              <View className='zy-choose__row'>
                {s.rules.FirstSubjects.map((x) => (
                  <Text
                    key={x}
                    data-testid={`first-${x}`}
                    className={`zy-choose__subject ${s.first === x ? 'zy-choose__subject--on' : ''}`}
                    onClick={() => s.pickFirst(x)}
                  >
                    {x}
                  </Text>
                ))}
              </View>
            </Section>
          ) : null}
          <Section
            title={`${s.rules.ExamMode === '3+1+2' ? '再选科目' : '选考科目'}（${s.rules.SecondSubjects.length} 选 ${s.rules.SecondCount}）`}
            testId='second-subjects'
          >
            <View className='zy-choose__row'>
              {s.rules.SecondSubjects.filter((x) => x !== s.first).map((x) => (
                <Text
                  key={x}
                  data-testid={`second-${x}`}
                  className={`zy-choose__subject ${s.seconds.includes(x) ? 'zy-choose__subject--on' : ''}`}
                  onClick={() => s.toggleSecond(x)}
                >
                  {x}
                </Text>
              ))}
            </View>
          </Section>
          {s.message ? (
            <Text className='zy-choose__message' data-testid='choose-message'>
              {s.message}
            </Text>
          ) : null}
          <Note>选科决定能报哪些专业：很多理工科专业要求选考物理，医学类常要求物理和化学。具体以各院校公布的选科要求为准。</Note>
          {s.provinceId ? <Combinations provinceId={s.provinceId} /> : null}
          <BottomBar>
            <Button block onClick={go} testId='choose-submit'>
              查看这个组合
            </Button>
          </BottomBar>
        </>
      ) : null}
    </PageShell>
  )
}

export default observer(ChooseSubjectPage)

import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { Note } from '../../../components/note'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { ErrorView } from '../../../components/error-view'
import { openRoute } from '../../../components/menu-list'
import { OursTag } from '../../../components/occupation-row'
import { LOOKUP, open, openMajor } from '../../../navigation/lookup-routes'
import { useStore } from '../../../stores'
import { CareerStore, type ProfessionDetail } from '../../../stores/career'
import './occupationDetails.scss'

const CODE = /^[1-8]-\d{2}-\d{2}-\d{2}$/

function Detail({ d }: { d: ProfessionDetail }) {
  const classes = d.MajorCategories.map((m) => m.Code).join(',')
  return (
    <>
      <Section testId='occupation-head'>
        <Text className='zy-occ-d__name' data-testid='occupation-name'>
          {d.Name}
        </Text>
        <Text className='zy-lk-muted'>职业编码 {d.Code}</Text>
        <View className='zy-lk-tags'>
          {d.Markers.map((m) => (
            <Text key={m} className='zy-lk-tag'>
              {m}
            </Text>
          ))}
          {d.WorkTypeCount ? <Text className='zy-lk-tag'>{d.WorkTypeCount} 个工种</Text> : null}
        </View>
        <Text className='zy-lk-muted'>
          {d.MajorGroup.Name} › {d.MiddleGroup.Name} › {d.MinorGroup.Name}
        </Text>
        <Text
          className='zy-lk-link'
          onClick={() => openRoute(`pages/home/occupation/occupationList?CategoryCode=${d.MinorGroup.Code}&name=${encodeURIComponent(d.MinorGroup.Name)}`)}
        >
          同小类的职业 ›
        </Text>
      </Section>
      <Section title='职业简介' extra={<OursTag />} testId='occupation-description'>
        <Text>{d.Description || '暂无简介'}</Text>
        <Text className='zy-lk-muted'>简介写的是「{d.MiddleGroup.Name}」这一中类的工作。</Text>
      </Section>
      <Section title='霍兰德兴趣代码' extra={<OursTag />} testId='occupation-holland'>
        <View className='zy-lk-between'>
          <Text className='zy-occ-d__holland' data-testid='occupation-holland-code'>
            {d.Holland}
          </Text>
          <Text className='zy-lk-link' onClick={() => openRoute(`pages/home/occupation/occupationtypesearch?HollandCode=${d.Holland}`)}>
            找代码相近的职业 ›
          </Text>
        </View>
        <Text className='zy-lk-muted'>{d.HollandText}</Text>
      </Section>
      <Section title='对口专业类' extra={<OursTag />} testId='occupation-majors'>
        {d.MajorCategories.length ? (
          d.MajorCategories.map((m) => (
            <View key={m.Code} className='zy-occ-d__class' data-testid='occupation-major-class' data-code={m.Code}>
              <View className='zy-lk-between'>
                <Text className='zy-lk-link' onClick={() => open(LOOKUP.specialtyCategory, { ClassCode: m.Code })}>
                  {m.Code} {m.Name}
                </Text>
                <Text className='zy-lk-muted'>{m.Discipline}</Text>
              </View>
              <View className='zy-lk-tags'>
                {m.Majors.map((x) => (
                  <Text key={x.Code} className='zy-lk-tag' data-testid='occupation-major' onClick={() => openMajor(x.Code)}>
                    {x.Name}
                  </Text>
                ))}
              </View>
            </View>
          ))
        ) : (
          <Text className='zy-lk-muted'>这个职业没有明确对口的本科专业类，多数岗位看重技能培训或从业经历。</Text>
        )}
      </Section>
      <Note>{d.SourceNote}</Note>
      <Note>职业名称、编码、分类与标注来自{d.DataSource}。</Note>
      {classes ? (
        <BottomBar>
          <Button
            block
            onClick={() => openRoute(`pages/newExam/index?majorCategories=${classes}&from=${encodeURIComponent(d.Name.slice(0, 20))}`)}
            testId='occupation-filter-wish'
          >
            按这些专业筛选志愿推荐
          </Button>
        </BottomBar>
      ) : null}
    </>
  )
}

/** 职业详情: the 大典's facts of one occupation and what we wrote about it (labelled), with its majors. */
function OccupationDetailsPage() {
  const store = useStore()
  const code = String(useRouter().params.ProfessionCode ?? '')
  const ok = CODE.test(code)
  const info = useLoaded(() => (ok ? store.part(CareerStore).load('Profession/ProfessionInfo', { Code: code }) : store.resource<ProfessionDetail>()), [code])
  if (!ok)
    return (
      <PageShell>
        <ErrorView text='缺少职业编码' detail='请从职业库重新打开' onRetry={() => openRoute('pages/home/occupation/occupation')} retryText='去职业库' />
      </PageShell>
    )
  return (
    <PageShell className='zy-occ-d'>
      <AsyncView state={info} onRetry={() => void info.retry()} skeletonRows={6}>
        {() => <Detail d={info.data!} />}
      </AsyncView>
    </PageShell>
  )
}

export default observer(OccupationDetailsPage)

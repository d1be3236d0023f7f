import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell'
import { LOOKUP, open } from '../../../navigation/lookup-routes'
import { SourceTag } from '../../../components/source-tag'
import { useStore } from '../../../stores'
import { LookupStore } from '../../../stores/lookup'
import { AsyncView } from '../../../components/async-view'
import { Chips } from '../../../components/chips'
import { DataTable } from '../../../components/data-table'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { PickerRow } from '../../../components/picker-row'
import { Button } from '../../../components/button'
import { Field, type FieldProps } from '../../../components/form-field'

/** 成绩换算: 再选科目 等级赋分 by the scheme of the chosen province, with its formula and grade table. */
function DiagnosisPage() {
  const store = useStore()
  const [s] = useState(() => store.part(LookupStore).scaledScore())
  useEffect(() => {
    void s.init()
  }, [s])
  const scheme = s.scheme
  const r = s.result.data
  const e = s.errors
  return (
    <PageShell>
      <Section
        title='等级赋分换算'
        extra={
          <Text className='zy-lk-link' onClick={() => open(LOOKUP.diagnosisInfo)}>
            什么是赋分 ›
          </Text>
        }
      >
        <PickerRow
          label='省份'
          testId='scaled-province'
          options={store.province.list.map((p) => ({ key: p.ID, label: p.ProvinceName }))}
          value={s.provinceId}
          onChange={(id) => void s.setProvince(id)}
        />
        {(s.schemes.data ?? []).length > 1 ? (
          <View className='zy-lk-gap-top'>
            <Chips
              options={(s.schemes.data ?? []).map((x) => ({ key: x.Key, label: x.Name }))}
              value={scheme?.Key ?? null}
              onChange={(k) => k && s.setScheme(k)}
            />
          </View>
        ) : null}
      </Section>
      <AsyncView
        state={s.schemes}
        isEmpty={!scheme}
        onRetry={() => void s.setProvince(s.provinceId)}
        emptyText='该省份没有等级赋分方案'
        emptyHint='文理分科的省份不赋分，原始分即计入总分'
      >
        {scheme ? (
          <View>
            <Section title={scheme.Name} extra={<SourceTag compact source={scheme.Source} what={scheme.Name} />} testId='scheme'>
              {!scheme.Verified ? <Text className='zy-lk-tag zy-lk-tag--warn'>未与考试院原文核对</Text> : null}
              <DataTable
                testId='grade-table'
                rows={scheme.Grades}
                rowKey={(g) => g.Grade}
                highlight={(g) => r?.Grade === g.Grade}
                columns={[
                  { title: '等级', flex: 0.7, render: (g) => g.Grade },
                  { title: '人数比例', flex: 1, align: 'right', render: (g) => (g.Share === null ? '未公布' : `${g.Share}%`) },
                  {
                    title: '赋分区间',
                    flex: 1.2,
                    align: 'right',
                    render: (g) => (g.ScaledHigh === g.ScaledLow ? `${g.ScaledHigh}` : `${g.ScaledLow}–${g.ScaledHigh}`),
                  },
                ]}
              />
              {s.gradesAreRanges ? (
                <View className='lk-formula'>
                  <Text className='lk-block zy-lk-muted'>换算公式（等比例转换）</Text>
                  <Text className='lk-block lk-formula__text'>{scheme.Formula}</Text>
                </View>
              ) : null}
              {scheme.Note ? <Note>{scheme.Note}</Note> : null}
            </Section>
            <Section title='换算'>
              {s.canUsePercent ? (
                <Chips
                  options={[
                    { key: 'percent', label: '按排名比例定等级' },
                    { key: 'grade', label: '已知等级' },
                  ]}
                  value={s.gradeBy}
                  onChange={(k) => k && s.setGradeBy(k)}
                />
              ) : null}
              {s.gradeBy === 'percent' ? (
                <NumberField
                  name='percent'
                  title='排名前'
                  value={s.percentText}
                  onChange={(v) => s.setPercent(v)}
                  placeholder='百分比，如 20 即前 20%'
                  error={e.percent}
                />
              ) : (
                <View className='zy-lk-field'>
                  <Text className='zy-lk-field__label'>等级</Text>
                  <Chips options={scheme.Grades.map((g) => ({ key: g.Grade, label: g.Grade }))} value={s.grade} onChange={(g) => g && s.setGrade(g)} />
                </View>
              )}
              {s.gradeBy === 'grade' && e.grade ? <Text className='zy-lk-error-text lk-block'>{e.grade}</Text> : null}
              {s.gradesAreRanges ? (
                <View>
                  <NumberField name='raw' title='原始分' value={s.rawText} onChange={(v) => s.setRaw(v)} placeholder='该科卷面分（0–100）' error={e.raw} />
                  <NumberField
                    name='high'
                    title='等级上限 Y₂'
                    value={s.highText}
                    onChange={(v) => s.setHigh(v)}
                    placeholder='该等级最高原始分（可不填）'
                    error={e.high}
                  />
                  <NumberField
                    name='low'
                    title='等级下限 Y₁'
                    value={s.lowText}
                    onChange={(v) => s.setLow(v)}
                    placeholder='该等级最低原始分（可不填）'
                    error={e.low}
                  />
                  <Note>等级的原始分区间由考试院在成绩公布后给出；填写后可算出准确赋分，不填只给出赋分区间。</Note>
                </View>
              ) : null}
              <View className='zy-lk-gap-top'>
                <Button block testId='scaled-submit' onClick={() => void s.calculate()}>
                  计算赋分
                </Button>
              </View>
              {s.result.error ? <Text className='zy-lk-error-text lk-block'>{s.result.error}</Text> : null}
              {r ? (
                <View className='lk-result' data-testid='scaled-result'>
                  <View className='zy-lk-between'>
                    <Text>
                      等级 <Text className='lk-strong'>{r.Grade}</Text>
                    </Text>
                    <Text>
                      {r.ScaledScore !== null ? (
                        <Text>
                          赋分 <Text className='lk-strong'>{r.ScaledScore}</Text>
                        </Text>
                      ) : (
                        <Text>
                          赋分区间 <Text className='lk-strong'>{r.ScaledLow === r.ScaledHigh ? r.ScaledHigh : `${r.ScaledLow}–${r.ScaledHigh}`}</Text>
                        </Text>
                      )}
                      {r.IsDerived ? <Text className='zy-source__derived'>推算</Text> : null}
                    </Text>
                  </View>
                  {r.Steps.map((st, i) => (
                    <Text key={i} className='lk-block zy-lk-muted'>
                      {i + 1}. {st}
                    </Text>
                  ))}
                </View>
              ) : null}
            </Section>
          </View>
        ) : null}
      </AsyncView>
    </PageShell>
  )
}

export default observer(DiagnosisPage)

/** the page's number inputs: a score or a percent of up to 6 characters (checked by the store on 计算) */
function NumberField(p: Omit<FieldProps, 'type' | 'maxLength'>) {
  return <Field {...p} type='digit' maxLength={6} />
}

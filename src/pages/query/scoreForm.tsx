import { useEffect, useState } from 'react'
import { Input, Picker, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { EmptyView } from '../../components/empty-view'
import { ErrorView } from '../../components/error-view'
import { LoadingView } from '../../components/loading-view'
import { SourceTag } from '../../components/source-tag'
import { Button, FieldRow, Note, Section } from '../../components/ui'
import { thousands } from '../../components/ui/format'
import { SimulateStore } from './simulate-store'
import './scoreForm.scss'

/** 模拟填报: another score, its rank, and (later) the recommendations for it; the exam information stays. */
function ScoreFormPage() {
  const [s] = useState(() => new SimulateStore())
  useEffect(() => {
    void s.init()
  }, [s])

  if (s.loadError) return <PageShell><ErrorView detail={s.loadError} onRetry={() => void s.init()} /></PageShell>
  if (!s.ready) return <PageShell><LoadingView /></PageShell>

  const pIndex = s.provinces.findIndex((p) => p.ID === s.provinceId)
  const r = s.result
  return (
    <PageShell className='zy-sim'>
      <Note>模拟填报只用于预演：换一个分数看看位次和可报范围，不会改动你保存的高考信息。</Note>
      <Section title='模拟条件' testId='sim-form'>
        <FieldRow label='省份' error={s.errors.province} testId='province'>
          <Picker mode='selector' range={s.provinces.map((p) => p.ProvinceName)} value={Math.max(pIndex, 0)} onChange={(e) => s.setProvince(s.provinces[Number(e.detail.value)].ID)}>
            <Text className={pIndex < 0 ? 'zy-sim__placeholder' : ''} data-testid='sim-province'>
              {pIndex < 0 ? '请选择省份' : s.provinces[pIndex].ProvinceName} ›
            </Text>
          </Picker>
        </FieldRow>
        <FieldRow label='科类' error={s.errors.track} testId='track'>
          {s.tracks.length ? (
            <View className='zy-sim__tracks'>
              {s.tracks.map((t) => (
                <Text key={t.value} data-testid={`sim-track-${t.value}`} className={`zy-sim__track ${s.subjectType === t.value ? 'zy-sim__track--on' : ''}`} onClick={() => s.setTrack(t.value)}>
                  {t.text}
                </Text>
              ))}
            </View>
          ) : (
            <Text className='zy-sim__placeholder'>先选择省份</Text>
          )}
        </FieldRow>
        <FieldRow label='分数' error={s.errors.score} hint={s.total ? `满分 ${s.total}` : undefined} testId='score'>
          <Input className='zy-sim__input' type='digit' maxlength={5} placeholder='输入模拟分数' value={s.scoreText} onInput={(e) => s.setScore(e.detail.value)} data-testid='sim-score' />
        </FieldRow>
        <View className='zy-sim__submit'>
          <Button block disabled={s.busy} onClick={() => void s.submit()} testId='sim-submit'>
            {s.busy ? '正在换算…' : '开始模拟'}
          </Button>
        </View>
      </Section>
      {r || s.resultNote ? (
        <Section title='模拟结果' testId='sim-result'>
          {r ? (
            <View className='zy-sim__result'>
              <Text className='zy-sim__rank' data-testid='sim-rank'>
                {r.score} 分 ≈ 位次 {r.result.Rank !== null ? thousands(r.result.Rank) : '—'}
              </Text>
              <Text className='zy-muted'>{r.fromEarlierYear ? `按 ${r.table.Year} 年一分一段表换算，仅作参考` : `${r.table.Year} 年一分一段表`}</Text>
              <SourceTag source={r.table.Source} derived={r.fromEarlierYear} derivedFrom={r.table.Source} year={r.table.Year} what={`${r.table.Year} 年 ${r.table.ProvinceName} ${r.table.SubjectName} 一分一段表`} />
            </View>
          ) : null}
          {s.resultNote ? <Text className='zy-muted'>{s.resultNote}</Text> : null}
          <EmptyView text='暂无推荐院校' hint='模拟填报的院校推荐上线后，会按这个位次列出冲、稳、保院校' />
        </Section>
      ) : null}
    </PageShell>
  )
}

export default observer(ScoreFormPage)

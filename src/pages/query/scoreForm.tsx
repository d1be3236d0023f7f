import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { AtInput } from 'taro-ui'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { ErrorView } from '../../components/error-view'
import { BandTag } from '../../components/band-tag'
import { WishGate } from '../../components/wish-gate'
import { WishScoreCard } from '../../components/wish-score-card'
import { num } from '../../components/recommend-row/format'
import { useStore } from '../../stores'
import { loadScoreConfig, totalScoreOf } from '../../stores/flows/profile'
import { BANDS, unitTitle, type Batch } from '../../model/wish'
import type { SimulateResult } from '../../stores/wish/simulate'
import './scoreForm.scss'
import { Button } from '../../components/button'
import 'taro-ui/lib/style/components/input.scss'
import 'taro-ui/lib/style/components/icon.scss'

function arrow(a: number | null, b: number | null, unit = ''): string {
  return `${a === null ? '—' : `${a}${unit}`} → ${b === null ? '—' : `${b}${unit}`}`
}

const Result = observer(function Result({ r, batch }: { r: SimulateResult; batch: Batch }) {
  const { base, tried, baseCheck, triedCheck } = r
  return (
    <View data-testid='sim-result'>
      <View className='zy-sim__card'>
        <Text className='zy-sim__h'>换算结果</Text>
        <Text className='zy-sim__big' data-testid='sim-rank'>
          {tried.Student.Score ?? '—'} 分 · 位次 {num(tried.Student.Rank)}
        </Text>
        <Text className='zy-sim__muted'>
          现在：{base.Student.Score ?? '—'} 分 · 位次 {num(base.Student.Rank)}
          {tried.Student.RankBasis === 'published'
            ? '；模拟位次为你填写的位次'
            : tried.Student.TableYear
              ? `；按 ${tried.Student.TableYear} 年一分一段表换算`
              : ''}
        </Text>
        {tried.Student.Note ? <Text className='zy-sim__muted'>{tried.Student.Note}</Text> : null}
      </View>
      <View className='zy-sim__card' data-testid='sim-bands'>
        <Text className='zy-sim__h'>{batch.Name}可推荐的志愿数</Text>
        <View className='zy-sim__table'>
          <View className='zy-sim__tr zy-sim__tr--head'>
            <Text className='zy-sim__td'>档位</Text>
            <Text className='zy-sim__td'>现在</Text>
            <Text className='zy-sim__td'>模拟</Text>
          </View>
          {BANDS.map((b) => (
            <View key={b} className='zy-sim__tr' data-testid='sim-band-row'>
              <View className='zy-sim__td'>
                <BandTag band={b} />
              </View>
              <Text className='zy-sim__td'>{base.Counts[b]}</Text>
              <Text className='zy-sim__td zy-sim__td--strong'>{tried.Counts[b]}</Text>
            </View>
          ))}
        </View>
      </View>
      <View className='zy-sim__card' data-testid='sim-table'>
        <Text className='zy-sim__h'>你的志愿表</Text>
        {triedCheck && baseCheck ? (
          <View>
            <Text className='zy-sim__big' data-testid='sim-slip'>
              滑档风险 {arrow(baseCheck.SlipRisk, triedCheck.SlipRisk, '%')}
            </Text>
            <Text className='zy-sim__muted'>左边是现在的分数，右边是模拟的分数；志愿表本身没有改动</Text>
            {triedCheck.Items.map((it) => {
              const was = baseCheck.Items.find((x) => x.UnitId === it.UnitId)
              const t = unitTitle(it)
              return (
                <View key={it.UnitId} className='zy-sim__row' data-testid='sim-row'>
                  <Text className='zy-sim__pos'>{it.Position}</Text>
                  <View className='zy-sim__names'>
                    <Text className='zy-sim__school'>{t.school}</Text>
                    {t.unit ? <Text className='zy-sim__muted'>{t.unit}</Text> : null}
                  </View>
                  <View className='zy-sim__odds'>
                    <Text className='zy-sim__muted'>{was ? `${was.Band ?? '—'} ${was.Probability ?? '—'}%` : '—'}</Text>
                    <Text className='zy-sim__arrow'>→</Text>
                    <BandTag band={it.Band} none={it.Probability === null ? '无概率' : '不推荐'} />
                    <Text className='zy-sim__prob'>{it.Probability ?? '—'}%</Text>
                  </View>
                </View>
              )
            })}
          </View>
        ) : (
          <Text className='zy-sim__muted'>{batch.Name}的志愿表还是空的：加入志愿后，这里会显示换一个分数时滑档风险和每个志愿的变化</Text>
        )}
      </View>
    </View>
  )
})

const SimulateBody = observer(function SimulateBody({ batch }: { batch: Batch }) {
  const store = useStore()
  const [m] = useState(() => store.simulation())
  const [total, setTotal] = useState<number | null>(() => totalScoreOf(store.profile.SProvince?.ID))
  useEffect(() => {
    void loadScoreConfig()
      .then(() => setTotal(totalScoreOf(store.profile.SProvince?.ID)))
      .catch(() => undefined)
  }, [store.profile.SProvince?.ID])
  return (
    <View className='zy-sim'>
      <WishScoreCard student={m.result?.base.Student ?? null} compact />
      <View className='zy-sim__card' data-testid='sim-form'>
        <Text className='zy-sim__h'>模拟条件</Text>
        <Text className='zy-sim__muted'>换一个分数（或位次）看看推荐和志愿表会怎样变；不会改动你保存的高考信息。{total ? `满分 ${total} 分。` : ''}</Text>
        <View className='zy-sim__field' data-testid='sim-score'>
          <AtInput
            name='score'
            title='分数'
            type='digit'
            maxlength={5}
            placeholder={total ? `满分 ${total}` : '输入模拟分数'}
            value={m.scoreText}
            error={!!m.errors.score}
            onChange={(v: string | number) => m.setScore(String(v))}
          />
          {m.errors.score ? <Text className='zy-sim__error'>{m.errors.score}</Text> : null}
        </View>
        <View className='zy-sim__field' data-testid='sim-rank-input'>
          <AtInput
            name='rank'
            title='位次'
            type='number'
            maxlength={7}
            placeholder='选填，有成绩单位次时填写'
            value={m.rankText}
            error={!!m.errors.rank}
            onChange={(v: string | number) => m.setRank(String(v))}
          />
          {m.errors.rank ? <Text className='zy-sim__error'>{m.errors.rank}</Text> : null}
        </View>
        <View className='zy-sim__submit' data-testid='sim-submit'>
          <Button block kind='primary' loading={m.busy} onClick={() => void m.run(total)}>
            {m.busy ? '正在计算…' : '开始模拟'}
          </Button>
        </View>
      </View>
      {m.error ? <ErrorView text='模拟失败' detail={m.error} onRetry={() => void m.run(total)} /> : null}
      {m.result ? <Result r={m.result} batch={batch} /> : null}
    </View>
  )
})

/** 模拟填报: try any score and see the band counts and the draft table's 滑档 risk change. */
function ScoreFormPage() {
  return (
    <PageShell>
      <WishGate what='模拟不同分数下的志愿推荐'>{(batch) => <SimulateBody batch={batch} />}</WishGate>
    </PageShell>
  )
}

export default observer(ScoreFormPage)

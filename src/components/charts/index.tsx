/**
 * The two lookup charts, each with the same numbers as a table under it (readable without the canvas, and
 * what tests read): the admission-line trend of a school and the 一分一段 distribution with the student's score.
 */
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import type { RankSegment, RankTableInfo, TrendPoint } from '../../model/lookup'
import { Chips } from '../chips'
import { DataTable } from '../data-table'
import { SourceTag } from '../source-tag'
import { ChartCanvas } from './chart-canvas'
import { drawDistribution, drawTrend } from './draw'
import { barAt, distributionLayout, nearestIndex, trendLayout, type Box } from './scale'
import { formatNumber } from '../../utils/number'
import './index.scss'

const TREND_HEIGHT = 200
const DIST_HEIGHT = 210

function boxOf(width: number, height: number): Box {
  return { width, height, padding: { top: 22, right: 14, bottom: 26, left: 44 } }
}

type TrendMetric = 'score' | 'rank'

/** 最低分 / 最低位次 by year; hollow amber dots mark 推算 ranks. */
export function TrendChart({ points, title = '历年最低录取' }: { points: readonly TrendPoint[]; title?: string }) {
  const hasRank = points.some((p) => p.MinRank !== null)
  const [metric, setMetric] = useState<TrendMetric>('score')
  const [active, setActive] = useState<number | null>(null)
  const input = useMemo(
    () =>
      points.map((p) => ({
        label: String(p.Year),
        value: metric === 'score' ? p.MinScore : p.MinRank,
        derived: metric === 'rank' && p.IsDerived,
      })),
    [points, metric],
  )
  const version = JSON.stringify([input, active])
  const activePoint = active !== null ? points[active] : null
  return (
    <View className='zy-chart' data-testid='trend-chart'>
      <View className='zy-chart__head'>
        <Text className='zy-chart__title'>{title}</Text>
        {hasRank ? (
          <Chips
            options={[
              { key: 'score', label: '最低分' },
              { key: 'rank', label: '最低位次' },
            ]}
            value={metric}
            onChange={(k) => k && setMetric(k)}
          />
        ) : null}
      </View>
      <ChartCanvas
        height={TREND_HEIGHT}
        label={`${title}趋势图`}
        version={version}
        draw={({ ctx, width, height }) => drawTrend(ctx, trendLayout(input, boxOf(width, height), { invert: metric === 'rank' }), width, height, active)}
        onTap={(x, width) => {
          const l = trendLayout(input, boxOf(width, TREND_HEIGHT), { invert: metric === 'rank' })
          const i = nearestIndex(
            l.points.map((p) => p.x),
            x,
          )
          setActive(i >= 0 ? i : null)
        }}
      />
      <Text className='zy-chart__hint'>
        {activePoint
          ? `${activePoint.Year}年 最低分 ${formatNumber(activePoint.MinScore)}，最低位次 ${formatNumber(activePoint.MinRank)}${activePoint.IsDerived ? '（推算）' : ''}`
          : metric === 'rank'
            ? '位次越小越难考，图中向上为更难；空心点为推算位次'
            : '点按图中的年份查看数值'}
      </Text>
      <DataTable
        testId='trend-table'
        rows={points}
        rowKey={(p) => p.Year}
        highlight={(p) => activePoint?.Year === p.Year}
        columns={[
          { title: '年份', flex: 0.8, render: (p) => p.Year },
          { title: '最低分', flex: 0.9, align: 'right', render: (p) => formatNumber(p.MinScore) },
          {
            title: '最低位次',
            flex: 1.3,
            align: 'right',
            render: (p) => (
              <Text>
                {formatNumber(p.MinRank)}
                {p.IsDerived && p.MinRank !== null ? <Text className='zy-source__derived'>推算</Text> : null}
              </Text>
            ),
          },
          {
            title: '来源',
            flex: 1.6,
            align: 'right',
            render: (p) => (
              <SourceTag
                compact
                source={p.Source}
                year={p.Year}
                derived={p.IsDerived}
                what={`${p.Year}年最低分 ${formatNumber(p.MinScore)}，最低位次 ${formatNumber(p.MinRank)}`}
              />
            ),
          },
        ]}
      />
    </View>
  )
}

const WINDOW = 5
const PAGE_ROWS = 200

/**
 * 本段人数 by score, the student's score as a red line; a merged top band is one wide bar. The table below
 * shows the rows around the score (or the top of the table) and can be opened in full.
 */
export function SegmentChart({ segments, table, markScore }: { segments: readonly RankSegment[]; table: RankTableInfo; markScore: number | null }) {
  const [active, setActive] = useState<RankSegment | null>(null)
  const [shown, setShown] = useState(0)
  const rows = useMemo(() => segments.map((s) => ({ low: s.ScoreLow, high: s.ScoreHigh, count: s.Count, rankTo: s.RankTo, isBand: s.IsBand })), [segments])
  const markIndex =
    markScore === null ? -1 : segments.findIndex((s) => markScore >= Math.min(s.ScoreLow, s.ScoreHigh) && markScore < Math.max(s.ScoreLow, s.ScoreHigh) + 1)
  // rows in table order (highest score first, as published)
  const ordered = useMemo(() => [...segments].sort((a, b) => b.ScoreHigh - a.ScoreHigh), [segments])
  const orderedMark = markIndex >= 0 ? ordered.indexOf(segments[markIndex]) : -1
  const windowRows =
    shown > 0
      ? ordered.slice(0, shown)
      : orderedMark >= 0
        ? ordered.slice(Math.max(0, orderedMark - WINDOW), orderedMark + WINDOW + 1)
        : ordered.slice(0, WINDOW * 2)
  const version = JSON.stringify([segments.length, table.TableId, markScore, active?.ScoreLow ?? null])
  const segLabel = (s: RankSegment) => (s.IsBand || s.ScoreLow !== s.ScoreHigh ? `${s.ScoreLow}–${s.ScoreHigh}` : String(s.Score))
  return (
    <View className='zy-chart' data-testid='segment-chart'>
      <View className='zy-chart__head'>
        <Text className='zy-chart__title'>
          {table.Year}年 {table.ProvinceName} {table.SubjectName} 分数分布
        </Text>
        <SourceTag compact source={table.Source} year={table.Year} what={`${table.Year}年${table.ProvinceName}${table.SubjectName}一分一段表`} />
      </View>
      <ChartCanvas
        height={DIST_HEIGHT}
        label='一分一段分数分布图'
        version={version}
        draw={({ ctx, width, height }) => {
          drawDistribution(
            ctx,
            distributionLayout(rows, boxOf(width, height), { marker: markScore }),
            width,
            height,
            active ? { low: Math.min(active.ScoreLow, active.ScoreHigh) } : null,
          )
        }}
        onTap={(x, width) => {
          const l = distributionLayout(rows, boxOf(width, DIST_HEIGHT), { marker: markScore })
          const b = barAt(l.bars, x)
          setActive(b ? (segments.find((s) => Math.min(s.ScoreLow, s.ScoreHigh) === b.low) ?? null) : null)
        }}
      />
      <Text className='zy-chart__hint'>
        {active
          ? `${segLabel(active)}分：本段 ${formatNumber(active.Count, { unit: '人' })}，位次 ${formatNumber(active.RankFrom)}–${formatNumber(active.RankTo)}`
          : `横轴为分数，纵轴为每分人数（合并分段按每分平均）。全表 ${formatNumber(table.Total, { unit: '人' })}，最低 ${table.FloorScore} 分`}
      </Text>
      <DataTable
        testId='segment-table'
        rows={windowRows}
        rowKey={(s) => `${s.ScoreLow}-${s.ScoreHigh}`}
        highlight={(s) => s === segments[markIndex] || s === active}
        columns={[
          { title: '分数', flex: 1.1, render: (s) => (s.IsBand ? `${segLabel(s)}（合并段）` : segLabel(s)) },
          { title: '本段人数', flex: 1, align: 'right', render: (s) => formatNumber(s.Count) },
          { title: '累计位次', flex: 1, align: 'right', render: (s) => formatNumber(s.RankTo) },
        ]}
      />
      <View className='zy-chart__more'>
        {shown < ordered.length ? (
          <Text className='zy-lk-link' onClick={() => setShown(Math.min(ordered.length, (shown || 0) + PAGE_ROWS))}>
            {shown ? `再显示 ${Math.min(PAGE_ROWS, ordered.length - shown)} 行` : `查看完整一分一段表（共 ${ordered.length} 行）`}
          </Text>
        ) : (
          <Text className='zy-lk-link' onClick={() => setShown(0)}>
            收起
          </Text>
        )}
      </View>
    </View>
  )
}

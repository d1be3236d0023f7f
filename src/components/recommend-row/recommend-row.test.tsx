import { fireEvent, render } from '@testing-library/react'
import { RecommendRowCard } from '.'
import { historyText, noBandText, predictionText, schoolTags } from './format'
import { row } from '../../../tests/client/wish/fixtures'

describe('RecommendRowCard', () => {
  it('the button acts on the draft without opening the explanation; the card opens it', () => {
    const onOpen = jest.fn()
    const onClick = jest.fn()
    const { getByTestId } = render(<RecommendRowCard row={row('稳', 5)} added={false} onOpen={onOpen} action={{ text: '加入志愿表', onClick }} />)
    fireEvent.click(getByTestId('row-toggle'))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onOpen).not.toHaveBeenCalled()
    fireEvent.click(getByTestId('recommend-row'))
    expect(onOpen).toHaveBeenCalledTimes(1)
    expect(getByTestId('recommend-row').textContent).toContain('985')
  })

  it('a disabled button does nothing; a row without probability shows its reason and 预估 when forecast', () => {
    const onClick = jest.fn()
    const r = { ...row(null, 6), IsForecast: true }
    const { getByTestId } = render(<RecommendRowCard row={r} added={false} onOpen={() => undefined} action={{ text: '志愿表已满', onClick, disabled: true }} />)
    fireEvent.click(getByTestId('row-toggle'))
    expect(onClick).not.toHaveBeenCalled()
    const text = getByTestId('recommend-row').textContent
    expect(text).toContain('历年数据不足：只有 1 年的录取位次')
    expect(text).toContain('预估')
    expect(getByTestId('row-probability').textContent).toBe('—')
  })
})

describe('row format', () => {
  it('numbers, tags and texts as a parent reads them', () => {
    expect(historyText({ Year: 2025, MinScore: 550, MinRank: 44942 })).toBe('2025年 550分 / 44,942名')
    expect(historyText({ Year: 2025, MinScore: null, MinRank: 44942 })).toBe('2025年 44,942名')
    expect(predictionText({ PredictedRank: 42576, RankLow: 36271, RankHigh: 49977 })).toBe('预测最低位次 42,576（36,271–49,977）')
    expect(predictionText({ PredictedRank: null, RankLow: null, RankHigh: null })).toBeNull()
    expect(schoolTags({ Is985: true, Is211: true, IsDoubleFirstClass: true, IsPrivate: false, City: '长沙市', SchoolProvinceName: '湖南' })).toEqual([
      '985',
      '211',
      '双一流',
      '公办',
      '长沙市',
    ])
    expect(noBandText({ Probability: null, Elective: { Text: '', Track: null, Mode: 'unknown', Subjects: [], Meets: false } })).toBe('选科不符')
    expect(noBandText({ Probability: 3, Elective: { Text: '', Track: null, Mode: 'unknown', Subjects: [], Meets: null } })).toBe('不推荐')
  })
})

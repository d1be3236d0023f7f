import { render } from '@testing-library/react'
import { WishScoreCard, ruleLine, studentLine } from '.'
import { RULE, STUDENT } from '../../../tests/client/wish/fixtures'

describe('WishScoreCard', () => {
  it("writes the server's student context and the batch rule", () => {
    expect(studentLine(STUDENT)).toBe('湖南 · 2026 年 · 物理类 · 物理/化学/生物')
    expect(ruleLine(RULE, '本科批')).toBe('院校专业组模式 · 本科批可填 45 个志愿 · 每个志愿最多 6 个专业 · 服从调剂：组内')
    expect(ruleLine({ ...RULE, FillMode: '专业(类)+院校', WishCount: 112, MajorsPerGroup: 1, Adjustment: { Exists: false, Scope: '' } }, '本科批')).toBe(
      '专业(类)+院校模式 · 本科批可填 112 个志愿 · 不设专业调剂',
    )
    const { getByTestId } = render(<WishScoreCard student={STUDENT} rule={RULE} batchName='本科批' />)
    expect(getByTestId('wish-score').textContent).toBe('560 分')
    expect(getByTestId('wish-rank').textContent).toBe('位次 43,928（同分 43,123–43,928）')
    expect(getByTestId('wish-score-card').textContent).toContain('位次：按 2026 年一分一段表（省考试院）')
  })

  it('compact: one line', () => {
    const { getByTestId } = render(<WishScoreCard student={{ ...STUDENT, IsForecast: true }} compact />)
    expect(getByTestId('wish-score-card').textContent).toBe('湖南 · 2026 年 · 物理类 · 560 分 · 位次 43,928预估')
  })
})

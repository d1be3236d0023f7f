import { render } from '@testing-library/react'
import { WishCheckSummary, slipLevel } from '.'
import { check, row } from '../../../tests/client/wish/fixtures'

describe('WishCheckSummary', () => {
  it('滑档 risk, the chance of some admission, the bands, and issues with errors first', () => {
    const c = check([row('冲', 1), row('保', 2)], {
      SlipRisk: 12,
      AdmitAny: 88,
      Issues: [
        { Kind: 'order', Level: 'warning', Positions: [1, 2], Message: '第 1 个志愿（保）排在第 2 个志愿（冲）前面' },
        { Kind: 'count', Level: 'error', Positions: [46], Message: '本科批最多可填 45 个志愿' },
      ],
    })
    const { getByTestId, getAllByTestId } = render(<WishCheckSummary check={c} slipWarn={10} count={2} wishCount={45} />)
    expect(getByTestId('slip-risk').textContent).toBe('12%')
    expect(getByTestId('slip-risk').className).toContain('--high')
    expect(getByTestId('check-summary').textContent).toContain('至少被一个志愿录取的可能约 88%')
    expect(getByTestId('check-bands').textContent).toBe('冲 1稳 0保 1垫 0')
    expect(getAllByTestId('check-issue').map((i) => i.getAttribute('data-level'))).toEqual(['error', 'warning'])
    expect(getAllByTestId('check-issue')[0].textContent).toBe('必须修改本科批最多可填 45 个志愿')
  })

  it('below the warning the risk is shown as fine; unknown without a check', () => {
    expect(slipLevel(9, 10)).toBe('ok')
    expect(slipLevel(10, 10)).toBe('high')
    expect(slipLevel(null, 10)).toBe('unknown')
    const { getByTestId } = render(<WishCheckSummary check={null} slipWarn={10} count={0} wishCount={45} checking />)
    expect(getByTestId('slip-risk').textContent).toBe('—')
    expect(getByTestId('check-summary').textContent).toContain('正在重新计算')
  })
})

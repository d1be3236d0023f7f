import { render } from '@testing-library/react'
import { ScoreFigure } from '.'

describe('ScoreFigure', () => {
  it('writes the number with its unit and marks a number that is not a published one', () => {
    const { getAllByTestId } = render(
      <>
        <ScoreFigure value={626} unit='分' estimated />
        <ScoreFigure value={43928} unit='名' />
        <ScoreFigure value={1350} from={1200} unit='名' estimated />
        <ScoreFigure value={null} estimated />
      </>,
    )
    const figs = getAllByTestId('score-figure')
    expect(figs.map((f) => f.textContent)).toEqual(['626分推算', '43,928名', '1,200–1,350名推算', '—'])
    expect(figs.map((f) => f.getAttribute('data-estimated'))).toEqual(['true', 'false', 'true', 'false'])
  })
})

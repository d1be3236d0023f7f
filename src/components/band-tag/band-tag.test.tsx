import { render } from '@testing-library/react'
import { BandTag } from '.'

describe('BandTag', () => {
  it('writes the band and colours it by its class, so it reads without colour too', () => {
    const { container } = render(
      <>
        <BandTag band='冲' />
        <BandTag band='稳' />
        <BandTag band='保' />
        <BandTag band='垫' />
      </>,
    )
    const tags = Array.from(container.querySelectorAll('[data-testid="band-tag"]'))
    expect(tags.map((t) => t.textContent)).toEqual(['冲', '稳', '保', '垫'])
    expect(tags.map((t) => t.querySelector('.at-tag')!.className.match(/zy-band-tag--(\w+)/)![1])).toEqual(['reach', 'match', 'safe', 'floor'])
  })

  it('says why there is no band', () => {
    const { getByTestId } = render(<BandTag band={null} none='无概率' />)
    expect(getByTestId('band-tag').textContent).toBe('无概率')
    expect(getByTestId('band-tag').getAttribute('data-band')).toBe('')
  })
})

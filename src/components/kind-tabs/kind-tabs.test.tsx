import { fireEvent, render } from '@testing-library/react'
import { KindTabs } from '.'

describe('KindTabs', () => {
  it('shows every label whole, scrolls when they do not fit, and reports the chosen kind', () => {
    const changed: string[] = []
    const tabs = [
      { key: 'all', title: '全部' },
      { key: 'mbti', title: 'MBTI 性格' },
      { key: 'holland', title: '霍兰德职业兴趣' },
      { key: 'personality', title: '中学生性格' },
    ] as const
    const { getByTestId, getByText } = render(<KindTabs tabs={tabs} value='all' onChange={(k) => changed.push(k)} />)
    expect(getByTestId('kind-tabs').getAttribute('data-scroll')).toBe('true')
    for (const t of tabs) expect(getByText(t.title)).toBeTruthy()
    fireEvent.click(getByText('霍兰德职业兴趣'))
    expect(changed).toEqual(['holland'])
  })

  it('keeps a short row fixed', () => {
    const { getByTestId } = render(
      <KindTabs
        tabs={[
          { key: 'a', title: '全部' },
          { key: 'b', title: '已完成' },
        ]}
        value='a'
        onChange={() => undefined}
      />,
    )
    expect(getByTestId('kind-tabs').getAttribute('data-scroll')).toBe('false')
  })
})

/** The tree view as drawn: rows, boxes, events as props, lazy children, the missing-tree error. */
import { createRef } from 'react'
import { act, fireEvent, render } from '@testing-library/react'
import { Tree, TreeNodeView, TreeModel, type TreeHandle, type TreeNodeInput } from '../../../src/components/tree'

const data: TreeNodeInput<{ code: string }>[] = [
  {
    id: 'eng',
    label: '工学',
    children: [
      {
        id: 'cs',
        label: '计算机类',
        children: [
          { id: 'cst', label: '计算机科学与技术', data: { code: '080901' } },
          { id: 'se', label: '软件工程' },
        ],
      },
      { id: 'ee', label: '电子信息类', disabled: true, children: [{ id: 'eie', label: '电子信息工程' }] },
    ],
  },
  { id: 'sci', label: '理学', children: [{ id: 'math', label: '数学类' }] },
  { id: 'med', label: '医学', icon: '/static/med.png' },
]

const row = (c: HTMLElement, id: string) => c.querySelector(`[data-id="${id}"] > [data-testid="tree-row"]`) as HTMLElement
const box = (c: HTMLElement, id: string) => row(c, id)?.querySelector<HTMLElement>('[data-testid="tree-checkbox"], [data-testid="tree-radio"]') ?? null
const arrow = (c: HTMLElement, id: string) => row(c, id).querySelector('[data-testid="tree-arrow"]') as HTMLElement
const shown = (c: HTMLElement) => Array.from(c.querySelectorAll('[data-testid="tree-node"]')).map((n) => n.getAttribute('data-id'))

describe('<Tree>', () => {
  it('draws the roots, expands by the arrow and by a click on the row, and shows icons', () => {
    const onNodeExpand = jest.fn()
    const onNodeCollapse = jest.fn()
    const onNodeClick = jest.fn()
    const onCurrentChange = jest.fn()
    const { container } = render(
      <Tree data={data} onNodeExpand={onNodeExpand} onNodeCollapse={onNodeCollapse} onNodeClick={onNodeClick} onCurrentChange={onCurrentChange} />,
    )
    expect(shown(container)).toEqual(['eng', 'sci', 'med'])
    expect(row(container, 'med').querySelector('img')?.getAttribute('src')).toBe('/static/med.png')
    // leaves have no arrow
    expect(row(container, 'med').querySelector('[data-testid="tree-arrow"]')).toBeNull()

    fireEvent.click(arrow(container, 'eng'))
    expect(shown(container)).toEqual(['eng', 'cs', 'ee', 'sci', 'med'])
    expect(onNodeExpand).toHaveBeenCalledWith(expect.objectContaining({ id: 'eng' }))
    // the arrow does not count as a click on the row
    expect(onNodeClick).not.toHaveBeenCalled()

    // a row click (expandOnClickNode defaults on): click, current, expand
    fireEvent.click(row(container, 'cs'))
    expect(onNodeClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'cs' }))
    expect(onCurrentChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'cs' }), null)
    expect(row(container, 'cs').getAttribute('data-current')).toBe('true')
    expect(shown(container)).toContain('cst')

    fireEvent.click(arrow(container, 'eng'))
    expect(onNodeCollapse).toHaveBeenCalledWith(expect.objectContaining({ id: 'eng' }))
    expect(shown(container)).toEqual(['eng', 'sci', 'med'])
  })

  it('checkboxes propagate, a disabled box cannot be checked, and events reach the props', () => {
    const onCheckChange = jest.fn()
    const onCheck = jest.fn()
    const { container } = render(<Tree data={data} showCheckbox onCheckChange={onCheckChange} onCheck={onCheck} />)
    fireEvent.click(arrow(container, 'eng'))
    fireEvent.click(arrow(container, 'cs'))
    fireEvent.click(box(container, 'cst')!)
    expect(box(container, 'cst')!.getAttribute('data-state')).toBe('checked')
    expect(box(container, 'cs')!.getAttribute('data-state')).toBe('indeterminate')
    expect(box(container, 'eng')!.getAttribute('data-state')).toBe('indeterminate')
    expect(onCheckChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'cst' }), true, false)
    expect(onCheckChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'cs' }), false, true)
    expect(onCheck).toHaveBeenCalledTimes(1)
    expect(onCheck.mock.calls[0][1].checkedKeys).toEqual(['cst'])

    fireEvent.click(box(container, 'se')!)
    expect(box(container, 'cs')!.getAttribute('data-state')).toBe('checked')

    onCheck.mockClear()
    fireEvent.click(box(container, 'ee')!)
    expect(box(container, 'ee')!.getAttribute('data-state')).toBe('unchecked')
    expect(row(container, 'ee').getAttribute('data-disabled')).toBe('true')
    expect(onCheck).not.toHaveBeenCalled()
    // the box tap is not a row click: the current node stays
    expect(container.querySelector('[data-current="true"]')).toBeNull()
  })

  it('radio mode chooses one node and reports both sides', () => {
    const onRadioChange = jest.fn()
    const { container } = render(<Tree data={data} showRadio checkOnClickNode expandOnClickNode={false} onRadioChange={onRadioChange} />)
    fireEvent.click(row(container, 'med'))
    fireEvent.click(box(container, 'sci')!)
    expect(onRadioChange.mock.calls.map(([n, on]) => [n.id, on])).toEqual([
      ['med', true],
      ['med', false],
      ['sci', true],
    ])
    expect(box(container, 'sci')!.getAttribute('data-state')).toBe('checked')
    expect(box(container, 'med')!.getAttribute('data-state')).toBe('unchecked')
    expect(container.querySelectorAll('[data-testid="tree-checkbox"]')).toHaveLength(0)
  })

  it('checkOnlyLeaf draws boxes on leaves only', () => {
    const { container } = render(<Tree data={data} showCheckbox checkOnlyLeaf />)
    expect(box(container, 'eng')).toBeNull()
    expect(box(container, 'med')).not.toBeNull()
  })

  it('accordion collapses the open sibling', () => {
    const { container } = render(<Tree data={data} accordion />)
    fireEvent.click(row(container, 'eng'))
    fireEvent.click(row(container, 'sci'))
    expect(row(container, 'eng').getAttribute('data-expanded')).toBe('false')
    expect(row(container, 'sci').getAttribute('data-expanded')).toBe('true')
  })

  it('loads lazy children once, with a retry after a failure', async () => {
    let fail = true
    const loadChildren = jest.fn(async () => {
      if (fail) throw new Error('网络错误')
      return [{ id: 'x1', label: '子节点一' }]
    })
    const { container, findByText, getByText } = render(<Tree data={[{ id: 'x', label: '待加载', isLeaf: false }]} loadChildren={loadChildren} />)
    fireEvent.click(row(container, 'x'))
    await findByText('加载失败，点此重试')
    fail = false
    await act(async () => {
      fireEvent.click(getByText('加载失败，点此重试'))
    })
    await findByText('子节点一')
    fireEvent.click(row(container, 'x'))
    fireEvent.click(row(container, 'x'))
    expect(loadChildren).toHaveBeenCalledTimes(2)
  })

  it('offers checked keys and checks through a ref', () => {
    const ref = createRef<TreeHandle<{ code: string }>>()
    const { container } = render(<Tree ref={ref} data={data} showCheckbox />)
    act(() => ref.current!.setCheckedKeys(['cs']))
    expect(ref.current!.getCheckedKeys(true)).toEqual(['cst', 'se'])
    expect(ref.current!.getHalfCheckedKeys()).toEqual(['eng'])
    act(() => ref.current!.expand('eng'))
    expect(box(container, 'cs')!.getAttribute('data-state')).toBe('checked')
  })

  it('shows the empty text for no data', () => {
    const { getByText } = render(<Tree data={[]} />)
    expect(getByText('暂无数据~')).toBeTruthy()
  })

  it('a node outside its tree raises a clear error', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    const node = new TreeModel([{ id: 1, label: '孤立节点' }]).get(1)!
    expect(() => render(<TreeNodeView node={node} />)).toThrow(/inside a <Tree>/)
    spy.mockRestore()
  })
})

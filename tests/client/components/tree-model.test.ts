/** The tree view's state rules (SPEC §3 tree node, §4 tree states), without rendering. */
import { TreeModel, type TreeEvent, type TreeNodeInput } from '../../../src/components/tree/tree-model'

// 工学 ─ 计算机类 ─ 计算机科学与技术, 软件工程
//      └ 电子信息类 ─ 电子信息工程, 通信工程 (disabled)
// 理学 ─ 数学类 ─ 数学与应用数学
// 医学 (no children)
const data = (): TreeNodeInput<{ code: string }>[] => [
  {
    id: 'eng',
    label: '工学',
    children: [
      {
        id: 'cs',
        label: '计算机类',
        children: [
          { id: 'cst', label: '计算机科学与技术', data: { code: '080901' } },
          { id: 'se', label: '软件工程', data: { code: '080902' } },
        ],
      },
      {
        id: 'ee',
        label: '电子信息类',
        children: [
          { id: 'eie', label: '电子信息工程' },
          { id: 'com', label: '通信工程', disabled: true },
        ],
      },
    ],
  },
  { id: 'sci', label: '理学', children: [{ id: 'math', label: '数学类', children: [{ id: 'am', label: '数学与应用数学' }] }] },
  { id: 'med', label: '医学' },
]

const types = (events: TreeEvent[]) => events.map((e) => e.type)
const state = (m: TreeModel<any>, id: string) => {
  const n = m.get(id)!
  return n.checked ? 'checked' : n.indeterminate ? 'half' : 'none'
}

describe('tree nodes', () => {
  it('normalises every SPEC field: level, isLeaf, parent, data', () => {
    const m = new TreeModel(data())
    const cst = m.get('cst')!
    expect(cst.level).toBe(3)
    expect(cst.isLeaf).toBe(true)
    expect(cst.data).toEqual({ code: '080901' })
    expect(cst.parent?.id).toBe('cs')
    expect(m.get('eng')!.level).toBe(1)
    expect(m.get('eng')!.isLeaf).toBe(false)
    expect(m.get('med')!.isLeaf).toBe(true)
    expect(m.get('com')!.disabled).toBe(true)
    expect(m.all()).toHaveLength(11)
    // only roots are visible until something is expanded
    expect(m.visible().map((n) => n.id)).toEqual(['eng', 'sci', 'med'])
  })

  it('refuses duplicate ids', () => {
    expect(
      () =>
        new TreeModel([
          { id: 1, label: 'a' },
          { id: 1, label: 'b' },
        ]),
    ).toThrow(/duplicate/)
  })

  it('keeps an explicit isLeaf: false for lazily loaded children', () => {
    const m = new TreeModel([{ id: 'x', label: '待加载', isLeaf: false }])
    expect(m.get('x')!.isLeaf).toBe(false)
    expect(types(m.expand('x'))).toEqual(['node-expand'])
    m.setChildren('x', [{ id: 'y', label: '子' }])
    expect(m.get('y')!.level).toBe(2)
    expect(m.visible().map((n) => n.id)).toEqual(['x', 'y'])
  })
})

describe('checking with propagation', () => {
  it('checks a parent down to every descendant and up as half-checked', () => {
    const m = new TreeModel(data(), { showCheckbox: true })
    const events = m.setChecked('cs', true)
    expect(state(m, 'cst')).toBe('checked')
    expect(state(m, 'se')).toBe('checked')
    expect(state(m, 'cs')).toBe('checked')
    expect(state(m, 'eng')).toBe('half')
    expect(state(m, 'sci')).toBe('none')
    // one check-change per changed node, then one check with the summary
    expect(events.filter((e) => e.type === 'check-change').map((e) => e.node.id)).toEqual(['eng', 'cs', 'cst', 'se'])
    const last = events[events.length - 1]
    expect(last.type).toBe('check')
    if (last.type === 'check') {
      expect(last.node.id).toBe('cs')
      expect(last.summary.checkedKeys).toEqual(['cs', 'cst', 'se'])
      expect(last.summary.halfCheckedKeys).toEqual(['eng'])
    }
  })

  it('a parent becomes checked when all children are, and half when one is unchecked', () => {
    const m = new TreeModel(data(), { showCheckbox: true })
    m.setChecked('cst', true)
    expect(state(m, 'cs')).toBe('half')
    m.setChecked('se', true)
    expect(state(m, 'cs')).toBe('checked')
    m.setChecked('se', false)
    expect(state(m, 'cs')).toBe('half')
    m.setChecked('cst', false)
    expect(state(m, 'cs')).toBe('none')
    expect(state(m, 'eng')).toBe('none')
  })

  it('unchecking a parent unchecks its subtree', () => {
    const m = new TreeModel(data(), { showCheckbox: true })
    m.setChecked('sci', true)
    expect(state(m, 'am')).toBe('checked')
    m.setChecked('sci', false)
    expect(['sci', 'math', 'am'].map((id) => state(m, id))).toEqual(['none', 'none', 'none'])
  })

  it('a disabled node cannot be checked, keeps its state under a parent check, and leaves the parent half', () => {
    const m = new TreeModel(data(), { showCheckbox: true })
    expect(m.setChecked('com', true)).toEqual([])
    expect(state(m, 'com')).toBe('none')
    m.setChecked('ee', true)
    expect(state(m, 'eie')).toBe('checked')
    expect(state(m, 'com')).toBe('none')
    expect(state(m, 'ee')).toBe('half')
    // a click does not check it either
    const c = new TreeModel(data(), { showCheckbox: true, checkOnClickNode: true })
    expect(types(c.click('com'))).toEqual(['node-click', 'current-change'])
    expect(state(c, 'com')).toBe('none')
  })

  it('a tap on an indeterminate box checks the whole subtree', () => {
    const m = new TreeModel(data(), { showCheckbox: true })
    m.setChecked('cst', true)
    m.toggleChecked('cs')
    expect(state(m, 'cs')).toBe('checked')
    expect(state(m, 'se')).toBe('checked')
  })

  it('makes given checks consistent: a checked parent checks its subtree, parents follow children', () => {
    const m = new TreeModel(
      [
        {
          id: 'a',
          label: 'A',
          checked: true,
          children: [
            { id: 'a1', label: 'A1' },
            { id: 'a2', label: 'A2' },
          ],
        },
        {
          id: 'b',
          label: 'B',
          children: [
            { id: 'b1', label: 'B1', checked: true },
            { id: 'b2', label: 'B2' },
          ],
        },
        { id: 'c', label: 'C', children: [{ id: 'c1', label: 'C1', checked: true }] },
      ],
      { showCheckbox: true },
    )
    expect(['a', 'a1', 'a2', 'b', 'c'].map((id) => state(m, id))).toEqual(['checked', 'checked', 'checked', 'half', 'checked'])
  })

  it('reports no events when nothing changes', () => {
    const m = new TreeModel(data(), { showCheckbox: true })
    expect(m.setChecked('cst', false)).toEqual([])
    expect(m.setChecked('nope', true)).toEqual([])
  })

  it('setCheckedKeys propagates without events; checkedKeys(leafOnly) lists leaves', () => {
    const m = new TreeModel(data(), { showCheckbox: true })
    m.setCheckedKeys(['cs', 'am'])
    expect(m.checkedKeys()).toEqual(['cs', 'cst', 'se', 'sci', 'math', 'am'])
    expect(m.checkedKeys(true)).toEqual(['cst', 'se', 'am'])
    expect(m.halfCheckedNodes().map((n) => n.id)).toEqual(['eng'])
  })
})

describe('checkStrictly', () => {
  it('checks one node only, with no half states', () => {
    const m = new TreeModel(data(), { showCheckbox: true, checkStrictly: true })
    const events = m.setChecked('cs', true)
    expect(state(m, 'cs')).toBe('checked')
    expect(state(m, 'cst')).toBe('none')
    expect(state(m, 'eng')).toBe('none')
    expect(types(events)).toEqual(['check-change', 'check'])
  })

  it('keeps given checks as they are', () => {
    const m = new TreeModel([{ id: 'p', label: 'P', checked: true, children: [{ id: 'q', label: 'Q' }] }], { showCheckbox: true, checkStrictly: true })
    expect(state(m, 'p')).toBe('checked')
    expect(state(m, 'q')).toBe('none')
  })
})

describe('checkOnlyLeaf', () => {
  it('only leaves take a check; parents show the derived state', () => {
    const m = new TreeModel(data(), { showCheckbox: true, checkOnlyLeaf: true })
    expect(m.checkable(m.get('cs')!)).toBe(false)
    expect(m.checkable(m.get('cst')!)).toBe(true)
    expect(m.setChecked('cs', true)).toEqual([])
    m.setChecked('cst', true)
    expect(state(m, 'cs')).toBe('half')
  })
})

describe('radio', () => {
  it('chooses one node of the whole tree at a time', () => {
    const m = new TreeModel(data(), { showRadio: true })
    expect(m.setChecked('cst', true)).toEqual([]) // the checkbox call does nothing in radio mode
    let events = m.selectRadio('cst')
    expect(types(events)).toEqual(['radio-change', 'check'])
    events = m.selectRadio('am')
    expect(events.filter((e) => e.type === 'radio-change').map((e) => [e.node.id, (e as { checked: boolean }).checked])).toEqual([
      ['cst', false],
      ['am', true],
    ])
    expect(m.checkedKeys()).toEqual(['am'])
    // no propagation: the parents stay unchecked
    expect(state(m, 'math')).toBe('none')
    expect(m.selectRadio('am')).toEqual([])
    expect(m.selectRadio('com')).toEqual([])
  })

  it('keeps only the first of several given radio checks; checkOnlyLeaf refuses parents', () => {
    const m = new TreeModel(
      [
        { id: 'a', label: 'A', checked: true },
        { id: 'b', label: 'B', checked: true },
      ],
      { showRadio: true },
    )
    expect(m.checkedKeys()).toEqual(['a'])
    const l = new TreeModel(data(), { showRadio: true, checkOnlyLeaf: true })
    expect(l.selectRadio('cs')).toEqual([])
    expect(types(l.selectRadio('se'))).toEqual(['radio-change', 'check'])
  })
})

describe('expand and collapse', () => {
  it('expands and collapses with events; a leaf cannot be expanded', () => {
    const m = new TreeModel(data())
    expect(types(m.expand('eng'))).toEqual(['node-expand'])
    expect(m.visible().map((n) => n.id)).toEqual(['eng', 'cs', 'ee', 'sci', 'med'])
    expect(m.expand('eng')).toEqual([])
    expect(m.expand('med')).toEqual([])
    expect(m.get('med')!.expanded).toBe(false)
    expect(types(m.collapse('eng'))).toEqual(['node-collapse'])
    expect(m.collapse('eng')).toEqual([])
  })

  it('a leaf given as expanded is not', () => {
    const m = new TreeModel([{ id: 'a', label: 'A', expanded: true }])
    expect(m.get('a')!.expanded).toBe(false)
  })

  it('accordion: expanding a node collapses its expanded siblings at the same level only', () => {
    const m = new TreeModel(data(), { accordion: true })
    m.expand('eng')
    m.expand('cs')
    const events = m.expand('sci')
    expect(events.map((e) => [e.type, e.node!.id])).toEqual([
      ['node-collapse', 'eng'],
      ['node-expand', 'sci'],
    ])
    // cs keeps its own state (a different level); it shows again when eng reopens
    expect(m.get('cs')!.expanded).toBe(true)
    m.expand('eng')
    m.expand('ee')
    expect(m.get('cs')!.expanded).toBe(false)
    expect(m.get('sci')!.expanded).toBe(false)
  })

  it('without accordion, siblings stay open', () => {
    const m = new TreeModel(data())
    m.expand('eng')
    m.expand('sci')
    expect(m.get('eng')!.expanded && m.get('sci')!.expanded).toBe(true)
  })

  it('expandOnCheckNode expands a parent when it becomes checked (and only then)', () => {
    const m = new TreeModel(data(), { showCheckbox: true, expandOnCheckNode: true })
    const events = m.setChecked('eng', true)
    expect(types(events)).toContain('node-expand')
    expect(m.get('eng')!.expanded).toBe(true)
    m.collapse('eng')
    m.setChecked('eng', false)
    expect(m.get('eng')!.expanded).toBe(false)
    const off = new TreeModel(data(), { showCheckbox: true })
    off.setChecked('eng', true)
    expect(off.get('eng')!.expanded).toBe(false)
  })
})

describe('click and current node', () => {
  it('node-click, current-change, then expansion by expandOnClickNode', () => {
    const m = new TreeModel(data(), { expandOnClickNode: true })
    const events = m.click('eng')
    expect(types(events)).toEqual(['node-click', 'current-change', 'node-expand'])
    expect(m.current?.id).toBe('eng')
    // a second click collapses; the current node does not change again
    expect(types(m.click('eng'))).toEqual(['node-click', 'node-collapse'])
    const cc = m.click('med')
    expect(cc[1]).toMatchObject({ type: 'current-change', node: { id: 'med' }, previous: { id: 'eng' } })
  })

  it('without expandOnClickNode a click does not expand', () => {
    const m = new TreeModel(data())
    expect(types(m.click('eng'))).toEqual(['node-click', 'current-change'])
    expect(m.get('eng')!.expanded).toBe(false)
  })

  it('checkOnClickNode toggles the check, or chooses the radio', () => {
    const m = new TreeModel(data(), { showCheckbox: true, checkOnClickNode: true })
    expect(types(m.click('se'))).toEqual(['node-click', 'current-change', 'check-change', 'check-change', 'check-change', 'check'])
    expect(state(m, 'se')).toBe('checked')
    m.click('se')
    expect(state(m, 'se')).toBe('none')
    const r = new TreeModel(data(), { showRadio: true, checkOnClickNode: true })
    r.click('am')
    expect(r.checkedKeys()).toEqual(['am'])
    // without a checkbox or radio, a click checks nothing
    const plain = new TreeModel(data(), { checkOnClickNode: true })
    plain.click('se')
    expect(plain.checkedKeys()).toEqual([])
  })

  it('setCurrent(null) clears; unknown ids are ignored', () => {
    const m = new TreeModel(data())
    m.setCurrent('cs')
    expect(m.setCurrent('nope')).toEqual([])
    expect(types(m.setCurrent(null))).toEqual(['current-change'])
    expect(m.current).toBeNull()
  })
})

describe('lazy children', () => {
  it('children of a checked node arrive checked; the node becomes a leaf when none arrive', () => {
    const m = new TreeModel([{ id: 'p', label: 'P', isLeaf: false }], { showCheckbox: true })
    m.setChecked('p', true)
    m.setChildren('p', [
      { id: 'c1', label: 'C1' },
      { id: 'c2', label: 'C2', disabled: true },
    ])
    expect(state(m, 'c1')).toBe('checked')
    expect(state(m, 'c2')).toBe('none')
    expect(state(m, 'p')).toBe('half')
    const e = new TreeModel([{ id: 'q', label: 'Q', isLeaf: false }])
    e.expand('q')
    e.setChildren('q', [])
    expect(e.get('q')!.isLeaf).toBe(true)
    expect(e.get('q')!.expanded).toBe(false)
  })
})

import { rowActionOf, rowActions, toggleMessage } from './use-draft-toggle'
import { WishStore } from '../../stores/wish/store'
import { batch, row } from '../../../tests/client/wish/fixtures'

describe('what a row button does, by fill mode', () => {
  it('units are added themselves; majors go into their group; a group-less major of a group province leads to its school’s groups', () => {
    expect(rowActionOf({ Level: 'group', ParentUnitId: null }, '院校专业组')).toEqual({ kind: 'toggle' })
    expect(rowActionOf({ Level: 'major', ParentUnitId: null }, '专业(类)+院校')).toEqual({ kind: 'toggle' })
    expect(rowActionOf({ Level: 'major', ParentUnitId: 'g1abc' }, '院校专业组')).toEqual({ kind: 'parent', parentId: 'g1abc' })
    expect(rowActionOf({ Level: 'major', ParentUnitId: null, SchoolId: 10533 }, '院校专业组')).toEqual({ kind: 'groups', schoolId: 10533 })
    expect(rowActionOf({ Level: 'major', ParentUnitId: null }, '传统院校+专业')).toEqual({ kind: 'toggle' })
    expect(rowActionOf({ Level: 'institution', ParentUnitId: null }, '传统院校+专业')).toEqual({ kind: 'toggle' })
  })

  it('tells what happened in words', () => {
    expect(toggleMessage('added', 3, 45, '本科批')).toBe('已加入志愿表（第 3 个）')
    expect(toggleMessage('full', 0, 45, '本科批')).toBe('志愿表已满：本科批最多可填 45 个志愿，请先移出一些')
    expect(toggleMessage('removed', 0, 45, '本科批')).toBe('已移出志愿表')
  })
})

describe('专业优先 in a group province (issue 15)', () => {
  it('a group reached from a major is added with that major first', () => {
    const wish = new WishStore()
    wish.setBatch(2)
    const g = { ...row('稳'), Level: 'group' as const, BatchId: 2, GroupName: '第103组', MajorNames: [] }
    const b = rowActions(wish, batch(), { majorFirst: '计算机科学与技术' }).button(g)
    expect(b?.text).toBe('加入（首选该专业）')
    b?.onClick()
    expect(wish.items(2)[0]).toMatchObject({ UnitId: g.UnitId, Majors: ['计算机科学与技术'] })
    expect(rowActions(wish, batch(), { majorFirst: '计算机科学与技术' }).button(g)?.text).toBe('已加入第1个 · 移出')
  })

  it('a unit the student cannot be 投档 for has no add button', () => {
    const wish = new WishStore()
    wish.setBatch(2)
    const bad = { ...row(null), BatchId: 2, Elective: { Text: '化学', Track: null, Mode: 'all' as const, Subjects: ['化学'], Meets: false } }
    expect(rowActions(wish, batch()).button(bad)).toMatchObject({ text: '选科不符，不能填报', disabled: true })
  })
})

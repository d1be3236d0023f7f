import { rowActionOf, toggleMessage } from './use-draft-toggle'

describe('what a row button does, by fill mode', () => {
  it('units are added themselves; majors go into their group; a group-less major of a group province cannot be filed', () => {
    expect(rowActionOf({ Level: 'group', ParentUnitId: null }, '院校专业组')).toEqual({ kind: 'toggle' })
    expect(rowActionOf({ Level: 'major', ParentUnitId: null }, '专业(类)+院校')).toEqual({ kind: 'toggle' })
    expect(rowActionOf({ Level: 'major', ParentUnitId: 'g1abc' }, '院校专业组')).toEqual({ kind: 'parent', parentId: 'g1abc' })
    expect(rowActionOf({ Level: 'major', ParentUnitId: null }, '院校专业组').kind).toBe('none')
    expect(rowActionOf({ Level: 'major', ParentUnitId: null }, '传统院校+专业')).toEqual({ kind: 'toggle' })
    expect(rowActionOf({ Level: 'institution', ParentUnitId: null }, '传统院校+专业')).toEqual({ kind: 'toggle' })
  })

  it('tells what happened in words', () => {
    expect(toggleMessage('added', 3, 45, '本科批')).toBe('已加入志愿表（第 3 个）')
    expect(toggleMessage('full', 0, 45, '本科批')).toBe('志愿表已满：本科批最多可填 45 个志愿，请先移出一些')
    expect(toggleMessage('removed', 0, 45, '本科批')).toBe('已移出志愿表')
  })
})

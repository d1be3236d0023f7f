import { batchGroupText, branchText, splitByBranch } from '.'

describe('line labels', () => {
  it("names a row by the province's batch and the printed group, never a collector's key", () => {
    expect(batchGroupText({ BatchName: '本科批', GroupName: '第201组' })).toBe('本科批 · 第201组')
    expect(batchGroupText({ BatchName: '本科一批', GroupName: '' })).toBe('本科一批')
  })

  it('says which part of the school a row belongs to', () => {
    const row = { SchoolName: '', BatchName: '', GroupName: '' }
    expect(branchText({ ...row, Branch: '惠灵顿学院', BranchKind: 'institute' })).toBe('惠灵顿学院（单独招生的学院）')
    expect(branchText({ ...row, Branch: '中外合作办学·较高收费', BranchKind: 'joint' })).toBe('中外合作办学·较高收费')
    expect(branchText({ ...row, Branch: '威海校区', BranchKind: 'campus' })).toBe('威海校区')
    expect(branchText({ ...row, Branch: '医护类', BranchKind: 'unit' })).toBe('医护类（单列招生）')
    expect(branchText({ SchoolName: '郑州大学', Branch: '', BranchKind: '', BatchName: '', GroupName: '' })).toBe('')
    const { own, branches } = splitByBranch([{ Branch: '' }, { Branch: '威海校区' }, { Branch: '' }])
    expect([own.length, branches.length]).toEqual([2, 1])
  })
})

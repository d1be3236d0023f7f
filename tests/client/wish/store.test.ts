/**
 * The wish store (SPEC §3 batch wish lists): drafts per batch and per mode, add / remove / move / majors /
 * 调剂 / clear / load a saved table, the batch's wish count as a hard limit, persistence and restart, and the
 * profile a draft belongs to.
 */
import { taroMock } from '../../support/taro-mock'
import { WishStore, WishType, limitsOf, profileKeyOf } from '../../../src/stores/wish'
import { RootStore } from '../../../src/stores'
import { RULE, batch, detail, row } from './fixtures'

const HUNAN = '43-2026-2'
let profile: string | null = HUNAN
const store = () => new WishStore(() => profile)
const limits = (wishCount: number, majorsPerGroup = 6) => ({ wishCount, majorsPerGroup, fillMode: '院校专业组' as const })

beforeEach(() => {
  taroMock.reset()
  profile = HUNAN
})

describe('adding and removing', () => {
  it('adds rows at the end of their batch, once each, and removes them', () => {
    const s = store()
    s.setBatch(2, limits(45))
    const [a, b, c] = [row('冲', 1), row('稳', 2), row('保', 3)]
    expect(s.add(a)).toBe('added')
    expect(s.add(b)).toBe('added')
    expect(s.add(a)).toBe('duplicate')
    expect(s.add(c)).toBe('added')
    expect(s.items().map((i) => i.UnitId)).toEqual([a.UnitId, b.UnitId, c.UnitId])
    expect(s.positionOf(b.UnitId)).toBe(2)
    expect(s.items()[0]).toMatchObject({ UnitId: a.UnitId, Majors: [], Adjust: true })
    // the snapshot keeps what the row draws, not the explanation
    expect(s.items()[0].row.SchoolName).toBe(a.SchoolName)
    expect('Explanation' in s.items()[0].row).toBe(false)
    s.remove(b.UnitId)
    expect(s.items().map((i) => i.UnitId)).toEqual([a.UnitId, c.UnitId])
    expect(s.has(b.UnitId)).toBe(false)
  })

  it('toggle adds, then removes', () => {
    const s = store()
    s.setBatch(2, limits(45))
    const a = row('稳', 1)
    expect(s.toggle(a)).toBe('added')
    expect(s.toggle(a)).toBe('removed')
    expect(s.count()).toBe(0)
  })

  it('never holds more wishes than the batch allows and says so', () => {
    const s = store()
    s.setBatch(2, limits(3))
    for (let i = 1; i <= 3; i++) expect(s.add(row('稳', i))).toBe('added')
    expect(s.isFull()).toBe(true)
    expect(s.add(row('保', 4))).toBe('full')
    expect(s.count()).toBe(3)
    // removing one makes room again
    s.remove(s.items()[0].UnitId)
    expect(s.add(row('保', 4))).toBe('added')
  })

  it('refuses a row of another batch than the one asked for', () => {
    const s = store()
    s.setBatch(2, limits(45))
    expect(s.add(row('稳', 1, { BatchId: 6 }), 2)).toBe('other-batch')
    expect(s.add(row('稳', 1), null)).toBe('no-batch')
  })
})

describe('order, majors and 调剂', () => {
  it('moves a wish up, down and to any place, keeping the rest in order', () => {
    const s = store()
    s.setBatch(2, limits(45))
    const rows = [row('冲', 1), row('稳', 2), row('保', 3), row('垫', 4)]
    rows.forEach((r) => s.add(r))
    const ids = () => s.items().map((i) => i.row.SchoolName)
    s.moveUp(2)
    expect(ids()).toEqual(['测试大学1', '测试大学3', '测试大学2', '测试大学4'])
    s.moveDown(0)
    expect(ids()).toEqual(['测试大学3', '测试大学1', '测试大学2', '测试大学4'])
    s.move(3, 0)
    expect(ids()).toEqual(['测试大学4', '测试大学3', '测试大学1', '测试大学2'])
    // out of range: nothing moves
    s.moveUp(0)
    s.moveDown(3)
    s.move(9, 0)
    expect(ids()).toEqual(['测试大学4', '测试大学3', '测试大学1', '测试大学2'])
  })

  it('sets the majors of a group wish (trimmed, no repeats) up to the majors per group', () => {
    const s = store()
    s.setBatch(2, limits(45, 2))
    const a = row('稳', 1)
    s.add(a)
    expect(s.setMajors(a.UnitId, [' 计算机类 ', '计算机类', '电子信息类'])).toBe('ok')
    expect(s.items()[0].Majors).toEqual(['计算机类', '电子信息类'])
    expect(s.setMajors(a.UnitId, ['a', 'b', 'c'])).toBe('too-many')
    expect(s.items()[0].Majors).toEqual(['计算机类', '电子信息类'])
    expect(s.setMajors('g999999abc', ['a'])).toBe('missing')
    s.setAdjust(a.UnitId, false)
    expect(s.items()[0].Adjust).toBe(false)
    expect(s.input()).toEqual([{ UnitId: a.UnitId, Majors: ['计算机类', '电子信息类'], Adjust: false }])
  })

  it('clear empties the batch and forgets the saved table it edited', () => {
    const s = store()
    s.loadFromSaved(detail([row('冲', 1), row('稳', 2)], { WishId: 9, Name: '第一版' }))
    expect(s.editing()).toEqual({ wishId: 9, name: '第一版' })
    s.clear()
    expect(s.items()).toEqual([])
    expect(s.editing()).toBeNull()
    expect(taroMock.storage().batchTypeTotalList).toEqual([])
  })
})

describe('per batch, per mode, per profile', () => {
  it('keeps one draft per batch and one set per mode (normal / forecast)', () => {
    const s = store()
    s.setBatch(2, limits(45))
    s.add(row('冲', 1))
    s.setBatch(6, limits(45))
    s.add(row('稳', 2, { BatchId: 6 }))
    expect(s.count(2)).toBe(1)
    expect(s.count(6)).toBe(1)
    s.setWishType(WishType.FORECAST)
    expect(s.isForecast).toBe(true)
    expect(s.count(6)).toBe(0)
    s.add(row('保', 3, { BatchId: 6 }))
    s.setWishType(WishType.NORMAL)
    expect(s.items(6).map((i) => i.row.SchoolName)).toEqual(['测试大学2'])
  })

  it("does not offer another profile's draft, and the first add replaces it", () => {
    const s = store()
    s.setBatch(2, limits(45))
    s.add(row('冲', 1))
    profile = '21-2026-2'
    expect(s.items()).toEqual([])
    expect(s.add(row('稳', 2))).toBe('added')
    expect(s.items().map((i) => i.row.SchoolName)).toEqual(['测试大学2'])
    profile = HUNAN
    expect(s.items()).toEqual([])
  })

  it('profile keys need province, year and track', () => {
    expect(profileKeyOf({ ProvinceId: 43, Year: 2026, SubjectType: 2 })).toBe(HUNAN)
    expect(profileKeyOf({ ProvinceId: 43, Year: null, SubjectType: 2 })).toBeNull()
  })
})

describe('persistence', () => {
  it('survives a restart: items, order, majors, 调剂, batch, mode and the limit', () => {
    const s = store()
    s.setBatch(2, limits(2))
    const [a, b] = [row('冲', 1), row('保', 2)]
    s.add(a)
    s.add(b)
    s.moveUp(1)
    s.setMajors(a.UnitId, ['计算机类'])
    s.setAdjust(b.UnitId, false)
    expect(taroMock.storage()).toMatchObject({
      TBInfo: { BatchId: 2 },
      batchTypeTotalList: [{ batchId: 2, profileKey: HUNAN, wishCount: 2, majorsPerGroup: 6, fillMode: '院校专业组' }],
    })
    // a new app run: a fresh store reads storage; the limit holds before any rule is loaded again
    const again = store()
    expect(again.TBInfo).toEqual({ BatchId: 2 })
    expect(again.input()).toEqual([
      { UnitId: b.UnitId, Majors: [], Adjust: false },
      { UnitId: a.UnitId, Majors: ['计算机类'], Adjust: true },
    ])
    expect(again.items()[1].row.Band).toBe('冲')
    expect(again.wishCount()).toBe(2)
    expect(again.add(row('稳', 3))).toBe('full')
  })

  it('through the root store too (the app restarts with the draft)', () => {
    const r = new RootStore()
    r.wish.setBatch(2, limitsOf(RULE))
    r.wish.add(row('稳', 1))
    expect(new RootStore().wish.count(2)).toBe(1)
  })

  it('drops stored items that are not wishes (another build, a broken write)', () => {
    taroMock.api.setStorageSync('batchTypeTotalList', [
      { batchId: 2, selectedSchool: [{ UnitId: 'g1', Majors: [], Adjust: true, row: { UnitId: 'g1', SchoolName: 'x', History: [] } }, { SchoolId: 1 }, 'x'] },
      { batchId: 'y', selectedSchool: [] },
    ])
    const s = store()
    expect(s.batchTypeTotalList).toHaveLength(1)
    expect(s.items(2).map((i) => i.UnitId)).toEqual(['g1'])
  })
})

describe('saved tables', () => {
  it('loads a saved table back in its saved order, batch, mode and limits; saving will replace it', () => {
    const s = store()
    const rows = [row('冲', 1), row('稳', 2), row('保', 3)]
    const d = detail(rows, { WishId: 12, Name: '冲稳保', WishType: 1 })
    // saved order is Position order, whatever order the array has
    d.Items = [d.Items[2], d.Items[0], d.Items[1]]
    d.Items[0] = { ...d.Items[0], Majors: ['临床医学'], Adjust: false }
    s.loadFromSaved(d)
    expect(s.isForecast).toBe(true)
    expect(s.batchId).toBe(2)
    expect(s.items().map((i) => i.row.SchoolName)).toEqual(['测试大学1', '测试大学2', '测试大学3'])
    expect(s.items()[2]).toMatchObject({ Majors: ['临床医学'], Adjust: false })
    expect(s.editing()).toEqual({ wishId: 12, name: '冲稳保' })
    expect(s.wishCount()).toBe(45)
    s.markSaved(13, '新名字')
    expect(s.editing()).toEqual({ wishId: 13, name: '新名字' })
    s.forgetSaved(13)
    expect(s.editing()).toBeNull()
    expect(s.count()).toBe(3)
  })

  it('refreshRows takes fresh probabilities from a check', () => {
    const s = store()
    s.setBatch(2, limits(45))
    const a = row('稳', 1)
    s.add(a)
    s.refreshRows([{ ...a, Probability: 81, Band: '保', Position: 1, Majors: [], Adjust: true, AdmitHere: 81 }])
    expect(s.items()[0].row).toMatchObject({ Probability: 81, Band: '保' })
  })
})

describe('batches and band config', () => {
  it("learns every batch's limits from the batch list, for the current profile only", () => {
    const s = store()
    s.setBatchList([batch({ BatchId: 2 }), batch({ BatchId: 6, Rule: { ...RULE, WishCount: 30 } })])
    expect(s.batches?.map((b) => b.BatchId)).toEqual([2, 6])
    expect(s.wishCount(6)).toBe(30)
    s.setBatch(6)
    expect(s.currentBatch?.BatchId).toBe(6)
    profile = '21-2026-2'
    expect(s.batches).toBeNull()
  })
})

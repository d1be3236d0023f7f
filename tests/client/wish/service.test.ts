/**
 * The wish service: which call each list makes (normal / forecast), what bodies carry, the mapping between
 * rows, saved tables and the draft, and the live check / save model on top of them (the server refusing a
 * table with rule errors sends its check back, which must reach the page).
 */
import { taroMock } from '../../support/taro-mock'
import { FakeApi, env, flush, ok } from '../helpers/fake-api'
import { resetRequestStateForTests } from '../../../src/services/request'
import { compact, itemsFromSaved, itemsToInput, listCallOf, readableNote, snapshotOf, tablePageOf, detailPageOf, unitTitle } from '../../../src/model/wish'
import { Wish, WishTables } from '../../../src/stores/wish/calls'
import { RecommendListModel, TableCheckModel, WishStore, queryOf, EMPTY_FILTERS, loadBatches, defaultBatch } from '../../../src/stores/wish'
import { BATCHES, RULE, batch, check, detail, page, row } from './fixtures'
import { SimulateModel, type SimulateResult } from '../../../src/stores/wish/simulate'
import { RootStore } from '../../../src/stores'
import { comparisonText } from '../../../src/pages/query/contrast'

let api: FakeApi
/** the body of the i-th call of a name as the app built it (the transport adds Platform to every body) */
const sent = (name: string, i = 0) => {
  const { Platform: _platform, ...body } = api.callsOf(name)[i].body
  return body
}
beforeEach(() => {
  taroMock.reset()
  resetRequestStateForTests()
  api = new FakeApi()
})

describe('calls', () => {
  it('each list has a normal and a forecast call', () => {
    expect(listCallOf('school-first', false)).toBe('Wish/SchoolFirstList')
    expect(listCallOf('school-first', true)).toBe('Wish/SchoolFirstListForecast')
    expect(listCallOf('new-exam', true)).toBe('Wish/NewExamScoreLineForecast')
    expect(listCallOf('self-search', false)).toBe('Wish/MySelfSearch')
    expect(listCallOf('school-majors', false)).toBe('Wish/SpecialtyList')
    expect(listCallOf('new-exam-school', true)).toBe('Wish/NewExamSchoolScoreLineForecast')
  })

  it('sends the filters as the contract names them, nothing undefined, and without the blocking indicator', async () => {
    api.on('Wish/NewExamScoreLine', ok(page([row('冲', 1)])))
    const body = queryOf({ ...EMPTY_FILTERS, Band: '冲', Region: 'other', Is985: true, IsPrivate: false, Keyword: ' 中南 ', MajorCode: '0809' }, 2)
    expect(body).toEqual({ BatchId: 2, Band: '冲', Region: 'other', Is985: true, IsPrivate: false, Keyword: '中南', MajorCode: '0809' })
    const r = await Wish.list('new-exam', false, { ...body, PageIndex: 1, PageSize: 10 })
    expect(r.List[0].Band).toBe('冲')
    expect(sent('Wish/NewExamScoreLine')).toEqual({ ...body, PageIndex: 1, PageSize: 10 })
    expect(taroMock.api.showLoading).not.toHaveBeenCalled()
    expect(compact({ a: 1, b: undefined })).toEqual({ a: 1 })
  })

  it('sends an occupation’s related 专业类 as MajorCodes, to the list and to 一键生成, until the student clears them', async () => {
    const filters = { ...EMPTY_FILTERS, MajorCodes: ['0809', '0807'], MajorCodesFrom: '软件开发人员' }
    expect(queryOf(filters, 2)).toEqual({ BatchId: 2, MajorCodes: ['0809', '0807'] })
    api.on('Wish/NewExamScoreLine', ok(page([row('稳', 1)]))).on('Wish/NewExamScoreLineSuggestGroup', ok({ Items: [], Check: check([]) }))
    const model = new RecommendListModel({ kind: 'new-exam', forecast: () => false, batchId: () => 2, filters })
    await model.reload()
    expect(sent('Wish/NewExamScoreLine').MajorCodes).toEqual(['0809', '0807'])
    await model.suggest(2, false)
    expect(sent('Wish/NewExamScoreLineSuggestGroup').MajorCodes).toEqual(['0809', '0807'])
    await model.reload({ MajorCodes: [], MajorCodesFrom: '' })
    expect(sent('Wish/NewExamScoreLine', 1).MajorCodes).toBeUndefined()
  })

  it('batches by kind of province, and the default batch is the ordinary 本科 batch', async () => {
    api.on('Wish/NewExamBatchList', ok(BATCHES)).on('Wish/BatchList', ok(BATCHES.slice(1)))
    const store = new WishStore(() => '43-2026-2')
    const b = await loadBatches(store, { newExam: true })
    expect(api.names()).toEqual(['Wish/NewExamBatchList'])
    expect(b?.BatchId).toBe(2)
    expect(store.batchId).toBe(2)
    // cached for the profile; a page may ask for another batch
    expect((await loadBatches(store, { newExam: true, wanted: 6 }))?.BatchId).toBe(6)
    expect(api.names()).toEqual(['Wish/NewExamBatchList'])
    expect(defaultBatch([batch({ BatchId: 1, Recommendable: false }), batch({ BatchId: 6 })])?.BatchId).toBe(6)
  })
})

describe('mapping', () => {
  it('a row snapshot keeps everything drawn, not the explanation, and copies (no shared arrays)', () => {
    const r = row('稳', 1)
    const s = snapshotOf(r)
    expect('Explanation' in s).toBe(false)
    expect(s.History).toEqual(r.History)
    expect(s.History).not.toBe(r.History)
    expect(unitTitle(s)).toEqual({ school: '测试大学1', unit: '第11组' })
    expect(unitTitle({ ...s, Level: 'major', MajorName: '计算机类' })).toEqual({ school: '测试大学1', unit: '计算机类' })
  })

  it('saved items come back in Position order with their majors and 调剂; the draft sends UnitId, Majors, Adjust', () => {
    const d = detail([row('冲', 1), row('稳', 2)])
    const items = itemsFromSaved([{ ...d.Items[1], Majors: ['临床医学'] }, d.Items[0]])
    expect(items.map((i) => i.row.SchoolName)).toEqual(['测试大学1', '测试大学2'])
    expect(itemsToInput(items)).toEqual([
      { UnitId: d.Items[0].UnitId, Majors: [], Adjust: true },
      { UnitId: d.Items[1].UnitId, Majors: ['临床医学'], Adjust: true },
    ])
  })

  it('pages by fill mode, and only the readable part of a rule note', () => {
    expect(tablePageOf('院校专业组')).toBe('pages/newExam/adjust-wish/collegeToSpecialty')
    expect(tablePageOf('专业(类)+院校')).toBe('pages/newExam/adjust-wish/specialtyToCollege')
    expect(tablePageOf('传统院校+专业')).toBe('pages/query/adjust-wish')
    expect(detailPageOf('传统院校+专业')).toBe('pages/personal/volunteerdetail/volunteerdetail')
    expect(readableNote(RULE.Note)).toBe('')
    expect(readableNote('未收录 2026 年的填报规定，沿用 2024 年规定；evidence file cites a placeholder URL')).toBe('未收录 2026 年的填报规定，沿用 2024 年规定')
  })
})

describe('recommendation list model', () => {
  it('loads pages, keeps counts and the student context, and starts over on a new filter', async () => {
    api.on('Wish/SchoolFirstList', (body) =>
      ok(page(body.Band === '保' ? [row('保', 9)] : [row('冲', body.PageIndex * 10), row('稳', body.PageIndex * 10 + 1)], 30)),
    )
    const m = new RecommendListModel({ kind: 'school-first', forecast: () => false, batchId: () => 2, pageSize: 10 })
    await m.reload()
    expect(m.rows).toHaveLength(2)
    expect(m.counts?.冲).toBe(82)
    expect(m.student?.Rank).toBe(43928)
    expect(m.loadStatus).toBe('more')
    await m.loadMore()
    expect(m.rows).toHaveLength(4)
    expect(api.callsOf('Wish/SchoolFirstList')[1].body).toMatchObject({ BatchId: 2, PageIndex: 2 })
    await m.setBand('保')
    expect(m.rows.map((r) => r.Band)).toEqual(['保'])
    expect(api.callsOf('Wish/SchoolFirstList')[2].body).toMatchObject({ Band: '保', PageIndex: 1 })
  })

  it('asks the forecast call in forecast mode and the search call once there is a keyword', async () => {
    api.on('Wish/MySelfForecast', ok(page([]))).on('Wish/MySelfSearchForecast', ok(page([row(null, 3)])))
    const m = new RecommendListModel({ kind: 'self', kindFor: (f) => (f.Keyword ? 'self-search' : 'self'), forecast: () => true, batchId: () => 2 })
    await m.reload()
    expect(m.pager.isEmpty).toBe(true)
    await m.reload({ Keyword: '北京' })
    expect(api.names()).toEqual(['Wish/MySelfForecast', 'Wish/MySelfSearchForecast'])
    expect(m.rows[0].Reason).toContain('历年数据不足')
  })

  it('a failed call leaves an error to show with a retry', async () => {
    api.on('Wish/SchoolFirstList', env(3, null, '服务器繁忙'))
    const m = new RecommendListModel({ kind: 'school-first', forecast: () => false, batchId: () => 2 })
    await m.reload()
    expect(m.pager.error).toBe('服务器繁忙')
  })
})

describe('table check and save', () => {
  const setup = () => {
    const store = new WishStore(() => '43-2026-2')
    store.setBatch(2, { wishCount: 45, majorsPerGroup: 6, fillMode: '院校专业组' })
    const rows = [row('冲', 1), row('稳', 2), row('保', 3)]
    rows.forEach((r) => store.add(r))
    return { store, rows }
  }

  it('checks the draft as it is, and again shortly after each change (one call for a quick series)', async () => {
    const { store, rows } = setup()
    api.on('Wish/WishCheck', (body) => ok(check(body.Items.map((i: { UnitId: string }) => rows.find((r) => r.UnitId === i.UnitId)!))))
    const m = new TableCheckModel(store, { delayMs: 5 })
    m.start()
    await flush()
    expect(api.callsOf('Wish/WishCheck')[0].body).toMatchObject({ BatchId: 2, Name: '我的志愿表', WishType: 0, Items: store.input() })
    expect(m.check?.SlipRisk).toBe(4)
    expect(m.itemOf(rows[0].UnitId)?.AdmitHere).toBe(20)
    store.moveDown(0)
    store.moveDown(1)
    await new Promise((r) => setTimeout(r, 30))
    await flush()
    expect(api.callsOf('Wish/WishCheck')).toHaveLength(2)
    expect(api.callsOf('Wish/WishCheck')[1].body.Items.map((i: { UnitId: string }) => i.UnitId)).toEqual([rows[1].UnitId, rows[2].UnitId, rows[0].UnitId])
    m.stop()
  })

  it('an empty draft is not sent (the server refuses an empty table)', async () => {
    const store = new WishStore(() => '43-2026-2')
    store.setBatch(2)
    const m = new TableCheckModel(store)
    expect(await m.run()).toBeNull()
    expect(api.calls).toHaveLength(0)
  })

  it('saves with the name, then edits that table; a refusal brings every problem back', async () => {
    const { store, rows } = setup()
    api.on('User/WishSave', ok({ WishId: 31, Check: check(rows) }))
    const m = new TableCheckModel(store)
    expect(await m.save('  冲稳保  ')).toEqual({ ok: true, wishId: 31, replaced: false })
    expect(sent('User/WishSave')).toEqual({ BatchId: 2, Name: '冲稳保', WishType: 0, Items: store.input() })
    expect(store.editing()).toEqual({ wishId: 31, name: '冲稳保' })
    // the second save replaces table 31
    const refused = check(rows, { Issues: [{ Kind: 'count', Level: 'error', Positions: [46], Message: '本科批最多可填 45 个志愿' }] })
    api.on('User/WishSave', env(2, refused, '志愿表未保存：本科批最多可填 45 个志愿'))
    const out = await m.save('冲稳保')
    expect(out).toEqual({ ok: false, refused: true, message: '志愿表未保存：本科批最多可填 45 个志愿' })
    expect(api.callsOf('User/WishSave')[1].body.WishId).toBe(31)
    expect(m.errors.map((i) => i.Message)).toEqual(['本科批最多可填 45 个志愿'])
    expect(taroMock.toasts()).toContain('志愿表未保存：本科批最多可填 45 个志愿')
  })

  it('「另存为」 makes a new table and leaves the one the draft came from alone; the draft then edits the new one', async () => {
    const { store, rows } = setup()
    api.on('User/WishSave', ok({ WishId: 31, Check: check(rows) }))
    const m = new TableCheckModel(store)
    await m.save('湖南冲稳保表')
    api.on('User/WishSave', ok({ WishId: 32, Check: check(rows) }))
    expect(await m.save('坏表-保在前', true)).toEqual({ ok: true, wishId: 32, replaced: false })
    expect(api.callsOf('User/WishSave')[1].body.WishId).toBeUndefined()
    expect(store.editing()).toEqual({ wishId: 32, name: '坏表-保在前' })
    api.on('User/WishSave', ok({ WishId: 32, Check: check(rows) }))
    expect(await m.save('坏表-保在前')).toEqual({ ok: true, wishId: 32, replaced: true })
    expect(api.callsOf('User/WishSave')[2].body.WishId).toBe(32)
  })

  it('saved tables: list, detail, delete through their calls', async () => {
    api
      .on('User/WishList', ok({ Total: 0, List: [] }))
      .on('User/WishDetail', env(4, null, '志愿表不存在，或不属于当前登录的账号'))
      .on('User/WishDelete', ok(true))
    expect((await WishTables.list({ PageIndex: 1 })).Total).toBe(0)
    await expect(WishTables.detail(99)).rejects.toMatchObject({ code: 4 })
    expect(await WishTables.remove(5)).toBe(true)
    expect(sent('User/WishDelete')).toEqual({ WishId: 5 })
  })
})

describe('row actions (a major inside a group)', () => {
  it('a group major adds its group with that major first, then toggles the major in it', async () => {
    const { rowActions } = await import('../../../src/components/recommend-list/use-draft-toggle')
    const store = new WishStore(() => '43-2026-2')
    store.setBatch(2, { wishCount: 45, majorsPerGroup: 6, fillMode: '院校专业组' })
    const group = row('稳', 50)
    const major = row('稳', 51, { Level: 'major', ParentUnitId: group.UnitId, MajorName: '临床医学', GroupName: '' })
    api.on('Wish/UnitDetail', ok(group))
    const actions = rowActions(store, batch())
    expect(actions.button(major)!.text).toBe('加入所在专业组')
    actions.button(major)!.onClick()
    await flush()
    expect(api.callsOf('Wish/UnitDetail')[0].body).toMatchObject({ UnitId: group.UnitId, BatchId: 2, WishType: 0 })
    expect(store.items().map((i) => [i.UnitId, i.Majors])).toEqual([[group.UnitId, ['临床医学']]])
    expect(actions.added(major)).toBe(true)
    expect(actions.button(major)!.text).toBe('已选入第1个 · 移出')
    actions.button(major)!.onClick()
    await flush()
    expect(store.items()[0].Majors).toEqual([])
    expect(actions.button(major)!.text).toBe('选入第1个志愿')
  })
})

describe('模拟填报 (issue 15)', () => {
  it('an invalid score clears the previous result instead of leaving it beside the refusal', async () => {
    const m = new SimulateModel(new RootStore())
    m.result = { override: { Score: 520 } } as unknown as SimulateResult
    m.setScore('800')
    await m.run(750)
    expect(m.errors.score).toBe('分数不能超过 750（该省总分）')
    expect(m.result).toBeNull()
  })
})

describe('院校对比 backtest in plain words (issue 15)', () => {
  it('compares the rules as percentages, never as raw scores', () => {
    const text = comparisonText([
      { Rule: '本产品的录取概率', Brier: 0.1216 },
      { Rule: '只看去年最低位次（能/不能）', Brier: 0.1747 },
    ])
    expect(text).toBe('和其他常见算法比预测误差（说的概率和实际结果差多少，越小越准）：「只看去年最低位次（能/不能）」比我们大 44%。')
    expect(text).not.toMatch(/0\.\d/)
    expect(comparisonText([{ Rule: '别的', Brier: 0.2 }])).toBeNull()
  })
})

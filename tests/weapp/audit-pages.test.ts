/** @jest-environment node */
/**
 * Issue 18's audit pages in the mini-program build, as WeChat's template compiler and component engine render them
 * with real data (the H5 journey is e2e/journeys/audit.spec.ts): a 湖南 student's table sent for audit, an expert's
 * result returned through the API; 志愿审核 lists it with its state, 审核结果 shows the verdict, the overall comment
 * and the remark under its row, 消息 lists the message, and 提交审核 says what the student's rights allow.
 */
import type { BuiltApp } from '../../server/app'
import { createExpert, grantAuditCredits } from '../../server/modules/audit'
import type { WeappEngine } from './engine'
import { all, closePage, engineFor, journeys, openPage, startServer, text, until } from './interact'
import { post, registerStudent } from './suite'

journeys("issue 18's audit pages in WeChat's engine", () => {
  let built: BuiltApp
  let engine: WeappEngine
  let base = ''
  let student: { token: string; userId: number }
  let wishId = 0
  let auditId = 0

  beforeAll(async () => {
    ;({ built, base } = await startServer('43'))
    student = await registerStudent(base, '148', '小程序审核')
    const list = await post<{ List: Array<{ UnitId: string }> }>(base, 'Wish/NewExamScoreLine', { Band: '稳', PageSize: 3 }, student.token)
    wishId = (
      await post<{ WishId: number }>(
        base,
        'User/WishSave',
        { BatchId: 2, Name: '小程序审核表', Items: list.List.map((r) => ({ UnitId: r.UnitId })) },
        student.token,
      )
    ).WishId
    await grantAuditCredits(built.ctx.db, student.userId, 1)
    auditId = (await post<{ AuditId: number }>(base, 'User/CommitAuditByStudent', { WishId: wishId, Remark: '想稳一点' }, student.token)).AuditId
    const mobile = `149${String(Date.now()).slice(-8)}`
    await createExpert(built.ctx.db, mobile, { password: 'Expert2026', name: '李老师' })
    const { Token } = await post<{ Token: string }>(base, 'User/UserLogin', { Mobile: mobile, Password: 'Expert2026' })
    await post(base, 'Review/Claim', { AuditId: auditId }, Token)
    await post(
      base,
      'Review/Return',
      {
        AuditId: auditId,
        Result: 'changes',
        Comment: '第一个志愿把握太小。',
        RowRemarks: [{ Position: 1, Remark: '建议去掉', Suggestion: { Action: 'remove' } }],
      },
      Token,
    )
    engine = engineFor(base, 'weapp-audit-pages', student)
  }, 300_000)

  afterAll(async () => {
    await built?.close()
  })

  it('志愿审核 lists the audit with its state and verdict', async () => {
    const page = await openPage(engine, 'pages/personal/audit-wish/index')
    await until(() => text(page.dom).includes('小程序审核表'))
    expect(text(page.dom)).toContain('已完成 · 建议修改')
    await closePage(page)
  })

  it('审核结果 shows the verdict, the comment and the remark under its row, and the one-tap copy', async () => {
    const page = await openPage(engine, 'pages/personal/audit-wish/audit-result', { id: String(auditId) })
    await until(() => text(page.dom).includes('专家总体意见'))
    const shown = text(page.dom)
    expect(shown).toContain('第一个志愿把握太小。')
    expect(shown).toContain('专家：建议去掉')
    expect(shown).toContain('建议删除这个志愿')
    expect(shown).toContain('你的留言：想稳一点')
    expect(shown).toContain('按专家建议生成新志愿表')
    expect(all(page, '.zy-audit__expert')).toHaveLength(1)
    await closePage(page)
  })

  it('消息 lists the returned audit’s message', async () => {
    const page = await openPage(engine, 'pages/home/content/index', { key: 'message' })
    await until(() => text(page.dom).includes('志愿审核已完成'))
    expect(text(page.dom)).toContain('「小程序审核表」的审核结果：建议修改')
    await closePage(page)
  })

  it('提交审核 says the bought audit is spent and what to do next', async () => {
    const page = await openPage(engine, 'pages/personal/volunteerlist/audit-remark', { id: String(wishId) })
    await until(() => text(page.dom).includes('小程序审核表') && text(page.dom).includes('志愿审核需要开通会员'))
    expect(text(page.dom)).toContain('购买单次审核')
    await closePage(page)
  })
})

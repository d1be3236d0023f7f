/**
 * The calls of the profile module. The student's own data: profile, exam information (province, year, track, 选考, score), the real
 * score once published, score-edit allowance, completeness flags and application intention.
 */
import type { Transaction, Updateable } from 'kysely'
import type { Static } from '@sinclair/typebox'
import type { Intention } from '../../../types/api/profile'
import type { AppContext } from '../../context'
import type { DB } from '../../db/tables'
import { fail, invalid } from '../../http/errors'
import { defineHandlers, type HandlerInput } from '../../http/registry'
import { scoreEditLimit } from '../config'
import { nowDate } from '../account'
import {
  checkScore,
  checkSubjectType,
  examModeFor,
  provinces,
  requireExamSet,
  requireProvince,
  scoresPublished,
  selectSubjectsComplete,
  subjectsAfterExamChange,
  subjectTypeOfList,
  validateExam,
  validateSubjects,
} from '../exam'
import { loadUser, parseSubjects, toUserInfo, userInfo, type UserRow } from './user-info'

type IntentionData = Static<typeof Intention>

async function lockUser(trx: Transaction<DB>, userId: number): Promise<UserRow> {
  const row = await trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst()
  if (!row) throw fail('账号不存在或已注销')
  return row
}

/**
 * (Inside a transaction only `trx` may be used: PGlite has one connection, which the transaction holds.)
 *
 * A change of an already entered score uses one of the allowed edits (ScoreEditLimit); the first
 * entry and re-entering the same score are free.
 */
function scoreChange(limit: number, row: UserRow, score: number): { score: number; score_edit_count: number; rank?: null } {
  if (row.score === null || Number(row.score) === score) return { score, score_edit_count: row.score_edit_count }
  if (row.score_edit_count >= limit) throw fail(`分数修改次数已用完（共 ${limit} 次），如需修改请联系客服`)
  // a rank entered for the old score no longer applies
  return { score, score_edit_count: row.score_edit_count + 1, rank: null }
}

async function checkRegion(
  ctx: AppContext,
  code: string | undefined,
  level: 'province' | 'city' | 'county',
  parent: string | null,
  field: string,
  label: string,
) {
  if (!code) return
  const r = await ctx.db.selectFrom('regions').select(['level', 'parent_code', 'province_code']).where('code', '=', code).executeTakeFirst()
  if (!r) throw invalid(`${label}（${field}）不存在：${code}`)
  // a municipality is its own city (see Public/CityList)
  const isLevel = r.level === level || (level === 'city' && r.level === 'province')
  if (!isLevel) throw invalid(`${label}（${field}）级别不正确：${code}`)
  if (parent && r.parent_code !== parent && !(level === 'city' && code === parent)) throw invalid(`${label}（${field}）不属于所选上级地区`)
}

async function updateStudent({ body, user, ctx }: HandlerInput<'User/UpdateStudent'>) {
  const set: Updateable<DB['users']> = {}
  if (body.NickName !== undefined) {
    const name = body.NickName.trim()
    if (!name) throw invalid('昵称（NickName）不能为空')
    set.nickname = name
  }
  if (body.Avatar !== undefined) {
    if (body.Avatar && !/^https?:\/\/\S+$/.test(body.Avatar)) throw invalid('头像（Avatar）应为 http(s) 图片地址')
    set.avatar = body.Avatar
  }
  if (body.Gender !== undefined) set.gender = body.Gender
  if (body.SchoolName !== undefined) set.school_name = body.SchoolName.trim()
  if (body.ClassName !== undefined) set.class_name = body.ClassName.trim()
  if (body.ProvinceCode !== undefined || body.CityCode !== undefined || body.DistrictCode !== undefined) {
    const current = await loadUser(ctx, user!.userId)
    const p = body.ProvinceCode ?? current.province_code
    const c = body.CityCode ?? (body.ProvinceCode !== undefined ? '' : current.city_code)
    const d = body.DistrictCode ?? (body.ProvinceCode !== undefined || body.CityCode !== undefined ? '' : current.district_code)
    if (c && !p) throw invalid('请先选择所在省（ProvinceCode）')
    if (d && !c) throw invalid('请先选择所在市（CityCode）')
    await checkRegion(ctx, p, 'province', null, 'ProvinceCode', '所在省')
    await checkRegion(ctx, c, 'city', p, 'CityCode', '所在市')
    await checkRegion(ctx, d, 'county', c, 'DistrictCode', '所在区县')
    Object.assign(set, { province_code: p, city_code: c, district_code: d })
  }
  if (Object.keys(set).length) {
    await ctx.db
      .updateTable('users')
      .set({ ...set, updated_at: nowDate(ctx) })
      .where('id', '=', user!.userId)
      .execute()
  }
  return userInfo(ctx, user!.userId)
}

async function saveIntention({ body, user, ctx }: HandlerInput<'User/AddUpdateIntention'>): Promise<IntentionData> {
  const all = await provinces(ctx)
  const unknown = body.ProvinceIds.filter((id) => !all.has(id))
  if (unknown.length) throw invalid(`意向省份（ProvinceIds）中有不支持的省份代码：${unknown.join('、')}`)
  for (const [field, label, list] of [
    ['SchoolLevels', '院校层次', body.SchoolLevels],
    ['MajorCategories', '意向专业门类', body.MajorCategories],
  ] as const) {
    if (list.some((v) => !v.trim() || v.length > 40)) throw invalid(`${label}（${field}）每项应为 1–40 个字符`)
  }
  const data: IntentionData = {
    ProvinceIds: [...new Set(body.ProvinceIds)],
    SchoolLevels: [...new Set(body.SchoolLevels.map((s) => s.trim()))],
    MajorCategories: [...new Set(body.MajorCategories.map((s) => s.trim()))],
    Remark: body.Remark.trim(),
  }
  const text = JSON.stringify(data)
  const now = nowDate(ctx)
  await ctx.db
    .insertInto('user_intentions')
    .values({ user_id: user!.userId, data: text, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ data: text, updated_at: now }))
    .execute()
  return data
}

export const profileHandlers = defineHandlers({
  'User/StudentInfo': ({ user, ctx }) => userInfo(ctx, user!.userId),
  'User/MemberInfo': ({ user, ctx }) => userInfo(ctx, user!.userId),
  'User/UpdateStudent': updateStudent,
  'Student/UpdateStudent': (input) => updateStudent(input as unknown as HandlerInput<'User/UpdateStudent'>),

  'User/UpdateStudentExam': async ({ body, user, ctx }) => {
    const province = await validateExam(ctx, body)
    const limit = await scoreEditLimit(ctx)
    const row = await ctx.db.transaction().execute(async (trx) => {
      const row = await lockUser(trx, user!.userId)
      const scoreSet = body.Score !== undefined ? scoreChange(limit, row, body.Score) : {}
      const subjects = subjectsAfterExamChange(province, body.ExamYear, body.SubjectType, parseSubjects(row.select_subjects))
      const examChanged = row.exam_province_id !== body.ExamProvinceId || row.exam_year !== body.ExamYear || row.subject_type !== body.SubjectType
      return trx
        .updateTable('users')
        .set({
          exam_province_id: body.ExamProvinceId,
          exam_year: body.ExamYear,
          subject_type: body.SubjectType,
          select_subjects: JSON.stringify(subjects),
          ...scoreSet,
          // a real score belongs to one province, year and track
          ...(examChanged ? { final_score: null, final_rank: null, rank: null } : {}),
          updated_at: nowDate(ctx),
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    })
    return toUserInfo(ctx, row)
  },

  'User/UpdateStudentSelectSubject': async ({ body, user, ctx }) => {
    const row = await loadUser(ctx, user!.userId)
    requireExamSet(row)
    const province = await requireProvince(ctx, row.exam_province_id as number, 'ExamProvinceId')
    const year = row.exam_year as number
    validateSubjects(province, year, body.SelectSubjectList)
    const mode = examModeFor(province, year)
    // in 3+1+2 the first subject decides the track (物理类 / 历史类)
    const subjectType = mode === '3+1+2' ? subjectTypeOfList(body.SelectSubjectList) : mode === '3+3' ? 3 : row.subject_type
    const trackChanged = subjectType !== row.subject_type
    const updated = await ctx.db
      .updateTable('users')
      .set({
        select_subjects: JSON.stringify(body.SelectSubjectList),
        subject_type: subjectType,
        ...(trackChanged ? { final_score: null, final_rank: null, rank: null } : {}),
        updated_at: nowDate(ctx),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return toUserInfo(ctx, updated)
  },

  'User/UpdateStudentFinalScore': async ({ body, user, ctx }) => {
    const row = await loadUser(ctx, user!.userId)
    requireExamSet(row)
    const province = await requireProvince(ctx, row.exam_province_id as number, 'ExamProvinceId')
    const year = row.exam_year as number
    if (!(await scoresPublished(ctx, province.id, year))) throw fail(`${province.name} ${year} 年高考成绩尚未公布，暂不能录入实考分`)
    checkScore(province, body.FinalScore, 'FinalScore')
    // the real score replaces the estimate used for recommendations; it is not a score "edit"
    const updated = await ctx.db
      .updateTable('users')
      .set({ final_score: body.FinalScore, final_rank: body.Rank ?? null, score: body.FinalScore, rank: body.Rank ?? null, updated_at: nowDate(ctx) })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return toUserInfo(ctx, updated)
  },

  'User/EditUserScore': async ({ body, user, ctx }) => {
    const limit = await scoreEditLimit(ctx)
    const all = await provinces(ctx)
    const row = await ctx.db.transaction().execute(async (trx) => {
      const row = await lockUser(trx, user!.userId)
      requireExamSet(row)
      const province = all.get(row.exam_province_id as number)
      if (!province) throw fail('高考省份不在支持范围内，请重新设置高考信息')
      const year = row.exam_year as number
      checkScore(province, body.Score, 'Score')
      const set: Updateable<DB['users']> = { ...scoreChange(limit, row, body.Score) }
      if (body.SelectSubjectList !== undefined) {
        validateSubjects(province, year, body.SelectSubjectList)
        set.select_subjects = JSON.stringify(body.SelectSubjectList)
      }
      const mode = examModeFor(province, year)
      const listType = body.SelectSubjectList && mode === '3+1+2' ? subjectTypeOfList(body.SelectSubjectList) : null
      if (body.SubjectType !== undefined) {
        if (listType !== null && listType !== body.SubjectType) throw invalid('首选科目与科类（SubjectType）不一致：物理对应 2（物理类），历史对应 1（历史类）')
        const problem = checkSubjectType(province, year, body.SubjectType)
        if (problem) throw invalid(problem)
        set.subject_type = body.SubjectType
        if (body.SelectSubjectList === undefined) {
          set.select_subjects = JSON.stringify(subjectsAfterExamChange(province, year, body.SubjectType, parseSubjects(row.select_subjects)))
        }
      } else if (listType !== null) set.subject_type = listType
      return trx
        .updateTable('users')
        .set({ ...set, updated_at: nowDate(ctx) })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    })
    return toUserInfo(ctx, row)
  },

  'User/EditScoreRecordNumber': async ({ user, ctx }) => {
    const row = await loadUser(ctx, user!.userId)
    return { Used: row.score_edit_count, Limit: await scoreEditLimit(ctx) }
  },

  'User/StudentComplate': async ({ user, ctx }) => {
    const row = await loadUser(ctx, user!.userId)
    const province = row.exam_province_id === null ? null : ((await provinces(ctx)).get(row.exam_province_id) ?? null)
    const year = row.exam_year
    const examMissing = !province || year === null || row.subject_type === null
    return {
      IsNeedCompleteExam: examMissing,
      IsNeedCompleteSelectSubject: !examMissing && !selectSubjectsComplete(province, year, parseSubjects(row.select_subjects)),
      IsNeedCompleteFinalScore: !examMissing && row.final_score === null && (await scoresPublished(ctx, province.id, year)),
    }
  },

  'User/UpdateStudentRecommendCode': async ({ body, user, ctx }) => {
    const row = await loadUser(ctx, user!.userId)
    if (row.recommend_code) throw fail('推荐码已填写，不能修改')
    await ctx.db
      .updateTable('users')
      .set({ recommend_code: body.RecommendCode, updated_at: nowDate(ctx) })
      .where('id', '=', row.id)
      .execute()
    return true
  },

  'Student/UpdateStudentIntention': (input) => saveIntention(input as unknown as HandlerInput<'User/AddUpdateIntention'>),
  'User/AddUpdateIntention': saveIntention,
  'User/IntentionDetail': async ({ user, ctx }) => {
    const row = await ctx.db.selectFrom('user_intentions').select('data').where('user_id', '=', user!.userId).executeTakeFirst()
    return row ? (JSON.parse(row.data) as IntentionData) : null
  },
})

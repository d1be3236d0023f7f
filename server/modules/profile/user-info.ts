/** The user as the app sees it (types/api/profile.ts UserInfo), built from the users row. */
import type { Selectable } from 'kysely'
import type { Static } from '@sinclair/typebox'
import type { UserInfo } from '../../../types/api/profile'
import { NON_MEMBER } from '../../../types/membership'
import type { AppContext } from '../../context'
import type { DB } from '../../db/tables'
import { sessionExpired } from '../../http/errors'
import { clockOf } from '../../kv'
import { maskMobile } from '../account'
import { isNewExam, provinceOrNull } from '../exam'

export type UserRow = Selectable<DB['users']>
export type UserInfoData = Static<typeof UserInfo>

export function parseSubjects(text: string): string[] {
  try {
    const v = JSON.parse(text) as unknown
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

export async function loadUser(ctx: AppContext, userId: number): Promise<UserRow> {
  const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()
  // the account was deleted while this token was in flight
  if (!row) throw sessionExpired('账号不存在或已注销，请重新登录')
  return row
}

/** membership lapses at member_expire_at; an expired member is a non-member again */
export function effectiveMemberType(ctx: AppContext, row: Pick<UserRow, 'member_type' | 'member_expire_at'>): number {
  if (row.member_type === NON_MEMBER) return NON_MEMBER
  if (row.member_expire_at && new Date(row.member_expire_at).getTime() <= clockOf(ctx).now()) return NON_MEMBER
  return row.member_type
}

export async function toUserInfo(ctx: AppContext, row: UserRow): Promise<UserInfoData> {
  const province = await provinceOrNull(ctx, row.exam_province_id)
  const num = (v: number | string | null) => (v === null ? null : Number(v))
  return {
    UserId: row.id,
    Mobile: maskMobile(row.mobile),
    NickName: row.nickname,
    Avatar: row.avatar,
    Gender: row.gender,
    ExamProvinceId: row.exam_province_id,
    ExamProvinceName: province?.name ?? '',
    ExamYear: row.exam_year,
    SubjectType: row.subject_type,
    SelectSubjectList: parseSubjects(row.select_subjects),
    IsNewExam: !!(province && row.exam_year && isNewExam(province, row.exam_year)),
    Score: num(row.score),
    Rank: row.rank,
    FinalScore: num(row.final_score),
    MemberType: effectiveMemberType(ctx, row),
    MemberExpireAt: row.member_expire_at ? new Date(row.member_expire_at).toISOString() : null,
    SchoolName: row.school_name,
    ClassName: row.class_name,
    ProvinceCode: row.province_code,
    CityCode: row.city_code,
    DistrictCode: row.district_code,
    RecommendCode: row.recommend_code,
    HasPassword: !!row.password_hash,
    CreatedAt: new Date(row.created_at).toISOString(),
  }
}

export async function userInfo(ctx: AppContext, userId: number): Promise<UserInfoData> {
  return toUserInfo(ctx, await loadUser(ctx, userId))
}

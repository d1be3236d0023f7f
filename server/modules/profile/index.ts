/**
 * The student's own data: profile, exam information (province, year, track, 选考, score), the real
 * score once published, score-edit allowance, completeness flags and application intention.
 */
import type { ServerModule } from '../types'
import { profileHandlers } from './routes'

export { loadUser, parseSubjects, toUserInfo, userInfo, type UserInfoData, type UserRow } from './user-info'

export const profileModule: ServerModule = { name: 'profile', handlers: profileHandlers }

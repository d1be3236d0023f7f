/** Student/* calls. Student/UpdatePassword is sent as URL parameters (SPEC §7). */
import type { ApiBody } from '@contract/endpoints'
import { call, endpoint, type CallOptions } from './request'

export const Student = {
  AddStudent: endpoint('Student/AddStudent'),
  AddStudentFull: endpoint('Student/AddStudentFull'),
  UpdateStudent: endpoint('Student/UpdateStudent'),
  UpdateStudentIntention: endpoint('Student/UpdateStudentIntention'),
  UpdatePassword: (body: ApiBody<'Student/UpdatePassword'>, options: CallOptions = {}) => call('Student/UpdatePassword', body, { ...options, params: true }),
}

/**
 * What the account area's pages load besides the profile itself: the score-change allowance (修改成绩), the latest
 * app version (设置) and whether a province has published this year's scores (录入高考成绩). Each is a Resource
 * the page loads through components/async-view/use-loaded.ts.
 */
import type { ApiData } from '@contract/endpoints'
import { call } from '../services/request'
import { Resource } from './models/resource'

export class AccountPages {
  /** how many score changes the student has used of the allowance */
  scoreEdits(): Resource<ApiData<'User/EditScoreRecordNumber'>> {
    return new Resource(() => call('User/EditScoreRecordNumber', undefined, { silent: true }))
  }

  /** the newest published app version */
  appVersion(): Resource<ApiData<'Public/AppVersion'>> {
    return new Resource(() => call('Public/AppVersion', undefined, { silent: true }))
  }

  /** whether the province has published the final scores of the exam year (null: no province or year to ask about) */
  finalScorePublished(ProvinceId: number | null, Year: number | null): Resource<ApiData<'Public/ProvinceIsFinalScore'> | null> {
    return new Resource(async () => (ProvinceId && Year ? call('Public/ProvinceIsFinalScore', { ProvinceId, Year }) : null))
  }
}

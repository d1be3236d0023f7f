/**
 * The major pages' lists and searches: 专业详情's offering schools (all provinces or the student's own) and the
 * catalogue and keyword lookups of 查专业, 专业目录, 专业介绍 and 专业排名.
 */
import { makeAutoObservable } from 'mobx'
import type { ApiBody, ApiData } from '@contract/endpoints'
import type { RootStore } from '..'
import type { OfferingSchool } from '../../model/lookup'
import { quiet } from './call'
import { AnsweredList } from './lists'

type SchoolsBody = ApiBody<'Specialty/SpecialtySchoolList'>
type SchoolsData = ApiData<'Specialty/SpecialtySchoolList'>

/** 专业详情's 开设院校: the schools offering one major, in every province (scope 0) or in one */
export class OfferingSchoolsQuery {
  /** 0: every province, else the province whose admissions are listed */
  scope = 0
  readonly list: AnsweredList<OfferingSchool, SchoolsBody, SchoolsData>

  /** `majorCode` null: no valid major (the page shows an error and loads nothing) */
  constructor(majorCode: string | null, root: RootStore) {
    this.list = new AnsweredList<OfferingSchool, SchoolsBody, SchoolsData>(root, {
      api: (body) => quiet('Specialty/SpecialtySchoolList', body),
      itemHeight: 170,
      paginationObject: { MajorCode: majorCode ?? '000000', PageIndex: 1, PageSize: 20 },
      indexName: 'PageIndex',
      sizeName: 'PageSize',
      dataNameList: ['List'],
    })
    makeAutoObservable(this, { list: false })
  }

  /** what the last answer notes about the data */
  get note(): string {
    return this.list.answer?.Note ?? ''
  }

  /** Lists another scope (once the first page has answered; before that the first load is still to come). */
  setScope(scope: number): void {
    if (scope === this.scope) return
    this.scope = scope
    const pager = this.list.pager
    if (pager?.loaded) void pager.reload({ ProvinceId: scope || undefined })
  }
}

export type CatalogYear = 2025 | 2026

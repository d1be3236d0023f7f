import { makeAutoObservable } from 'mobx'
import { isSubjectType, type Province, type SubjectType, type UserInfo } from './types'

/** The exam province of the score form (SPEC §3: SProvince {ID, IsNewExam, ProvinceName, proviceObject}). */
export interface ScoreProvince {
  ID: number
  IsNewExam: boolean
  ProvinceName: string
  /** the province list's own entry, when the list is loaded (spelled as the spec spells it) */
  proviceObject: Province | null
}

/** A plain snapshot of the score form (SPEC §3 score form data). */
export interface ScoreFormData {
  SProvince: ScoreProvince | null
  Score: number | null
  SubjectType: SubjectType | null
  SelectSubjectList: string[]
  Year: number | null
}

/** The student's exam facts that every recommendation and lookup starts from. */
export class ScoreFormStore {
  SProvince: ScoreProvince | null = null
  Score: number | null = null
  SubjectType: SubjectType | null = null
  SelectSubjectList: string[] = []
  Year: number | null = null

  constructor() {
    makeAutoObservable(this)
  }

  get data(): ScoreFormData {
    return {
      SProvince: this.SProvince ? { ...this.SProvince } : null,
      Score: this.Score,
      SubjectType: this.SubjectType,
      SelectSubjectList: [...this.SelectSubjectList],
      Year: this.Year,
    }
  }

  /** province, year and track are known (a score is optional until the results are out) */
  get isComplete(): boolean {
    return !!this.SProvince && !!this.Year && !!this.SubjectType
  }

  set(data: Partial<ScoreFormData>) {
    if (data.SProvince !== undefined) this.SProvince = data.SProvince
    if (data.Score !== undefined) this.Score = data.Score
    if (data.SubjectType !== undefined) this.SubjectType = data.SubjectType
    if (data.SelectSubjectList !== undefined) this.SelectSubjectList = [...data.SelectSubjectList]
    if (data.Year !== undefined) this.Year = data.Year
  }

  /**
   * Sets the form from the user info (SPEC §4 start-up 6). The real score, once entered, wins over the
   * estimate. `provinces` supplies proviceObject when the list is loaded.
   */
  setFromUserInfo(info: UserInfo, provinces: readonly Province[] = []) {
    const pid = info.ExamProvinceId
    const fromList = pid ? provinces.find((p) => p.ID === pid) ?? null : null
    this.SProvince = pid
      ? { ID: pid, IsNewExam: info.IsNewExam, ProvinceName: info.ExamProvinceName || fromList?.ProvinceName || '', proviceObject: fromList }
      : null
    this.Score = info.FinalScore ?? info.Score ?? null
    this.SubjectType = isSubjectType(info.SubjectType) ? info.SubjectType : null
    this.SelectSubjectList = [...(info.SelectSubjectList ?? [])]
    this.Year = info.ExamYear ?? null
  }

  reset() {
    this.SProvince = null
    this.Score = null
    this.SubjectType = null
    this.SelectSubjectList = []
    this.Year = null
  }
}

import { makeAutoObservable } from 'mobx'
import { getItem, removeItem, setItem } from '../utils/storage'
import { isSubjectType, type Province, type SubjectType, type UserInfo } from '../model/student'

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

/** What may be set on the profile directly (the province by its id: its name and exam come from the list). */
export interface ProfileInput {
  provinceId: number | null
  Score: number | null
  SubjectType: SubjectType | null
  SelectSubjectList: readonly string[]
  Year: number | null
}

/**
 * The student's profile: the province — the one place it is kept, persisted as `provinceID` — and the exam facts
 * every recommendation and lookup starts from. The province is the student's exam province once their user info
 * names one, else the province the app shows data for (SPEC §4 default province). Its name and whether it has the
 * new exam are read from the province list (or, before the list is loaded, from the user info that named it);
 * SProvince and the score form data of SPEC §3 are derived from it, never stored beside it.
 */
export class ProfileStore {
  provinceId: number | null = null
  Score: number | null = null
  SubjectType: SubjectType | null = null
  SelectSubjectList: string[] = []
  Year: number | null = null

  constructor(
    private readonly provinces: () => readonly Province[],
    private readonly userInfo: () => UserInfo | null,
  ) {
    makeAutoObservable<ProfileStore, 'provinces' | 'userInfo'>(this, { provinces: false, userInfo: false })
    this.hydrate()
  }

  /** The exam province as SPEC §3 shapes it; null while no province is known. */
  get SProvince(): ScoreProvince | null {
    const id = this.provinceId
    if (!id) return null
    const listed = this.provinces().find((p) => p.ID === id) ?? null
    const info = this.userInfo()
    const named = info && info.ExamProvinceId === id ? info : null
    // the student's own exam year decides (新疆 2026 is still 文理 though the list answers for 2027)
    const since = listed?.NewExamSince
    const year = this.Year
    const isNewExam = listed && since !== undefined && year ? since !== null && year >= since : listed ? listed.IsNewExam : !!named?.IsNewExam
    return {
      ID: id,
      IsNewExam: isNewExam,
      ProvinceName: listed?.ProvinceName || named?.ExamProvinceName || '',
      proviceObject: listed,
    }
  }

  get data(): ScoreFormData {
    return {
      SProvince: this.SProvince,
      Score: this.Score,
      SubjectType: this.SubjectType,
      SelectSubjectList: [...this.SelectSubjectList],
      Year: this.Year,
    }
  }

  /** province, year and track are known (a score is optional until the results are out) */
  get isComplete(): boolean {
    return !!this.provinceId && !!this.Year && !!this.SubjectType
  }

  /** Re-reads the persisted province (start-up; tests that prepare storage first). */
  hydrate() {
    const pid = Number(getItem('provinceID'))
    this.provinceId = Number.isInteger(pid) && pid > 0 ? pid : null
  }

  /** The province (the default rule, the student's choice, the exam profile saved), persisted. */
  setProvince(id: number | null) {
    this.provinceId = id
    if (id) setItem('provinceID', id)
    else removeItem('provinceID')
  }

  set(data: Partial<ProfileInput>) {
    if (data.provinceId !== undefined) this.setProvince(data.provinceId)
    if (data.Score !== undefined) this.Score = data.Score
    if (data.SubjectType !== undefined) this.SubjectType = data.SubjectType
    if (data.SelectSubjectList !== undefined) this.SelectSubjectList = [...data.SelectSubjectList]
    if (data.Year !== undefined) this.Year = data.Year
  }

  /**
   * Sets the profile from the user info (SPEC §4 start-up 6): the exam province when the student has one (else the
   * province stays the one the app shows data for), and the real score, once entered, over the estimate.
   */
  setFromUserInfo(info: UserInfo) {
    if (info.ExamProvinceId) this.setProvince(info.ExamProvinceId)
    this.Score = info.FinalScore ?? info.Score ?? null
    this.SubjectType = isSubjectType(info.SubjectType) ? info.SubjectType : null
    this.SelectSubjectList = [...(info.SelectSubjectList ?? [])]
    this.Year = info.ExamYear ?? null
  }

  /** Logout: back to no profile (storage is cleared by the caller). */
  reset() {
    this.provinceId = null
    this.Score = null
    this.SubjectType = null
    this.SelectSubjectList = []
    this.Year = null
  }
}

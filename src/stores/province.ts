import { makeAutoObservable } from 'mobx'
import type { Province } from '../model/student'

/**
 * Default province rule (SPEC §4): the stored province if it is in the list, else the configured default
 * (when it is in the list), else the first of the list; null for an empty list.
 */
export function defaultProvince(list: readonly Province[], storedId: number | null | undefined, configuredId: number | null | undefined): Province | null {
  if (!list.length) return null
  const stored = storedId ? list.find((p) => p.ID === Number(storedId)) : undefined
  if (stored) return stored
  const configured = configuredId ? list.find((p) => p.ID === Number(configuredId)) : undefined
  if (configured) return configured
  return list[0]
}

/** What the score configuration says about a province this exam year (User/SysScoreConfig). */
export interface ProvinceExamFact {
  ProvinceId: number
  ProvinceName: string
  /** full marks of the province's exam (750 in most, 660 上海, 900 海南) */
  TotalScore: number
  /** '3+1+2' | '3+3' | '文理' in the current exam year */
  ExamMode: string
}

/** The province list (Public/ProvinceList) once loaded, and the exam facts of each province. */
export class ProvinceStore {
  list: Province[] = []
  loaded = false
  facts: ProvinceExamFact[] = []
  /** the exam year students are preparing for now (from the server's clock) */
  currentExamYear: number | null = null

  constructor() {
    makeAutoObservable(this)
  }

  setList(list: Province[]) {
    this.list = list
    this.loaded = true
  }

  setFacts(facts: ProvinceExamFact[], currentExamYear: number | null) {
    this.facts = facts
    this.currentExamYear = currentExamYear
  }

  factOf(id: number | null | undefined): ProvinceExamFact | undefined {
    return id ? this.facts.find((f) => f.ProvinceId === id) : undefined
  }

  byId(id: number | null | undefined): Province | undefined {
    return id ? this.list.find((p) => p.ID === id) : undefined
  }

  get newExamProvinces(): Province[] {
    return this.list.filter((p) => p.IsNewExam)
  }
}

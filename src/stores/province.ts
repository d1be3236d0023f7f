import { makeAutoObservable } from 'mobx'
import type { Province } from './types'

/**
 * Default province rule (SPEC §4): the stored province if it is in the list, else the configured default
 * (when it is in the list), else the first of the list; null for an empty list.
 */
export function defaultProvince(
  list: readonly Province[],
  storedId: number | null | undefined,
  configuredId: number | null | undefined,
): Province | null {
  if (!list.length) return null
  const stored = storedId ? list.find((p) => p.ID === Number(storedId)) : undefined
  if (stored) return stored
  const configured = configuredId ? list.find((p) => p.ID === Number(configuredId)) : undefined
  if (configured) return configured
  return list[0]
}

/** The province list (Public/ProvinceList) once loaded. */
export class ProvinceStore {
  list: Province[] = []
  loaded = false

  constructor() {
    makeAutoObservable(this)
  }

  setList(list: Province[]) {
    this.list = list
    this.loaded = true
  }

  byId(id: number | null | undefined): Province | undefined {
    return id ? this.list.find((p) => p.ID === id) : undefined
  }

  get newExamProvinces(): Province[] {
    return this.list.filter((p) => p.IsNewExam)
  }
}

/**
 * The careers reference data, read once from data/careers and data/majors (files of the repository, the same on
 * every instance; nothing is written, so no instance holds state another needs): 1,676 occupations of the 大典 2022,
 * our Holland codes / descriptions / 专业类 links (本产品整理), the 20 门类 of GB/T 4754-2017 and the education
 * paths. Small (≈ 200 KB), so it is kept as arrays and answered without a query.
 */
import fs from 'fs'
import path from 'path'
import { DATA_ROOT } from '../../data/files'
import { splitCsvLine } from '../../data/csv'

export interface Occupation {
  code: string
  name: string
  majorCode: string
  majorName: string
  middleCode: string
  middleName: string
  minorCode: string
  minorName: string
  green: boolean
  digital: boolean
  workTypes: number
  /** ours: the 小类's code, else the 中类's */
  holland: string
  /** ours: the 小类's 专业类 links, else the 中类's */
  majorClasses: string[]
}

export interface MiddleNote {
  holland: string
  description: string
  majorClasses: string[]
  minor?: Record<string, { holland: string; majorClasses: string[] }>
}

export interface MajorClass {
  code: string
  name: string
  discipline: string
  majors: Array<{ code: string; name: string }>
}

export interface Industry {
  code: string
  name: string
  divisions: string
  description: string
  occupations: string[]
  majorClasses: string[]
}

export interface PathDef {
  key: string
  name: string
  summary: string
  rules: string[]
  sources: string[]
}

export interface PathQuestionDef {
  key: string
  text: string
  options: Array<{ key: string; text: string; weights: Record<string, number> }>
}

export interface CareerCatalog {
  occupations: Occupation[]
  byCode: Map<string, Occupation>
  middles: Record<string, MiddleNote>
  notesText: string
  majorClasses: Map<string, MajorClass>
  industries: Industry[]
  standard: string
  industryNote: string
  paths: PathDef[]
  questions: PathQuestionDef[]
  pathNote: string
}

export const CAREER_FILES = {
  occupations: 'careers/occupations_2022.csv',
  middles: 'careers/middle-groups.json',
  industries: 'careers/industries.json',
  paths: 'careers/education-paths.json',
  catalog: 'majors/undergrad_catalog_2026.csv',
} as const

export const DATA_SOURCE_TEXT = '《中华人民共和国职业分类大典（2022年版）》及其后新增职业，第三方整理自国家职业分类大典系统（osta.org.cn），非官方印本'

function csvRecords(file: string): Array<Record<string, string>> {
  const lines = fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.length)
  const head = splitCsvLine(lines[0])
  return lines.slice(1).map((l) => {
    const cells = splitCsvLine(l)
    return Object.fromEntries(head.map((h, i) => [h, cells[i] ?? '']))
  })
}

export function loadCatalog(root = DATA_ROOT): CareerCatalog {
  const at = (f: keyof typeof CAREER_FILES) => path.join(root, CAREER_FILES[f])
  const notes = JSON.parse(fs.readFileSync(at('middles'), 'utf8')) as { note: string; groups: Record<string, MiddleNote> }
  const occupations: Occupation[] = csvRecords(at('occupations')).map((r) => {
    const mid = notes.groups[r.middle_group_code]
    const minor = mid?.minor?.[r.minor_group_code]
    return {
      code: r.code,
      name: r.name,
      majorCode: r.major_group_code,
      majorName: r.major_group_name,
      middleCode: r.middle_group_code,
      middleName: r.middle_group_name,
      minorCode: r.minor_group_code,
      minorName: r.minor_group_name,
      green: r.is_green_L === 'Y',
      digital: r.is_digital_S === 'Y',
      workTypes: Number(r.work_type_count) || 0,
      holland: minor?.holland ?? mid?.holland ?? '',
      majorClasses: minor?.majorClasses ?? mid?.majorClasses ?? [],
    }
  })
  const majorClasses = new Map<string, MajorClass>()
  for (const r of csvRecords(at('catalog'))) {
    const code = r.code6.slice(0, 4)
    let c = majorClasses.get(code)
    if (!c) majorClasses.set(code, (c = { code, name: r.major_class, discipline: r.discipline, majors: [] }))
    c.majors.push({ code: r.major_code, name: r.major_name })
  }
  const ind = JSON.parse(fs.readFileSync(at('industries'), 'utf8')) as { standard: string; note: string; industries: Industry[] }
  const paths = JSON.parse(fs.readFileSync(at('paths'), 'utf8')) as { note: string; paths: PathDef[]; questions: PathQuestionDef[] }
  return {
    occupations,
    byCode: new Map(occupations.map((o) => [o.code, o])),
    middles: notes.groups,
    notesText: notes.note,
    majorClasses,
    industries: ind.industries,
    standard: ind.standard,
    industryNote: ind.note,
    paths: paths.paths,
    questions: paths.questions,
    pathNote: paths.note,
  }
}

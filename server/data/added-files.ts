/**
 * Data files found after the first data pass (data/admission/2026/PROVENANCE.md): which files, what level their rows
 * are, and how their sources are registered. They carry no `sid`; each row names its original table in a `source`
 * column («repo@commit:path (how it was made from which official URL)»), so one source is registered per original
 * table, with its class as the file states it: an archived byte-for-byte copy of an exam authority's table is
 * official, a re-typed / OCR'd / text-extracted copy of an official PDF is third-party and says so in its title.
 */
import type { AdmissionLevel } from './rows'
import type { CsvRecord } from './csv'
import type { DataFile } from './files'
import { mapSourceClass } from './classify'

/** one-score-per-row rank tables in the layout of rank_tables_extra.csv (sources registered from their repo/path) */
export const EXTRA_RANK_FILES: DataFile[] = ['rankTablesExtra', 'rankGuangdong2024to2025', 'rankJiangsu2024', 'rankShandong2026']

/** 2026 filing lines: 山东 and 浙江 fill 专业(类)+院校, the others 院校专业组 */
export const ADMISSION_2026_FILES: Array<[DataFile, AdmissionLevel]> = [
  ['lines2026Shandong', 'major'],
  ['lines2026Zhejiang', 'major'],
  ['lines2026Guangdong', 'group'],
  ['lines2026Jiangsu', 'group'],
  ['lines2026Heilongjiang', 'group'],
  ['lines2026Fujian', 'group'],
  ['lines2026Shanghai', 'group'],
]

export interface AddedSource {
  key: string
  sourceClass: string
  quality: string
  title: string
  publisher: string
  url: string
  note: string
}

/** how the copy was made, as the `source` column's bracket says it, in plain Chinese */
const MADE_BY: Array<[RegExp, string]> = [
  [/^OCR/i, '第三方对考试院扫描版 PDF 的文字识别（OCR）'],
  [/^transcribed|^text of/i, '第三方从考试院 PDF 提取的文字'],
  [/^official xlsx/i, '第三方对考试院 xlsx 原表的转换'],
]

/** the source of one row of a 2026 file, from its `source` column */
export function admission2026Source(r: CsvRecord): AddedSource {
  const text = (r.source ?? '').trim()
  const m = /^([\w.-]+\/[\w.-]+)@([0-9a-f]{7,40}):(\S+)\s*(?:\((.*)\))?$/.exec(text)
  const repo = m?.[1] ?? ''
  const how = m?.[4] ?? ''
  const url = /https?:\/\/\S+/.exec(how)?.[0] ?? (/sdzk\.cn NewsID=(\d+)/.exec(how) ? `https://www.sdzk.cn/NewsInfo.aspx?NewsID=${/NewsID=(\d+)/.exec(how)![1]}` : '')
  const cls = mapSourceClass(r.source_class)
  const official = cls === 'official-provincial'
  const made = MADE_BY.find(([re]) => re.test(how))?.[1] ?? '第三方整理'
  const table = `${r.province}${r.year}年${r.batch}投档情况（${r.subject_type}）`
  return {
    key: `added:${text}`,
    sourceClass: cls,
    quality: official ? 'official-file-archived-copy' : 'third-party-copy-of-official-table',
    title: official ? `${table}（考试院原表存档）` : `${table}（第三方转录）`,
    publisher: official ? `${r.province}省级教育招生考试机构（原表存档：${repo}）` : `${repo}（${made}）`,
    url,
    note: official
      ? `考试院原表的逐字节存档（${m ? `${repo}@${m[2].slice(0, 7)}:${m[3]}` : text}）`
      : `${made}，非考试院原文件；原表：${url || '未注明'}；转录：${m ? `${repo}@${m[2].slice(0, 7)}:${m[3]}` : text}`,
  }
}

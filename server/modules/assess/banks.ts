/**
 * The question banks (data/assessments/*.json, our own items) and the names of the 专业类 they suggest
 * (data/majors/undergrad_catalog_2026.csv: a class's code is the first four digits of its majors' codes).
 * Read once, checked on load: a bank whose keys do not add up fails the server's start, not a student's test.
 */
import fs from 'node:fs'
import path from 'node:path'
import { RIASEC, type Bank, type BankOf, type TestKind } from './scoring'

const DATA_DIR = path.resolve(__dirname, '../../../data')
export const BANK_FILES: Record<TestKind, string> = {
  mbti: path.join(DATA_DIR, 'assessments/mbti.json'),
  holland: path.join(DATA_DIR, 'assessments/holland.json'),
  personality: path.join(DATA_DIR, 'assessments/personality.json'),
}
const CATALOG_FILE = path.join(DATA_DIR, 'majors/undergrad_catalog_2026.csv')

const cache = new Map<TestKind, Bank>()
let classes: Map<string, string> | null = null

export function bankOf<K extends TestKind>(kind: K): BankOf<K> {
  let b = cache.get(kind)
  if (!b) {
    b = JSON.parse(fs.readFileSync(BANK_FILES[kind], 'utf8')) as Bank
    checkBank(kind, b)
    cache.set(kind, b)
  }
  return b as BankOf<K>
}

/** 专业类 code → name, from the 2026 undergraduate catalogue */
export function majorClasses(): Map<string, string> {
  if (!classes) {
    const lines = fs.readFileSync(CATALOG_FILE, 'utf8').trim().split(/\r?\n/)
    const head = lines[0].split(',')
    const code = head.indexOf('major_code')
    const cls = head.indexOf('major_class')
    classes = new Map()
    for (const line of lines.slice(1)) {
      const f = line.split(',')
      const c = f[code].slice(0, 4)
      if (!classes.has(c)) classes.set(c, f[cls])
    }
  }
  return classes
}

function checkBank(kind: TestKind, b: Bank): void {
  const fail = (why: string) => {
    throw new Error(`question bank ${kind}: ${why}`)
  }
  if (b.id !== kind) fail(`id is ${String(b.id)}`)
  if (new Set(b.items.map((i) => i.id)).size !== b.items.length) fail('duplicate item ids')
  const known = majorClasses()
  const majorLists: string[][] = []
  if (b.id === 'mbti') {
    for (const d of b.dimensions) {
      const poles = Object.keys(d.poles)
      const items = b.items.filter((i) => i.key.dimension === d.key)
      for (const p of poles) if (items.filter((i) => i.key.pole === p).length * 2 !== items.length) fail(`dimension ${d.key} unbalanced`)
    }
    if (Object.keys(b.types).length !== 16) fail('needs the 16 types')
    majorLists.push(...Object.values(b.types).map((t) => t.majors))
  } else if (b.id === 'holland') {
    for (const l of RIASEC) if (!b.types[l]) fail(`type ${l} missing`)
    majorLists.push(...RIASEC.map((l) => b.types[l].majors))
  } else {
    for (const i of b.items) if (!b.dimensions.some((d) => d.key === i.key.dimension)) fail(`item ${i.id} of unknown dimension`)
    majorLists.push(...b.dimensions.map((d) => d.majors))
  }
  for (const code of majorLists.flat()) if (!known.has(code)) fail(`专业类 ${code} is not in the catalogue`)
}

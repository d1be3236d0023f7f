/**
 * Reading data/content/: Markdown files with a small YAML-like front matter, parsed here (no dependency), checked
 * field by field, and turned into the rows the import writes. Every problem names its file, its line and the field,
 * e.g. 「news/101-x.md 第 4 行：缺少 title（标题）」; the import takes all files or none.
 *
 * Front matter, between two `---` lines at the top:
 *   key: value            a string, a number, true/false, "" for empty
 *   key:                  followed by a list, one item per `  - …` line; an item is a value (`  - 高一`) or a map
 *     - name: value       (`  - title: …` then `    video: …` lines at four spaces)
 * The body under it is Markdown: `## 标题`, paragraphs, `- ` and `1. ` list items, **bold** (shown plain).
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { CONTENT_KEYS } from '../../../types/api/content'
import type { NewItemRow } from './tables'

export const CONTENT_ROOT = path.resolve(__dirname, '..', '..', '..', 'data', 'content')
export const MEDIA_DIR = 'media'
/** the path media are served under (routes.ts) */
export const MEDIA_PREFIX = '/media/content/'

export type Scalar = string | number | boolean
export type FrontValue = Scalar | Array<Scalar | Record<string, Scalar>>
export type FrontMatter = Record<string, FrontValue>

export class ContentError extends Error {}

const fail = (file: string, line: number, msg: string) => new ContentError(`${file} 第 ${line} 行：${msg}`)

function scalar(raw: string): Scalar {
  const v = raw.trim()
  if (v === 'true') return true
  if (v === 'false') return false
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v)
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) return v.slice(1, -1)
  return v
}

const KEY = /^([A-Za-z][A-Za-z0-9_]*):(?:\s+(.*))?$|^([A-Za-z][A-Za-z0-9_]*):$/

/** front matter and body of one file; `file` is its name relative to data/content/ (for messages) */
export function parseDoc(text: string, file: string): { meta: FrontMatter; body: string; lines: Record<string, number> } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  if (lines[0]?.trim() !== '---') throw fail(file, 1, '文件应以 --- 开头的属性区开始')
  const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---')
  if (end < 0) throw fail(file, lines.length, '属性区没有结束的 --- 行')
  const meta: FrontMatter = {}
  const at: Record<string, number> = {}
  let list: Array<Scalar | Record<string, Scalar>> | null = null
  let item: Record<string, Scalar> | null = null
  for (let i = 1; i < end; i++) {
    const n = i + 1
    const line = lines[i]
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (/^\S/.test(line)) {
      const m = KEY.exec(line.trimEnd())
      if (!m) throw fail(file, n, `应为「名称: 值」：${line.trim().slice(0, 40)}`)
      const key = m[1] ?? m[3]
      if (key in meta) throw fail(file, n, `${key} 重复出现`)
      at[key] = n
      const value = m[2]
      if (value === undefined || value.trim() === '') {
        // a list follows, or the value is empty
        list = []
        item = null
        meta[key] = list
      } else {
        list = null
        item = null
        meta[key] = scalar(value)
      }
      continue
    }
    const dash = /^ {2}- (.*)$/.exec(line.trimEnd())
    if (dash) {
      if (!list) throw fail(file, n, '列表项前面应有「名称:」一行')
      const kv = KEY.exec(dash[1])
      if (kv) {
        item = { [kv[1] ?? kv[3]]: scalar(kv[2] ?? '') }
        list.push(item)
      } else {
        item = null
        list.push(scalar(dash[1]))
      }
      continue
    }
    const more = /^ {4}(\S.*)$/.exec(line.trimEnd())
    if (more && item) {
      const kv = KEY.exec(more[1])
      if (!kv) throw fail(file, n, `应为「名称: 值」：${more[1].slice(0, 40)}`)
      const key = kv[1] ?? kv[3]
      if (key in item) throw fail(file, n, `${key} 重复出现`)
      item[key] = scalar(kv[2] ?? '')
      continue
    }
    throw fail(file, n, '缩进不正确（列表项用两个空格加「- 」，列表项的其他字段用四个空格）')
  }
  // an empty list written as `key:` with nothing under it is an empty value
  for (const [k, v] of Object.entries(meta)) if (Array.isArray(v) && v.length === 0) meta[k] = ''
  return {
    meta,
    body: lines
      .slice(end + 1)
      .join('\n')
      .trim(),
    lines: at,
  }
}

export interface TextBlock {
  Kind: 'h' | 'p' | 'li'
  Text: string
}

const plain = (s: string) => s.replace(/\*\*(.+?)\*\*/g, '$1').replace(/`([^`]+)`/g, '$1')

/** the Markdown body as blocks: headings, paragraphs (lines joined), list items */
export function markdownBlocks(body: string): TextBlock[] {
  const out: TextBlock[] = []
  let para: string[] = []
  const flush = () => {
    if (para.length) out.push({ Kind: 'p', Text: plain(para.join('')) })
    para = []
  }
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim()
    if (!line) {
      flush()
      continue
    }
    const h = /^#{1,6}\s+(.*)$/.exec(line)
    if (h) {
      flush()
      out.push({ Kind: 'h', Text: plain(h[1]) })
      continue
    }
    const li = /^[-*]\s+(.*)$/.exec(line)
    if (li) {
      flush()
      out.push({ Kind: 'li', Text: plain(li[1]) })
      continue
    }
    if (/^\d+\.\s+/.test(line)) {
      flush()
      out.push({ Kind: 'li', Text: plain(line) })
      continue
    }
    para.push(line)
  }
  flush()
  return out
}

// --- what each kind of file must say ---------------------------------------------------------------

export const DIR_KIND = {
  news: 'news',
  upgrade: 'upgrade',
  banners: 'banner',
  courses: 'course',
  videos: 'video',
  live: 'live',
  pages: 'page',
} as const
export type ItemKind = (typeof DIR_KIND)[keyof typeof DIR_KIND] | 'category'

/** the category lists a kind's items choose from (categories.md) */
export const CATEGORY_GROUPS = ['news', 'upgrade', 'video', 'course', 'grade', 'subject', 'live'] as const
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number]

/** one row of content_items, before it is written */
export type ContentRow = NewItemRow & { kind: ItemKind }

type Rule = 'text' | 'long' | 'date' | 'int' | 'number' | 'bool' | 'media' | 'route' | 'list'
const FIELD_NAMES: Record<string, string> = {
  demo: '示例标记',
  id: '编号',
  kind: '类型',
  title: '标题',
  summary: '摘要',
  category: '分类',
  date: '发布日期',
  cover: '封面',
  hot: '热门',
  image: '图片',
  link: '链接',
  position: '广告位',
  sort: '排序',
  grade: '年级',
  subject: '学科',
  teacher: '讲师',
  featured: '推荐',
  lessons: '课时',
  video: '视频',
  poster: '封面',
  seconds: '时长（秒）',
  startHours: '开播时间（相对导入时间的小时数）',
  minutes: '时长（分钟）',
  replay: '回放视频',
  key: '内容名',
  items: '条目',
}

const REQUIRED: Record<Exclude<ItemKind, 'category'>, Record<string, Rule>> = {
  news: { id: 'int', title: 'text', summary: 'long', category: 'text', date: 'date', cover: 'media' },
  upgrade: { id: 'int', title: 'text', summary: 'long', category: 'text', date: 'date', cover: 'media' },
  banner: { id: 'int', title: 'text', image: 'media', link: 'route', position: 'text', sort: 'int' },
  course: { id: 'int', title: 'text', summary: 'long', category: 'text', grade: 'text', subject: 'text', cover: 'media', teacher: 'text', lessons: 'list' },
  video: { id: 'int', title: 'text', summary: 'long', category: 'text', video: 'media', poster: 'media', seconds: 'int' },
  live: { id: 'int', title: 'text', summary: 'long', category: 'text', teacher: 'text', startHours: 'number', minutes: 'int', poster: 'media' },
  page: { key: 'text', title: 'text' },
}
const OPTIONAL: Record<string, Rule> = { hot: 'bool', featured: 'bool', replay: 'media', items: 'list' }

export interface LoadedContent {
  rows: ContentRow[]
  /** sha256 of every file (names and bytes) under data/content/ */
  checksum: string
  files: number
}

function listFiles(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) walk(p)
      else out.push(path.relative(root, p).split(path.sep).join('/'))
    }
  }
  walk(root)
  return out
}

export function contentChecksum(root = CONTENT_ROOT): string {
  const h = crypto.createHash('sha256')
  for (const f of listFiles(root)) {
    h.update(f)
    h.update(fs.readFileSync(path.join(root, f)))
  }
  return h.digest('hex').slice(0, 32)
}

/** a media file name as the front matter gives it: a plain name of a file in data/content/media */
export const MEDIA_NAME = /^[a-z0-9][a-z0-9-]*\.(mp4|svg|png|jpg)$/

/**
 * Reads and checks every file under `root`; `now` anchors the live lessons' times (startHours from the hour of
 * the import). Throws ContentError naming the first problem.
 */
export function loadContent(root = CONTENT_ROOT, now = new Date()): LoadedContent {
  if (!fs.existsSync(root)) throw new ContentError(`内容目录不存在：${root}`)
  const media = new Set(fs.existsSync(path.join(root, MEDIA_DIR)) ? fs.readdirSync(path.join(root, MEDIA_DIR)) : [])
  const rows: ContentRow[] = []
  const anchor = Math.floor(now.getTime() / 3_600_000) * 3_600_000
  const files = listFiles(root).filter((f) => f.endsWith('.md'))

  // categories first: the items name theirs
  const categories = new Map<CategoryGroup, Map<string, number>>()
  if (!files.includes('categories.md')) throw new ContentError('categories.md：缺少分类文件')
  {
    const file = 'categories.md'
    const { meta, lines } = parseDoc(fs.readFileSync(path.join(root, file), 'utf8'), file)
    if (meta.demo !== true) throw fail(file, lines.demo ?? 2, '缺少 demo: true（我们编写的示例内容必须标明）')
    const seen = new Set<number>()
    for (const g of CATEGORY_GROUPS) {
      const list = meta[g]
      if (!Array.isArray(list) || !list.length) throw fail(file, lines[g] ?? 2, `缺少 ${g} 的分类列表`)
      const names = new Map<string, number>()
      for (const [i, entry] of list.entries()) {
        if (
          typeof entry !== 'object' ||
          typeof entry.id !== 'number' ||
          !Number.isInteger(entry.id) ||
          entry.id < 1 ||
          typeof entry.name !== 'string' ||
          !entry.name
        )
          throw fail(file, lines[g] ?? 2, `${g} 的第 ${i + 1} 项应有 id（正整数）和 name`)
        if (seen.has(entry.id)) throw fail(file, lines[g] ?? 2, `分类编号 ${entry.id} 重复`)
        seen.add(entry.id)
        names.set(entry.name, entry.id)
        rows.push({ ...emptyRow('category', file), item_id: entry.id, category: g, title: entry.name.slice(0, 40), sort: i + 1 })
      }
      categories.set(g, names)
    }
  }

  const ids = new Map<string, string>()
  for (const file of files) {
    if (file === 'categories.md') continue
    const dir = file.split('/')[0] as keyof typeof DIR_KIND
    const kind = DIR_KIND[dir]
    if (!kind || file.split('/').length !== 2) throw new ContentError(`${file}：不在已知的内容目录中（${Object.keys(DIR_KIND).join('、')}）`)
    const { meta, body, lines } = parseDoc(fs.readFileSync(path.join(root, file), 'utf8'), file)
    const lineOf = (k: string) => lines[k] ?? 2
    if (meta.demo !== true) throw fail(file, lineOf('demo'), '缺少 demo: true（我们编写的示例内容必须标明）')
    if (meta.kind !== kind) throw fail(file, lineOf('kind'), `kind 应为 ${kind}（${dir}/ 目录下的文件），实际为 ${str(meta.kind) || '空'}`)
    const rules = { ...REQUIRED[kind] }
    for (const [k, rule] of Object.entries(rules)) check(file, lineOf(k), k, meta[k], rule, media, true)
    for (const [k, rule] of Object.entries(OPTIONAL)) if (k in meta && meta[k] !== '') check(file, lineOf(k), k, meta[k], rule, media, false)
    const known = new Set(['demo', 'kind', ...Object.keys(rules), ...Object.keys(OPTIONAL)])
    for (const k of Object.keys(meta)) if (!known.has(k)) throw fail(file, lineOf(k), `不认识的字段 ${k}`)

    const row: ContentRow = { ...emptyRow(kind, file), title: str(meta.title), summary: str(meta.summary), body }
    if (kind === 'page') {
      const key = str(meta.key)
      if (!(CONTENT_KEYS as readonly string[]).includes(key)) throw fail(file, lineOf('key'), `key 应为 ${CONTENT_KEYS.join('、')} 之一`)
      if (ids.has(`page:${key}`)) throw new ContentError(`${file}：内容名 ${key} 与 ${ids.get(`page:${key}`)} 重复`)
      ids.set(`page:${key}`, file)
      row.item_key = key
      row.meta = JSON.stringify({ items: pageItems(file, lineOf('items'), meta.items) })
      rows.push(row)
      continue
    }
    const id = meta.id as number
    // news and 升学资讯 share one id space (NewsId)
    const space = kind === 'upgrade' ? 'news' : kind
    if (ids.has(`${space}:${id}`)) throw fail(file, lineOf('id'), `编号 ${id} 与 ${ids.get(`${space}:${id}`)} 重复`)
    ids.set(`${space}:${id}`, file)
    row.item_id = id
    const group: CategoryGroup | null = kind === 'news' || kind === 'upgrade' || kind === 'video' || kind === 'course' || kind === 'live' ? kind : null
    if (group) {
      const name = str(meta.category)
      if (!categories.get(group)!.has(name))
        throw fail(file, lineOf('category'), `分类「${name}」不在 categories.md 的 ${group} 中（可用：${[...categories.get(group)!.keys()].join('、')}）`)
      row.category = name
    }
    row.hot = meta.hot === true
    row.featured = meta.featured === true
    if (kind === 'news' || kind === 'upgrade') {
      row.published = str(meta.date)
      row.meta = JSON.stringify({ cover: meta.cover })
    } else if (kind === 'banner') {
      row.sort = meta.sort as number
      row.category = str(meta.position)
      row.meta = JSON.stringify({ image: meta.image, link: meta.link })
    } else if (kind === 'course') {
      for (const g of ['grade', 'subject'] as const) {
        if (!categories.get(g)!.has(str(meta[g])))
          throw fail(file, lineOf(g), `${FIELD_NAMES[g]}「${str(meta[g])}」不在 categories.md 的 ${g} 中（可用：${[...categories.get(g)!.keys()].join('、')}）`)
      }
      row.meta = JSON.stringify({
        cover: meta.cover,
        teacher: meta.teacher,
        grade: meta.grade,
        subject: meta.subject,
        lessons: lessons(file, lineOf('lessons'), meta.lessons, media),
      })
    } else if (kind === 'video') {
      row.meta = JSON.stringify({ video: meta.video, poster: meta.poster, seconds: meta.seconds })
    } else if (kind === 'live') {
      const start = anchor + (meta.startHours as number) * 3_600_000
      const end = start + (meta.minutes as number) * 60_000
      row.published = new Date(start).toISOString()
      row.meta = JSON.stringify({
        teacher: meta.teacher,
        poster: meta.poster,
        replay: meta.replay || '',
        startAt: new Date(start).toISOString(),
        endAt: new Date(end).toISOString(),
      })
    }
    rows.push(row)
  }
  return { rows, checksum: contentChecksum(root), files: files.length }
}

/** a front-matter value as text ('' for a list) */
const str = (v: FrontValue | undefined): string => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '')

function emptyRow(kind: ItemKind, file: string): ContentRow {
  return {
    kind,
    item_id: 0,
    item_key: '',
    category: '',
    title: '',
    summary: '',
    body: '',
    meta: '{}',
    sort: 0,
    published: '',
    hot: false,
    featured: false,
    is_demo: true,
    file,
  }
}

const LIMITS: Partial<Record<Rule, number>> = { text: 100, long: 300, route: 200 }

function check(file: string, line: number, key: string, v: FrontValue | undefined, rule: Rule, media: Set<string>, required: boolean): void {
  const name = `${key}（${FIELD_NAMES[key] ?? key}）`
  if (v === undefined || v === '') {
    if (required) throw fail(file, line, `缺少 ${name}`)
    return
  }
  const bad = (what: string) => fail(file, line, `${name}应为${what}，实际为 ${JSON.stringify(v).slice(0, 40)}`)
  switch (rule) {
    case 'text':
    case 'long':
    case 'route':
      if (typeof v !== 'string' && typeof v !== 'number') throw bad('文字')
      if (String(v).length > LIMITS[rule]!) throw fail(file, line, `${name} 超过 ${LIMITS[rule]} 字`)
      if (rule === 'route' && !/^pages\/[A-Za-z0-9_/-]+(\?[A-Za-z0-9_=&%-]*)?$/.test(String(v))) throw bad('应用内页面路径（pages/…）')
      return
    case 'date':
      if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))) throw bad('日期 YYYY-MM-DD')
      return
    case 'int':
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 2_147_483_647) throw bad('非负整数')
      if (key === 'id' && v < 1) throw bad('正整数')
      return
    case 'number':
      if (typeof v !== 'number' || Math.abs(v) > 24 * 365) throw bad('数字')
      return
    case 'bool':
      if (typeof v !== 'boolean') throw bad(' true 或 false')
      return
    case 'media':
      if (typeof v !== 'string' || !MEDIA_NAME.test(v)) throw bad(' media/ 中的文件名（小写字母、数字、连字符，.mp4/.svg/.png/.jpg）')
      if (!media.has(v)) throw fail(file, line, `${name}指向的文件 media/${v} 不存在`)
      return
    case 'list':
      if (!Array.isArray(v)) throw bad('列表（下一行起每项以「  - 」开头）')
      return
  }
}

function lessons(file: string, line: number, v: FrontValue, media: Set<string>) {
  const list = v as Array<Record<string, Scalar> | Scalar>
  if (!list.length) throw fail(file, line, '缺少 lessons（课时）')
  return list.map((l, i) => {
    if (typeof l !== 'object') throw fail(file, line, `第 ${i + 1} 个课时应有 title、video、seconds`)
    const at = `第 ${i + 1} 个课时的`
    if (typeof l.title !== 'string' || !l.title || l.title.length > 100) throw fail(file, line, `${at} title（标题）缺少或超过 100 字`)
    if (typeof l.video !== 'string' || !media.has(l.video)) throw fail(file, line, `${at} video（视频）缺少，或 media/ 中没有这个文件`)
    if (typeof l.seconds !== 'number' || !Number.isInteger(l.seconds) || l.seconds < 1) throw fail(file, line, `${at} seconds（时长）应为正整数`)
    return { title: l.title, video: l.video, seconds: l.seconds, summary: typeof l.summary === 'string' ? l.summary.slice(0, 300) : '' }
  })
}

function pageItems(file: string, line: number, v: FrontValue | undefined) {
  if (v === undefined || v === '') return []
  const list = v as Array<Record<string, Scalar> | Scalar>
  return list.map((it, i) => {
    if (typeof it !== 'object' || typeof it.title !== 'string' || !it.title) throw fail(file, line, `items 的第 ${i + 1} 项缺少 title`)
    const s = (k: string, max = 300) => (typeof it[k] === 'string' || typeof it[k] === 'number' ? String(it[k]).slice(0, max) : '')
    const n = (k: string) => {
      const x = it[k]
      return typeof x === 'number' ? x : 0
    }
    if (s('link') && !/^pages\/[A-Za-z0-9_/-]+$/.test(s('link'))) throw fail(file, line, `items 的第 ${i + 1} 项 link 应为应用内页面路径（pages/…）`)
    return {
      title: s('title', 100),
      body: s('body', 1000),
      link: s('link'),
      linkText: s('linkText', 20),
      area: s('area', 20),
      provinceId: n('provinceId'),
      address: s('address', 100),
      latitude: n('latitude'),
      longitude: n('longitude'),
    }
  })
}

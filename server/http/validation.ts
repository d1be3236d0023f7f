/**
 * Turns JSON-schema validation errors into one Chinese sentence that names the field, e.g.
 * 「手机号（Mobile）格式不正确：11 位中国大陆手机号」. Labels come from each property's `title`.
 */
import type { TSchema } from '@sinclair/typebox'

export interface SchemaError {
  instancePath: string
  keyword: string
  params: Record<string, unknown>
  message?: string
}

function propertySchema(root: TSchema, pointer: string[]): TSchema | undefined {
  let node: TSchema | undefined = root
  for (const part of pointer) {
    if (!node) return undefined
    if (node.type === 'object' && node.properties) node = (node.properties as Record<string, TSchema>)[part]
    else if (node.type === 'array' && node.items) node = node.items as TSchema
    else return undefined
  }
  return node
}

function label(root: TSchema, pointer: string[]): string {
  const field = pointer.filter((p) => !/^\d+$/.test(p)).pop() ?? '请求体'
  // an item of a list is named by the list (「意向省份（ProvinceIds）」, not its items' generic title)
  let named = pointer.length
  while (named > 0 && /^\d+$/.test(pointer[named - 1])) named--
  const title = propertySchema(root, pointer.slice(0, named))?.title
  return title && title !== field ? `${title}（${field}）` : field
}

export function describeValidationError(schema: TSchema, err: SchemaError): string {
  const pointer = err.instancePath.split('/').filter(Boolean)
  // the bound of the length / size / count keywords (a number in Ajv's params)
  const limit = String(err.params.limit)
  switch (err.keyword) {
    case 'required': {
      const missing = String(err.params.missingProperty)
      return `缺少必填参数：${label(schema, [...pointer, missing])}`
    }
    case 'additionalProperties':
      return `不支持的参数：${String(err.params.additionalProperty)}`
    case 'type': {
      const want = String(err.params.type)
      const names: Record<string, string> = { string: '文本', integer: '整数', number: '数字', boolean: '布尔值', object: '对象', array: '数组', null: '空值' }
      if (pointer.length === 0) return '请求体应为 JSON 对象'
      return `${label(schema, pointer)}应为${want
        .split(',')
        .map((t) => names[t] ?? t)
        .join('或')}`
    }
    case 'minLength':
      return Number(err.params.limit) <= 1 ? `${label(schema, pointer)}不能为空` : `${label(schema, pointer)}至少 ${limit} 个字符`
    case 'maxLength':
      return `${label(schema, pointer)}最多 ${limit} 个字符`
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label(schema, pointer)}不能小于 ${limit}`
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label(schema, pointer)}不能大于 ${limit}`
    case 'maxItems':
      return `${label(schema, pointer)}最多 ${limit} 项`
    case 'minItems':
      return `${label(schema, pointer)}至少 ${limit} 项`
    case 'uniqueItems':
      return `${label(schema, pointer)}不能重复`
    case 'pattern':
    case 'format': {
      const hint = propertySchema(schema, pointer)?.description
      return `${label(schema, pointer)}格式不正确${hint ? `：${hint}` : ''}`
    }
    case 'const':
    case 'enum':
    case 'anyOf': {
      const hint = propertySchema(schema, pointer)?.description
      return `${label(schema, pointer)}取值不正确${hint ? `：${hint}` : ''}`
    }
    default:
      return `${label(schema, pointer)}不正确`
  }
}

// --- checks every call gets before its schema is applied ------------------------------------------------

/** Nesting deeper than this is refused before JSON.parse (no real body of this API nests beyond 4). */
export const MAX_JSON_DEPTH = 16

/**
 * The deepest nesting of `{`/`[` in a JSON text, counted outside strings, stopping as soon as `limit` is passed:
 * a linear scan that runs before JSON.parse, so a hostile body never reaches a recursive parser or walker.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
      continue
    }
    if (c === 34) inString = true
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--
  }
  return false
}

/**
 * Characters no text field can hold: C0 controls but tab, line feed and carriage return, DEL, and unpaired UTF-16
 * surrogates (PostgreSQL text cannot store NUL at all, and a lone surrogate cannot be stored as written).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function subSchemas(node: TSchema | undefined): TSchema[] {
  if (!node) return []
  const parts = (node.anyOf ?? node.oneOf ?? node.allOf) as TSchema[] | undefined
  return parts ? parts.flatMap(subSchemas) : [node]
}

/** Field names an object schema declares (across the branches of a union or the parts of an intersection). */
function declaredFields(node: TSchema): { names: Set<string>; open: boolean; objects: TSchema[] } {
  const objects = subSchemas(node).filter((s) => s.type === 'object' || s.properties)
  const names = new Set<string>()
  let open = false
  for (const o of objects) {
    for (const k of Object.keys((o.properties as Record<string, TSchema> | undefined) ?? {})) names.add(k)
    // a schema that states it takes any field (additionalProperties: true or a schema) keeps its fields open
    if (o.additionalProperties !== undefined && o.additionalProperties !== false) open = true
  }
  return { names, open, objects }
}

function childSchema(node: TSchema, key: string): TSchema | undefined {
  for (const o of subSchemas(node)) {
    const p = (o.properties as Record<string, TSchema> | undefined)?.[key]
    if (p) return p
  }
  return undefined
}

function itemSchema(node: TSchema): TSchema | undefined {
  for (const o of subSchemas(node)) if (o.type === 'array' && o.items) return o.items as TSchema
  return undefined
}

export interface UnknownFields {
  /** where the object is ('' for the body itself), as field names */
  at: string[]
  names: string[]
  allowed: string[]
}

/**
 * Fields the schema does not declare, at the first level where some are found. Unknown fields are refused rather
 * than dropped: a field the server silently ignores (say ExamProvinceId sent to a register call) would let the
 * client believe it was stored.
 */
export function findUnknownFields(schema: TSchema, value: unknown, at: string[] = []): UnknownFields | null {
  if (Array.isArray(value)) {
    const items = itemSchema(schema)
    if (!items) return null
    for (let i = 0; i < value.length; i++) {
      const found = findUnknownFields(items, value[i], [...at, String(i)])
      if (found) return found
    }
    return null
  }
  if (!value || typeof value !== 'object') return null
  const { names, open, objects } = declaredFields(schema)
  if (!objects.length) return null
  const obj = value as Record<string, unknown>
  if (!open) {
    const unknown = Object.keys(obj).filter((k) => !names.has(k))
    if (unknown.length) return { at, names: unknown, allowed: [...names] }
  }
  for (const [k, v] of Object.entries(obj)) {
    const child = childSchema(schema, k)
    if (!child) continue
    const found = findUnknownFields(child, v, [...at, k])
    if (found) return found
  }
  return null
}

export function describeUnknownFields(schema: TSchema, u: UnknownFields): string {
  const where = u.at.length ? `${label(schema, u.at)}中` : ''
  const allowed = u.allowed.length ? `（可用参数：${u.allowed.join('、')}）` : '（此接口不需要参数）'
  return `${where}不支持的参数：${u.names.join('、')}${allowed}`
}

/** The path of the first text (value or field name) holding a character it cannot be stored with, or null. */
export function findUnstorableText(value: unknown, at: string[] = []): string[] | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? at : null
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], [...at, String(i)])
      if (found) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (UNSTORABLE.test(k)) return [...at, k]
      const found = findUnstorableText(v, [...at, k])
      if (found) return found
    }
  }
  return null
}

export function describeUnstorableText(schema: TSchema, at: string[]): string {
  return `${label(schema, at)}含有无法保存的控制字符（如 \\u0000）或残缺的字符，请删除后重试`
}

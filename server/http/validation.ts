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
    if (node.type === 'object' && node.properties) node = node.properties[part]
    else if (node.type === 'array' && node.items) node = node.items as TSchema
    else return undefined
  }
  return node
}

function label(root: TSchema, pointer: string[]): string {
  const field = pointer.filter((p) => !/^\d+$/.test(p)).pop() ?? '请求体'
  const title = propertySchema(root, pointer)?.title as string | undefined
  return title && title !== field ? `${title}（${field}）` : field
}

export function describeValidationError(schema: TSchema, err: SchemaError): string {
  const pointer = err.instancePath.split('/').filter(Boolean)
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
      return `${label(schema, pointer)}应为${want.split(',').map((t) => names[t] ?? t).join('或')}`
    }
    case 'minLength':
      return Number(err.params.limit) <= 1 ? `${label(schema, pointer)}不能为空` : `${label(schema, pointer)}至少 ${err.params.limit} 个字符`
    case 'maxLength':
      return `${label(schema, pointer)}最多 ${err.params.limit} 个字符`
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label(schema, pointer)}不能小于 ${err.params.limit}`
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label(schema, pointer)}不能大于 ${err.params.limit}`
    case 'maxItems':
      return `${label(schema, pointer)}最多 ${err.params.limit} 项`
    case 'minItems':
      return `${label(schema, pointer)}至少 ${err.params.limit} 项`
    case 'uniqueItems':
      return `${label(schema, pointer)}不能重复`
    case 'pattern':
    case 'format': {
      const hint = propertySchema(schema, pointer)?.description as string | undefined
      return `${label(schema, pointer)}格式不正确${hint ? `：${hint}` : ''}`
    }
    case 'const':
    case 'enum':
    case 'anyOf': {
      const hint = propertySchema(schema, pointer)?.description as string | undefined
      return `${label(schema, pointer)}取值不正确${hint ? `：${hint}` : ''}`
    }
    default:
      return `${label(schema, pointer)}不正确`
  }
}

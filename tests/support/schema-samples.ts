/**
 * Valid sample values for a TypeBox/JSON schema, for tests that must reach past validation of every call without
 * knowing each call: the smallest value each schema accepts (required fields only), checked with ajv.
 */
import Ajv from 'ajv'
import type { TSchema } from '@sinclair/typebox'

const ajv = new Ajv({ strict: false })

/** texts that satisfy the patterns the contract uses (mobile, SMS code, password, OpenProof, codes …) */
const TEXT_CANDIDATES = ['x', '13800138000', '123456', 'abc12345', 'A'.repeat(43), '44', '2026', '440000', '080901', 'abc', '1', 'sandbox:sample']

function fits(schema: TSchema, value: unknown): boolean {
  try {
    return ajv.validate(schema, value) === true
  } catch {
    return false
  }
}

export function sampleOf(schema: TSchema): unknown {
  if (schema.const !== undefined) return schema.const
  if (Array.isArray(schema.enum)) return schema.enum[0]
  for (const key of ['anyOf', 'oneOf'] as const) {
    const parts = schema[key] as TSchema[] | undefined
    if (parts) {
      for (const p of parts) {
        const v = sampleOf(p)
        if (fits(schema, v)) return v
      }
      return sampleOf(parts[0])
    }
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...(schema.allOf as TSchema[]).map((p) => sampleOf(p) as object))
  }
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      const props = (schema.properties ?? {}) as Record<string, TSchema>
      for (const key of (schema.required as string[] | undefined) ?? []) out[key] = sampleOf(props[key])
      return out
    }
    case 'integer':
    case 'number': {
      const min = (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined) ?? 0
      const max = (schema.maximum as number | undefined) ?? Number.MAX_SAFE_INTEGER
      return Math.min(Math.max(min, 1), max)
    }
    case 'boolean':
      return false
    case 'null':
      return null
    case 'array': {
      const n = (schema.minItems as number | undefined) ?? 0
      return Array.from({ length: n }, () => sampleOf(schema.items as TSchema))
    }
    case 'string': {
      for (const c of TEXT_CANDIDATES) if (fits(schema, c)) return c
      const n = (schema.minLength as number | undefined) ?? 1
      return 'x'.repeat(Math.max(1, n))
    }
    default:
      return null
  }
}

/** Paths (field names from the body) of every text field the schema declares, required or not, one level of arrays deep. */
export function textFields(schema: TSchema, at: string[] = []): string[][] {
  const out: string[][] = []
  const props = (schema.properties ?? {}) as Record<string, TSchema>
  for (const [k, s] of Object.entries(props)) {
    const variants = (s.anyOf as TSchema[] | undefined) ?? [s]
    if (variants.some((v) => v.type === 'string')) out.push([...at, k])
    else if (variants.some((v) => v.type === 'object')) out.push(...textFields(variants.find((v) => v.type === 'object') as TSchema, [...at, k]))
  }
  return out
}

/** A copy of `body` with the value at `path` replaced. */
export function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body)
  let node = copy
  for (const k of path.slice(0, -1)) {
    if (!node[k] || typeof node[k] !== 'object') node[k] = {}
    node = node[k] as Record<string, unknown>
  }
  node[path[path.length - 1]] = value
  return copy
}

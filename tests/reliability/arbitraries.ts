/**
 * fast-check arbitraries for request bodies, derived from each call's TypeBox schema: bodies that are valid (so
 * the handlers themselves run, with edge values) and bodies that are wrong in every way a client or an attacker can
 * make them — wrong types, missing and extra fields, NUL and control characters, huge strings and arrays,
 * out-of-range and non-integer numbers, injection strings, deep nesting — plus raw payloads that are not JSON at all.
 */
import fc from 'fast-check'
import type { TSchema } from '@sinclair/typebox'

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  '$1',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  '%27%20OR%201=1',
  '\\',
  '\\u0000',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '０１２３',
  '𠀀𠀁',
  '\u202Eevil',
  '\uFEFF',
  ' ',
  '',
]

/** text a database cannot store, or that is unusual to store */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001B', '\u007F', '\uD800', '\uDFFF', '\u0000\u0000'),
    fc.string({ maxLength: 8 }),
  )
  .map(([a, c, b]) => a + c + b)

const hugeText = fc.integer({ min: 1_000, max: 200_000 }).chain((n) => fc.constantFrom('a', '中', '\u0000', '9').map((c) => c.repeat(n)))

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, 0.5, -1, 0, Number.MAX_SAFE_INTEGER + 2),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...INJECTIONS),
  controlText,
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 4 }),
  fc.constant({}),
  fc.constant([]),
)

/** strings matching a pattern; lookaheads (which fast-check cannot generate) are dropped and checked after */
function matching(pattern: string): fc.Arbitrary<string> {
  const re = new RegExp(pattern)
  const plain = pattern.replace(/\(\?[=!][^()]*\)/g, '')
  return plain === pattern ? fc.stringMatching(re) : fc.stringMatching(new RegExp(plain)).filter((s) => re.test(s))
}

const num = (s: TSchema, key: string): number | undefined => (typeof s[key] === 'number' ? s[key] : undefined)

/** A valid value of the schema, leaning to its edges (bounds, lengths, first/last enum values). */
export function validOf(schema: TSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  const parts = (schema.anyOf ?? schema.oneOf) as TSchema[] | undefined
  if (parts) return fc.oneof(...parts.map(validOf))
  if (Array.isArray(schema.allOf)) {
    return fc.tuple(...(schema.allOf as TSchema[]).map(validOf)).map((vals) => Object.assign({}, ...(vals as object[])))
  }
  switch (schema.type) {
    case 'integer': {
      const min = num(schema, 'minimum') ?? -1_000_000
      const max = num(schema, 'maximum') ?? 1_000_000
      return fc.oneof(fc.constantFrom(min, max), fc.integer({ min, max }))
    }
    case 'number': {
      const min = num(schema, 'minimum') ?? -1e6
      const max = num(schema, 'maximum') ?? 1e6
      return fc.oneof(fc.constantFrom(min, max), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }))
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'string': {
      if (schema.pattern) return matching(schema.pattern as string)
      const minLength = num(schema, 'minLength') ?? 0
      const maxLength = Math.min(num(schema, 'maxLength') ?? 64, 2048)
      return fc.oneof(
        fc.string({ minLength, maxLength }),
        fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 40) }).filter((s) => s.length >= minLength && s.length <= maxLength),
      )
    }
    case 'array': {
      const minLength = num(schema, 'minItems') ?? 0
      const maxLength = Math.min(num(schema, 'maxItems') ?? 5, 50)
      return fc.array(validOf(schema.items as TSchema), { minLength, maxLength })
    }
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, TSchema>
      const required = new Set((schema.required as string[] | undefined) ?? [])
      const model: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [k, s] of Object.entries(props)) model[k] = validOf(s)
      return fc.record(model, { requiredKeys: [...required] as never[] })
    }
    default:
      return fc.constant(null)
  }
}

/** A value that breaks the schema in some way (or, now and then, an edge value that does not). */
export function hostileOf(schema: TSchema): fc.Arbitrary<unknown> {
  const near: fc.Arbitrary<unknown>[] = [wrongValue]
  if (schema.type === 'string' || (schema.anyOf as TSchema[] | undefined)?.some((p) => p.type === 'string')) {
    near.push(controlText, hugeText, fc.constantFrom(...INJECTIONS))
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const min = num(schema, 'minimum')
    const max = num(schema, 'maximum')
    near.push(
      fc.constantFrom(
        ...[min !== undefined ? min - 1 : -1, max !== undefined ? max + 1 : 2 ** 31, 2 ** 31, 1e308, -1e308, 0.5].filter((n) => Number.isFinite(n)),
      ),
    )
  }
  if (schema.type === 'array') {
    near.push(fc.integer({ min: 50, max: 5000 }).map((n) => Array.from({ length: n }, (_, i) => i)))
    near.push(fc.array(hostileOf((schema.items as TSchema) ?? {}), { maxLength: 4 }))
  }
  if (schema.type === 'object') near.push(bodyOf(schema))
  return fc.oneof(...near)
}

/** A body for a call: valid, with one field made hostile, with fields missing, or with fields it does not take. */
export function bodyOf(schema: TSchema): fc.Arbitrary<unknown> {
  const props = (schema.properties ?? {}) as Record<string, TSchema>
  const keys = Object.keys(props)
  const valid = validOf(schema) as fc.Arbitrary<Record<string, unknown>>
  const variants: fc.Arbitrary<unknown>[] = [valid]
  if (keys.length) {
    variants.push(
      fc.tuple(valid, fc.constantFrom(...keys)).chain(([body, key]) => hostileOf(props[key]).map((v) => ({ ...body, [key]: v }))),
      fc.tuple(valid, fc.subarray(keys, { minLength: 1 })).map(([body, drop]) => Object.fromEntries(Object.entries(body).filter(([k]) => !drop.includes(k)))),
      fc.dictionary(fc.constantFrom(...keys), wrongValue, { maxKeys: keys.length }),
    )
  }
  variants.push(
    fc
      .tuple(
        valid,
        fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !keys.includes(k)),
        wrongValue,
      )
      .map(([body, k, v]) => ({ ...body, [k]: v })),
    fc
      .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'prototype', 'Platform', 'UserId', 'Token'))
      .map(([body, k]) => ({ ...body, [k]: { polluted: true } })),
    wrongValue,
  )
  return fc.oneof(...variants)
}

/** Payloads that are not a JSON object at all: broken JSON, other types, deep nesting, odd encodings. */
export const rawPayloads: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '[1,2,3]',
    '{',
    '}',
    '{"a":}',
    "{'a':1}",
    '{"a":1,}',
    'NaN',
    '\u0000',
    '{"a":"\\ud800"}',
    '{"a":1}{"b":2}',
    '\uFEFF{}',
  ),
  fc.integer({ min: 17, max: 200_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 17, max: 50_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.integer({ min: 17, max: 100_000 }).map((n) => '['.repeat(n)),
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
)

/**
 * Every request body of every call in types/endpoints.ts is bounded by its schema, so that no value can reach a
 * handler or the database that they were not written for (a Rank of 2^31 or 1e308 answered HTTP 500): every text
 * has a maxLength (or a pattern / enum that bounds it), every number a minimum and a maximum, every array a
 * maxItems, and no object takes arbitrary fields. New calls (any module) are held to it by this test.
 */
import type { TSchema } from '@sinclair/typebox'
import { ENDPOINTS } from '../../types/endpoints'

interface Gap {
  call: string
  path: string
  problem: string
}

function walk(call: string, s: TSchema | undefined, path: string, out: Gap[]): void {
  if (!s || typeof s !== 'object') return
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(s[key])) for (const part of s[key] as TSchema[]) walk(call, part, path, out)
  }
  if (s.const !== undefined || Array.isArray(s.enum)) return
  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : []
  for (const t of types) {
    switch (t) {
      case 'string':
        // an anchored pattern with bounded repetition bounds the length too; an open one does not
        if (s.maxLength === undefined && !(s.pattern && /^\^.*\$$/.test(s.pattern) && !/[*+]|\{\d+,\}/.test(s.pattern))) {
          out.push({ call, path, problem: 'string without maxLength (or a bounded pattern / enum)' })
        }
        break
      case 'integer':
      case 'number':
        if (s.minimum === undefined && s.exclusiveMinimum === undefined) out.push({ call, path, problem: `${t} without minimum` })
        if (s.maximum === undefined && s.exclusiveMaximum === undefined) out.push({ call, path, problem: `${t} without maximum` })
        break
      case 'array':
        if (s.maxItems === undefined) out.push({ call, path, problem: 'array without maxItems' })
        walk(call, s.items as TSchema, `${path}[]`, out)
        break
      case 'object':
        if (s.additionalProperties !== undefined && s.additionalProperties !== false)
          out.push({ call, path: path || '(body)', problem: 'object open to any field' })
        if (s.patternProperties) out.push({ call, path: path || '(body)', problem: 'object with pattern properties' })
        for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, TSchema>)) walk(call, v, `${path}.${k}`, out)
        break
    }
  }
}

describe('request schemas are bounded', () => {
  it('every text has a length, every number a range, every array a size, no open objects', () => {
    const gaps: Gap[] = []
    for (const [call, def] of Object.entries(ENDPOINTS)) walk(call, (def as { body: TSchema }).body, '', gaps)
    // one line per gap, so a failure says exactly what to bound
    expect(gaps.map((g) => `${g.call} ${g.path}: ${g.problem}`)).toEqual([])
  })

  it('the walker finds what it should (a test of the test)', () => {
    const gaps: Gap[] = []
    walk(
      'Test/Call',
      {
        type: 'object',
        properties: {
          Free: { type: 'string' },
          Open: { type: 'string', pattern: '^a+$' },
          Pinned: { type: 'string', pattern: '^\\d{6}$' },
          Rank: { type: 'integer', minimum: 1 },
          Ids: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 9 } },
          Any: { type: 'object', additionalProperties: true },
        },
      } as unknown as TSchema,
      '',
      gaps,
    )
    expect(gaps.map((g) => `${g.path}: ${g.problem}`)).toEqual([
      '.Free: string without maxLength (or a bounded pattern / enum)',
      '.Open: string without maxLength (or a bounded pattern / enum)',
      '.Rank: integer without maximum',
      '.Ids: array without maxItems',
      '.Any: object open to any field',
    ])
  })
})

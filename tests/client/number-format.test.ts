/**
 * One number format for the whole app (issue 10): grouping done by hand (toLocaleString is not reliable in the
 * mini program's engines), at most two decimals, a unit that stays with its number — and no other formatter
 * left in the app's code.
 */
import fs from 'fs'
import path from 'path'
import { formatNumber, formatRange } from '../../src/utils/number'

describe('formatNumber', () => {
  it('groups thousands with a comma without toLocaleString', () => {
    const spy = jest.spyOn(Number.prototype, 'toLocaleString')
    expect(formatNumber(43928)).toBe('43,928')
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(-12345)).toBe('-12,345')
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })

  it('keeps at most two decimals and drops trailing zeros', () => {
    expect(formatNumber(626.2341181)).toBe('626.23')
    expect(formatNumber(555.75)).toBe('555.75')
    expect(formatNumber(600.1)).toBe('600.1')
    expect(formatNumber(600.0)).toBe('600')
    expect(formatNumber(12345.678)).toBe('12,345.68')
    expect(formatNumber(626.5, { decimals: 0 })).toBe('627')
    expect(formatNumber(1.25, { decimals: 1 })).toBe('1.3')
  })

  it('writes the unit straight after the number, and a dash for a number we do not have', () => {
    expect(formatNumber(600, { unit: '分' })).toBe('600分')
    expect(formatNumber(43928, { unit: '名' })).toBe('43,928名')
    expect(formatNumber(null, { unit: '人' })).toBe('—')
    expect(formatNumber(undefined)).toBe('—')
    expect(formatNumber(Number.NaN)).toBe('—')
    expect(formatNumber(null, { empty: '未公布' })).toBe('未公布')
    expect(formatNumber(12, { signed: true })).toBe('+12')
  })

  it('writes ranges with one unit', () => {
    expect(formatRange(1200, 1350, { unit: '名' })).toBe('1,200–1,350名')
    expect(formatRange(null, 1350, { unit: '名' })).toBe('1,350名')
    expect(formatRange(1350, 1350)).toBe('1,350')
  })
})

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(p)
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : []
  })
}

it('the app has no other number formatter', () => {
  const root = path.resolve(__dirname, '../..')
  const offenders: string[] = []
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const rel = path.relative(root, file).split(path.sep).join('/')
    if (rel === 'src/utils/number.ts') continue
    const text = fs.readFileSync(file, 'utf8')
    text.split('\n').forEach((line, i) => {
      if (/toLocaleString|Intl\.NumberFormat|\\B\(\?=\(\\d\{3\}\)/.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`)
    })
  }
  expect(offenders).toEqual([])
})

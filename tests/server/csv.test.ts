/** The data files' CSV reader (server/data/csv.ts): quoted fields, and a quote left open named instead of swallowing the rest. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readCsvAll } from '../../server/data/csv'

function file(text: string): string {
  const p = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zy-csv-')), 'rows.csv')
  fs.writeFileSync(p, text)
  return p
}

describe('readCsvAll', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', async () => {
    const rows = await readCsvAll(file('\uFEFFname,note\n"北京大学, 本部","说""是""的"\n"两行\n的值",x\n'))
    expect(rows).toEqual([
      { name: '北京大学, 本部', note: '说"是"的' },
      { name: '两行\n的值', note: 'x' },
    ])
  })

  it('names the line of a quote that never closes instead of dropping the rest of the file', async () => {
    await expect(readCsvAll(file('name,note\na,1\n"b,2\nc,3\nd,4\n'))).rejects.toThrow('rows.csv 第 3 行：引号未闭合（从这一行起的 3 行无法读取）')
  })
})

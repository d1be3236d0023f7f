/**
 * Precompresses the H5 build (issue 20: the site was sent uncompressed): every text asset of dist/h5 over 1 KB gets
 * a `.br` (brotli, quality 11) and a `.gz` (gzip -9) beside it, which the server's static handler sends to a browser
 * that accepts the encoding (`preCompressed`, with `Vary: Accept-Encoding`). Done once at build time, so no request
 * pays for compression. Run by `npm run build:h5`; `tsx scripts/compress-h5.ts [dir]`.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const TEXT = /\.(js|css|html|svg|json|txt|map|ico)$/
/** below this, the encoded file and its header cost about what they save */
const MIN_BYTES = 1024

function files(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) files(p, out)
    else if (TEXT.test(e.name)) out.push(p)
  }
  return out
}

export function compressDir(dir: string): { files: number; raw: number; br: number; gz: number } {
  const sum = { files: 0, raw: 0, br: 0, gz: 0 }
  for (const f of files(dir)) {
    const raw = fs.readFileSync(f)
    if (raw.length < MIN_BYTES) continue
    const br = zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    })
    const gz = zlib.gzipSync(raw, { level: 9 })
    fs.writeFileSync(`${f}.br`, br)
    fs.writeFileSync(`${f}.gz`, gz)
    sum.files++
    sum.raw += raw.length
    sum.br += br.length
    sum.gz += gz.length
  }
  return sum
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'dist', 'h5'))
  const s = compressDir(dir)
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`
  console.log(`dist/h5 precompressed: ${s.files} files, ${kb(s.raw)} → brotli ${kb(s.br)}, gzip ${kb(s.gz)}`)
}

/**
 * The API server runs with the same Node flags however it is started (scripts/server-node-flags.cjs says why):
 * `npm run serve` spells them out in package.json, `npm start` and the bench pass the list itself.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.cjs'

const ROOT = path.resolve(__dirname, '../..')

it('npm run serve runs scripts/serve.cjs with the server flags', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  expect(pkg.scripts.serve).toBe(['node', ...SERVER_NODE_FLAGS, 'scripts/serve.cjs'].join(' '))
})

it('npm start, the bench and the reliability suite start the server with them', () => {
  for (const file of ['scripts/start.ts', 'bench/cold-start.ts', 'bench/run.ts', 'tests/reliability/run.ts']) {
    expect({ file, passes: fs.readFileSync(path.join(ROOT, file), 'utf8').includes('...SERVER_NODE_FLAGS') }).toEqual({ file, passes: true })
  }
})

it('are flags this Node accepts', () => {
  const r = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.exit(0)'])
  expect(r.status).toBe(0)
})

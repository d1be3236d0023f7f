/**
 * One server per embedded-database directory: a second server on it refuses to start with a message naming the
 * directory and the running process; the lock goes with the server; a lock left by a dead process is taken over.
 * (Two processes, kill -9 and restart are exercised by the reliability suite, `npm run test:reliability`.)
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { LOCK_FILE, lockDataDir } from '../../server/db/data-dir-lock'
import { openDatabase } from '../../server/db/database'

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-lock-'))
})
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('data directory lock', () => {
  it('a second open of a directory in use is refused, naming the directory and the process', async () => {
    const first = await openDatabase({ dataDir: dir })
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        new RegExp(`数据目录 ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 正被另一个服务器进程使用（pid ${process.pid}，`),
      )
      // the first server keeps working
      const { rows } = await (await import('kysely')).sql<{ one: number }>`select 1 as one`.execute(first.db)
      expect(rows[0].one).toBe(1)
    } finally {
      await first.close()
    }
    // closed: the directory is free again
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false)
    const again = await openDatabase({ dataDir: dir })
    await again.close()
  }, 120000)

  it('a lock left by a process that is gone is taken over', () => {
    // a pid that surely does not run: a child that has exited
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
    const deadPid = Number(String(child.stdout))
    fs.writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: deadPid, host: os.hostname(), procStart: null, startedAt: '2020-01-01T00:00:00.000Z', command: 'gone' }),
    )
    const lock = lockDataDir(dir)
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
    lock.release()
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false)
  })

  it('a recycled pid (same number, another process) does not hold the lock', () => {
    fs.writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: process.pid, host: os.hostname(), procStart: 'not-this-start-time', startedAt: '2020-01-01T00:00:00.000Z', command: 'old' }),
    )
    if (!fs.existsSync(`/proc/${process.pid}/stat`)) return // the start-time check needs /proc (Linux)
    const lock = lockDataDir(dir)
    lock.release()
  })

  it('a lock from another host is respected (a shared directory)', () => {
    fs.writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: 1, host: 'another-host', procStart: null, startedAt: '2020-01-01T00:00:00.000Z', command: 'x' }),
    )
    expect(() => lockDataDir(dir)).toThrow(/主机 another-host/)
  })

  it('releasing never removes a lock another server took over', () => {
    const lock = lockDataDir(dir)
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 999999, host: os.hostname(), procStart: null, startedAt: 'later', command: 'successor' }))
    lock.release()
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(true)
  })
})

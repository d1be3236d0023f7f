/**
 * One server per embedded-database directory. PGlite is a single-process database: two servers writing one
 * directory each keep their own view and overwrite each other's pages, losing acknowledged writes. A lock file in
 * the directory names the process holding it; a second server refuses to start and says which process runs.
 * A lock left by a process that no longer runs (killed, crashed, machine restarted) is taken over.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'

export const LOCK_FILE = 'server.lock'

interface LockInfo {
  pid: number
  host: string
  /** process start time from /proc (Linux), so a recycled pid is not mistaken for the holder */
  procStart: string | null
  startedAt: string
  command: string
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `数据目录 ${dataDir} 正被另一个服务器进程使用（pid ${holder.pid}，主机 ${holder.host}，启动于 ${holder.startedAt}${holder.command ? `，${holder.command}` : ''}）。` +
        `同一个嵌入式数据库目录只能由一个服务器使用：请先停止该进程，或用 DATA_DIR 指定另一个目录。\n` +
        `The data directory ${dataDir} is in use by another server process (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}). ` +
        `Stop it first or choose another DATA_DIR.`,
    )
  }
}

function procStartOf(pid: number): string | null {
  try {
    // field 22 of /proc/<pid>/stat is the start time; the command name (field 2) may contain spaces, so split after ')'
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function isRunning(info: LockInfo): boolean {
  try {
    process.kill(info.pid, 0)
  } catch (e) {
    // EPERM: it exists but belongs to another user
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  if (info.procStart) {
    const now = procStartOf(info.pid)
    if (now !== null && now !== info.procStart) return false // the pid now belongs to another process
  }
  return true
}

function mtimeOf(file: string): number {
  try {
    return fs.statSync(file).mtimeMs
  } catch {
    return 0
  }
}

function sleepMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo
    return Number.isInteger(info.pid) ? info : null
  } catch {
    return null
  }
}

export interface DataDirLock {
  file: string
  release(): void
}

/**
 * Takes the directory's lock or throws DataDirLockedError. A lock of this very process (a second open in one
 * process, e.g. a test) counts as taken as well: PGlite cannot share a directory within one process either.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE)
  const mine: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    procStart: procStartOf(process.pid),
    startedAt: new Date().toISOString(),
    command: process.argv
      .slice(1)
      .map((a) => path.basename(a))
      .join(' ')
      .slice(0, 200),
  }
  const text = JSON.stringify(mine)
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      // 'wx': created only if absent — of two servers starting at once exactly one gets it
      fs.writeFileSync(file, text, { flag: 'wx', mode: 0o600 })
      return {
        file,
        release() {
          // only our own lock: never one a successor took over
          if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) fs.rmSync(file, { force: true })
        },
      }
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    }
    const holder = readLock(file)
    if (holder && (holder.host !== mine.host || isRunning(holder))) throw new DataDirLockedError(dataDir, holder)
    if (!holder && Date.now() - mtimeOf(file) < 2000) {
      // just created and not yet written by its starter: give it a moment rather than judging it stale
      sleepMs(200)
      continue
    }
    // stale (or unreadable: a holder killed while writing it). Move it aside atomically, then make sure what we
    // moved is the stale lock we judged and not a fresh one another starter wrote in between.
    const aside = `${file}.stale-${process.pid}-${attempt}`
    try {
      fs.renameSync(file, aside)
    } catch {
      continue // someone else moved it first: try again from the top
    }
    const moved = readLock(aside)
    const same = moved && holder && moved.pid === holder.pid && moved.startedAt === holder.startedAt
    if (moved && !same && isRunning(moved)) {
      // we displaced a live lock: put it back (link fails if yet another one appeared, which then stands)
      try {
        fs.linkSync(aside, file)
      } catch {
        /* another lock is in place */
      }
      fs.rmSync(aside, { force: true })
      throw new DataDirLockedError(dataDir, moved)
    }
    fs.rmSync(aside, { force: true })
  }
  const holder = readLock(file)
  throw holder ? new DataDirLockedError(dataDir, holder) : new Error(`无法锁定数据目录 ${dataDir}（${file}）`)
}

/**
 * At most `limit` builds of an in-memory index at a time in this process (the wish engine's per-province indexes,
 * the lookup lists' indexes): a build holds the database and slices of the request thread, and two at once only make
 * both late. A build a call waits for can go ahead of ones started in advance (`urgent`).
 */
export interface BuildQueue {
  running: number
  waiting: Array<() => void>
}

export function newBuildQueue(): BuildQueue {
  return { running: 0, waiting: [] }
}

export async function runQueued<T>(q: BuildQueue, limit: number, job: () => Promise<T>, urgent = false): Promise<T> {
  if (q.running >= limit) await new Promise<void>((resolve) => (urgent ? q.waiting.unshift(resolve) : q.waiting.push(resolve)))
  else q.running++
  try {
    return await job()
  } finally {
    // the slot passes to the next waiter as it is; only with nobody waiting does it free
    const next = q.waiting.shift()
    if (next) next()
    else q.running--
  }
}

process.env.NODE_ENV = 'test'
process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'silent'
// Each test file's counters, codes and nonces live under their own Redis prefix: CI's Redis outlives a run's fresh
// PostgreSQL database, whose user ids start again at 1, so a shared prefix let one run's per-account counters
// (e.g. the index builds an hour) count against the next run's accounts.
process.env.REDIS_PREFIX = `zy-test:${process.pid}:${Date.now()}:`

/**
 * Test database settings: PostgreSQL when DATABASE_URL is set (CI gives a fresh database per run),
 * else an in-memory PGlite per test file.
 */
import type { ServerConfig } from '../../server/config'

export function testConfig(extra: Partial<ServerConfig> = {}): Partial<ServerConfig> {
  return {
    env: 'test',
    logLevel: process.env.LOG_LEVEL ?? 'silent',
    dataDir: ':memory:',
    databaseUrl: process.env.DATABASE_URL || undefined,
    h5Dir: '/nonexistent-h5-dir-for-tests',
    // tests stand in for a reverse proxy on loopback (inject's peer address): X-Forwarded-For carries the client
    // address of per-IP limits, as it does behind a proxy listed in TRUST_PROXY
    trustProxy: '127.0.0.1',
    ...extra,
  }
}

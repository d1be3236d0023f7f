import type { Redis } from 'ioredis'
import type { Clock } from './clock'
import type { KvStore } from './types'

/**
 * KV in Redis. A value is stored as `<expiresAtMs>|<value>` and expiry is judged against the server
 * clock inside Lua scripts (atomic); Redis's own TTL only collects garbage a minute after that.
 */
const GRACE_MS = 60_000

const SET_IF_ABSENT = `
local cur = redis.call('GET', KEYS[1])
if cur then
  local sep = string.find(cur, '|', 1, true)
  if tonumber(string.sub(cur, 1, sep - 1)) > tonumber(ARGV[1]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`

const DELETE_IF_EQUALS = `
local cur = redis.call('GET', KEYS[1])
if not cur then return 0 end
local sep = string.find(cur, '|', 1, true)
if tonumber(string.sub(cur, 1, sep - 1)) <= tonumber(ARGV[1]) then return 0 end
if string.sub(cur, sep + 1) ~= ARGV[2] then return 0 end
redis.call('DEL', KEYS[1])
return 1`

// ARGV: now, ttlMs, grace
const INCR = `
local now = tonumber(ARGV[1])
local cur = redis.call('GET', KEYS[1])
local exp = now + tonumber(ARGV[2])
local n = 1
if cur then
  local sep = string.find(cur, '|', 1, true)
  local curExp = tonumber(string.sub(cur, 1, sep - 1))
  if curExp > now then
    exp = curExp
    n = (tonumber(string.sub(cur, sep + 1)) or 0) + 1
  end
end
local px = exp - now + tonumber(ARGV[3])
if px < 1 then px = 1 end
redis.call('SET', KEYS[1], tostring(exp) .. '|' .. tostring(n), 'PX', px)
return n`

// ARGV: now. Keeps the stored expiry and the key's TTL.
const DECR = `
local cur = redis.call('GET', KEYS[1])
if not cur then return 0 end
local sep = string.find(cur, '|', 1, true)
local exp = tonumber(string.sub(cur, 1, sep - 1))
if exp <= tonumber(ARGV[1]) then return 0 end
local n = (tonumber(string.sub(cur, sep + 1)) or 0) - 1
if n < 0 then n = 0 end
redis.call('SET', KEYS[1], tostring(exp) .. '|' .. tostring(n), 'KEEPTTL')
return n`

export class RedisKv implements KvStore {
  readonly kind = 'redis' as const

  constructor(
    private readonly redis: Redis,
    private readonly clock: Clock,
    private readonly prefix = 'zy:',
  ) {}

  private k(key: string) {
    return this.prefix + key
  }

  private parse(raw: string | null): string | null {
    if (raw === null) return null
    const sep = raw.indexOf('|')
    if (sep < 0) return null
    return Number(raw.slice(0, sep)) > this.clock.now() ? raw.slice(sep + 1) : null
  }

  async get(key: string): Promise<string | null> {
    return this.parse(await this.redis.get(this.k(key)))
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    const exp = this.clock.now() + ttlMs
    await this.redis.set(this.k(key), `${exp}|${value}`, 'PX', ttlMs + GRACE_MS)
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    const now = this.clock.now()
    const res = await this.redis.eval(SET_IF_ABSENT, 1, this.k(key), String(now), `${now + ttlMs}|${value}`, String(ttlMs + GRACE_MS))
    return Number(res) === 1
  }

  async deleteIfEquals(key: string, expected: string): Promise<boolean> {
    const res = await this.redis.eval(DELETE_IF_EQUALS, 1, this.k(key), String(this.clock.now()), expected)
    return Number(res) === 1
  }

  async del(key: string): Promise<void> {
    await this.redis.del(this.k(key))
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    const res = await this.redis.eval(INCR, 1, this.k(key), String(this.clock.now()), String(ttlMs), String(GRACE_MS))
    return Number(res)
  }

  async decr(key: string): Promise<void> {
    await this.redis.eval(DECR, 1, this.k(key), String(this.clock.now()))
  }

  async count(key: string): Promise<number> {
    const v = await this.get(key)
    return v === null ? 0 : Number(v) || 0
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect())
  }
}

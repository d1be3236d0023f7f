/**
 * Counters of security-relevant work done by this server process (how many passwords and SMS codes were
 * actually compared). The limits promise "at most N evaluated"; these counters are how the tests and the
 * reliability suite check that promise from inside, where answers alone cannot tell a refusal from a miss.
 */
import { serviceKey, serviceOf, type AppContext } from '../context'

const KEY = serviceKey<Map<EventName, number>>('metrics')

export type EventName = 'password.evaluated' | 'password-change.evaluated' | 'sms-code.evaluated'

function counters(ctx: AppContext): Map<EventName, number> {
  return serviceOf(ctx, KEY, () => new Map<EventName, number>())
}

export function countEvent(ctx: AppContext, name: EventName): void {
  const m = counters(ctx)
  m.set(name, (m.get(name) ?? 0) + 1)
}

export function eventCount(ctx: AppContext, name: EventName): number {
  return counters(ctx).get(name) ?? 0
}

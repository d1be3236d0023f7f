/**
 * The membership configuration (data/rules/membership.json): which group of SPEC §6 a feature or a call needs.
 * Read once per process; a missing or malformed file stops the start (a typo must not open a paid feature).
 */
import fs from 'fs'
import path from 'path'
import { MEMBER_GROUPS, memberAllowed } from '../../../types/membership'
import { getService, serviceKey, setService, type AppContext } from '../../context'

export interface MembershipConfig {
  features: Record<string, string>
  calls: Record<string, string>
}

export const MEMBERSHIP_FILE = path.resolve(__dirname, '../../../data/rules/membership.json')

let cached: MembershipConfig | null = null

export function parseMembershipConfig(text: string, file = MEMBERSHIP_FILE): MembershipConfig {
  const raw = JSON.parse(text) as Partial<MembershipConfig>
  const out: MembershipConfig = { features: {}, calls: {} }
  for (const part of ['features', 'calls'] as const) {
    const m = raw[part] ?? {}
    if (typeof m !== 'object' || Array.isArray(m)) throw new Error(`${file}: "${part}" must be an object`)
    for (const [k, g] of Object.entries(m)) {
      if (typeof g !== 'string' || !(g in MEMBER_GROUPS))
        throw new Error(`${file}: ${part}.${k} names group "${String(g)}", not one of ${Object.keys(MEMBER_GROUPS).join(', ')}`)
      out[part][k] = g
    }
  }
  return out
}

export function membershipConfig(): MembershipConfig {
  return (cached ??= parseMembershipConfig(fs.readFileSync(MEMBERSHIP_FILE, 'utf8')))
}

/** the user's membership as of now: its type, or null when they have none or it has expired */
export function activeMemberType(row: { member_type: number; member_expire_at: Date | null }, now = new Date()): number | null {
  if (row.member_type < 0) return null
  if (row.member_expire_at && new Date(row.member_expire_at).getTime() <= now.getTime()) return null
  return row.member_type
}

/** whether the feature is open to this user; a feature the configuration does not name is open to everyone */
export function featureAllowed(feature: string, row: { member_type: number; member_expire_at: Date | null }, now = new Date()): boolean {
  const group = membershipConfig().features[feature]
  if (!group) return true
  return memberAllowed(group, activeMemberType(row, now))
}

const CONFIG = serviceKey<MembershipConfig>('membership:config')

/**
 * The configuration this server goes by: the file's, unless it was replaced for this server (a test changes who may
 * use a call without touching the file; a later admin reload would do the same).
 */
export function membershipConfigOf(ctx: Pick<AppContext, 'services'>): MembershipConfig {
  return getService(ctx, CONFIG) ?? membershipConfig()
}

export function useMembershipConfig(ctx: Pick<AppContext, 'services'>, config: MembershipConfig): void {
  setService(ctx, CONFIG, config)
}

/**
 * Membership (issue 18): which group of SPEC §6 a feature or call needs (data/rules/membership.json) and whether a
 * user's membership admits them — code 113 for a configured call is enforced here, for every module (gate.ts, run by
 * app.ts before any handler) — granting membership (for payments and cards) and the membership cards.
 */
import type { ServerModule } from '../types'
import { membershipConfig } from './config'
import { membershipHandlers } from './routes'

export {
  activeMemberType,
  featureAllowed,
  membershipConfig,
  membershipConfigOf,
  parseMembershipConfig,
  useMembershipConfig,
  type MembershipConfig,
} from './config'
export { enforceMemberCall } from './gate'
export { grantMembership, memberStateOf, type MemberState } from './grant'
export { CARD_ALPHABET, CARD_LENGTH, CARD_MESSAGES, CARD_RULES, createCards, groupCardNo, normaliseCardNo } from './cards'

export const membershipModule: ServerModule = {
  name: 'membership',
  handlers: membershipHandlers,
  // a missing or malformed configuration stops the start instead of opening (or closing) a paid feature
  init: () => {
    membershipConfig()
  },
}

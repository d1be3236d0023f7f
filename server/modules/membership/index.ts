/**
 * Membership (issue 18): which group of SPEC §6 a feature or call needs (data/rules/membership.json) and whether a
 * user's membership admits them. Payments, products and cards build on it.
 */
import type { ServerModule } from '../types'
import { membershipConfig } from './config'

export { activeMemberType, featureAllowed, membershipConfig, parseMembershipConfig, type MembershipConfig } from './config'

export const membershipModule: ServerModule = {
  name: 'membership',
  handlers: {},
  // a missing or malformed configuration stops the start instead of opening (or closing) a paid feature
  init: () => {
    membershipConfig()
  },
}

/**
 * Wires the layers below the stores to the app's root store, once, as stores/index.ts creates it: the request layer learns the session's token, its generation, what a 112 (re-login) and a 113
 * (the member page) do, and who passes a human check (code 30); navigation learns the configured login and membership addresses. Neither imports a store.
 */
import { connectNavigation, goMember } from '../../navigation'
import { connectHumanCheck, connectSession } from '../../services/request'
import type { RootStore } from '../index'
import { handleSessionExpired, sessionGeneration } from './session-expiry'

export function connectStores(root: RootStore): void {
  connectSession({
    token: () => root.session.token,
    generation: sessionGeneration,
    expired: (message, generationAtSend) => void handleSessionExpired(root, message, generationAtSend),
    memberRequired: () => void goMember(),
  })
  // a code 30 opens the human check of this root store, and the call goes again once it is passed
  connectHumanCheck({ pass: (check, message) => root.humanCheck.pass(check, message) })
  connectNavigation(() => ({ loginUrl: root.config.loginUrl, memberUrl: root.config.memberUrl }))
}

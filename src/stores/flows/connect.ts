/**
 * Wires the layers below the stores to the app's root store, once, as stores/index.ts creates it: the request layer learns the session's token, its generation, what a 112 (re-login) and a 113
 * (the member page) do; navigation learns the configured login and membership addresses. Neither imports a store.
 */
import { connectNavigation, goMember } from '../../navigation'
import { connectSession } from '../../services/request'
import type { RootStore } from '../index'
import { handleSessionExpired, sessionGeneration } from './session-expiry'

export function connectStores(root: RootStore): void {
  connectSession({
    token: () => root.session.token,
    generation: sessionGeneration,
    expired: (message, generationAtSend) => void handleSessionExpired(root, message, generationAtSend),
    memberRequired: () => void goMember(),
  })
  connectNavigation(() => ({ loginUrl: root.config.loginUrl, memberUrl: root.config.memberUrl }))
}

/**
 * The session's shapes shared by the layers: the platform adapters log in and out through `SessionPort` (the root
 * store's session implements it and is handed to them by the caller), so the platform layer never imports a store.
 */

/**
 * State of the messaging-app authorisation (SPEC §3 authState): 0 no openID yet, 1 the authorisation
 * page is under way, 2 an openID is held (the user may or may not be bound to an account).
 */
export const AuthState = { NONE: 0, AUTHORIZING: 1, AUTHORIZED: 2 } as const
export type AuthStateValue = (typeof AuthState)[keyof typeof AuthState]

/** Size and place of the mini program's capsule button, for the custom navigation bars. */
export interface MenuRect {
  top: number
  bottom: number
  left: number
  right: number
  width: number
  height: number
}

/** What a login step may read and change of the session (implemented by the root store's SessionStore). */
export interface SessionPort {
  readonly token: string
  setLogin(userId: number, token: string): void
  setAuthState(state: AuthStateValue): void
}

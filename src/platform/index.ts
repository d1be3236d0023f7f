/**
 * The platform the app runs on, chosen by the build, not at run time: `./adapter` is adapter.weapp.ts in the
 * mini program and adapter.h5.ts in H5 (see types.ts), so neither bundle holds the other's code.
 */
export { getPlatform } from './adapter'
export type {
  CanvasNode,
  CanvasSupport,
  CaptchaOutcome,
  LaunchAuthorisation,
  PayOrder,
  PayOutcome,
  PaymentSupport,
  PlatformAdapter,
  PlatformKind,
  StepResult,
} from './types'
export { bindStoredOpenId, dropOpenProof, openProofFor, OPEN_TYPE_WECHAT } from './common'

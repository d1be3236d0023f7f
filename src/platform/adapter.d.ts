/**
 * What `./adapter` is to the type checker. There is no adapter.ts: the build resolves `./adapter` to
 * adapter.weapp.ts or adapter.h5.ts (Taro's MultiPlatformPlugin picks `<name>.<TARO_ENV>.ts`; jest picks by
 * `haste.defaultPlatform`). Both implement PlatformAdapter, and tests/client/platform type-checks both
 * modules against this declaration.
 */
import type { PlatformAdapter } from './types'

/** The running platform's adapter (H5: for this browser, WeChat's in-app one or any other). */
export declare function getPlatform(): PlatformAdapter

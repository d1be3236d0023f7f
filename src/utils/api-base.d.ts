/**
 * What `./api-base` is to the type checker: the build resolves it to api-base.weapp.ts or api-base.h5.ts. The
 * transport reads it here, below the platform adapters, so the transport needs no adapter (they use the transport).
 */
export declare const DEFAULT_API_BASE: string

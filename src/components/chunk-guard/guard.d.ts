/**
 * What `./guard` is to the type checker: the build resolves it to guard.h5.ts (the H5 chunk guard) or
 * guard.weapp.ts (nothing to do), so the mini program carries none of the guard's code.
 */
export declare function guardPageLoading(): void

/**
 * What `./icons` is to the type checker: the build resolves it to icons.weapp.ts or icons.h5.ts. Each tab page's
 * pair of icons (normal, active) as an image address.
 */
export declare const TAB_ICONS: Record<string, [string, string]>

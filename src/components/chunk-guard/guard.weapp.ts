/** The mini program: WeChat loads page packages itself; nothing to guard. */
export function guardPageLoading(): void {}

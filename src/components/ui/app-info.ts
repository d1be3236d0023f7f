/** The app's version as SPEC §9 gives it (v5.9, code 49). */
export const APP_VERSION = '5.9'
export const APP_VERSION_CODE = 49
export const APP_VERSION_TEXT = `v${APP_VERSION}（${APP_VERSION_CODE}）`

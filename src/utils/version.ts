/** The app's own version (SPEC §9: v5.9, code 49), shown in settings and compared with Public/AppVersion. */
export const APP_VERSION = { name: '5.9', code: 49 } as const

export function versionText(v: { name: string; code: number } = APP_VERSION): string {
  return `v${v.name} (${v.code})`
}

/** 当前版本 as settings and 关于我们 show it */
export const APP_VERSION_TEXT = versionText()

/**
 * Build-time settings. Taro inlines `process.env.TARO_APP_*` only for names set in a .env file; an unset
 * name stays a real `process.env` read, and `process` does not exist in the mini program or the browser,
 * so every read is guarded and an unset or empty value reads as undefined.
 */

function clean(v: string | undefined): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined
}

export function envApiBase(): string | undefined {
  try {
    return clean(process.env.TARO_APP_API_BASE)
  } catch {
    return undefined
  }
}

export function envAuthBase(): string | undefined {
  try {
    return clean(process.env.TARO_APP_AUTH_BASE)
  } catch {
    return undefined
  }
}

export function envLoginUrl(): string | undefined {
  try {
    return clean(process.env.TARO_APP_LOGIN_URL)
  } catch {
    return undefined
  }
}

export function envMemberUrl(): string | undefined {
  try {
    return clean(process.env.TARO_APP_MEMBER_URL)
  } catch {
    return undefined
  }
}

export function envDefaultProvince(): number | undefined {
  try {
    const n = Number(clean(process.env.TARO_APP_DEFAULT_PROVINCE))
    return Number.isInteger(n) && n > 0 ? n : undefined
  } catch {
    return undefined
  }
}

/** the version of Tencent's captcha plugin the mini program was built with (its page exists then), else undefined */
export function envCaptchaPlugin(): string | undefined {
  try {
    return clean(process.env.TARO_APP_TCAPTCHA_PLUGIN)
  } catch {
    return undefined
  }
}

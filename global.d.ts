/// <reference types="@tarojs/taro" />

// an imported image is its URL (the build copies the file and gives its path)
declare module '*.png' {
  const url: string
  export default url
}
declare module '*.gif' {
  const url: string
  export default url
}
declare module '*.jpg' {
  const url: string
  export default url
}
declare module '*.jpeg' {
  const url: string
  export default url
}
declare module '*.svg' {
  const url: string
  export default url
}
declare module '*.css'
declare module '*.less'
declare module '*.scss'
declare module '*.sass'
declare module '*.styl'

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'quickapp' | 'qq' | 'jd'
    /** API base address for the mini program (H5 is served by the API server itself and uses '') */
    TARO_APP_API_BASE?: string
    /** separate base address of /api/OpenAuth/JSYAuth */
    TARO_APP_AUTH_BASE?: string
    /** externally configured login page (SPEC §4 login action); gets ?redirect=<current url> */
    TARO_APP_LOGIN_URL?: string
    /** externally configured membership purchase page */
    TARO_APP_MEMBER_URL?: string
    /** configured default province id (two-digit GB/T 2260 code) */
    TARO_APP_DEFAULT_PROVINCE?: string
  }
}

// Tencent's captcha plugin component, used by the mini program's captcha page only (src/pages/tcaptcha)
declare namespace JSX {
  interface IntrinsicElements {
    't-captcha': {
      id?: string
      'app-id'?: string
      onReady?: () => void
      onVerify?: (e: { detail: { ret: number; ticket?: string; randstr?: string } }) => void
      onClose?: () => void
      onError?: () => void
    }
  }
}

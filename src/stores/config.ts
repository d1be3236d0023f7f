import { makeAutoObservable } from 'mobx'
import { envDefaultProvince, envLoginUrl, envMemberUrl } from '../utils/env'

/**
 * Values of the server's Config calls the client acts on (types/api/profile.ts ConfigNames). Build-time
 * settings (TARO_APP_LOGIN_URL, TARO_APP_MEMBER_URL, TARO_APP_DEFAULT_PROVINCE) win over the server's.
 */
export class ConfigStore {
  /** external login page; the login action adds ?redirect=<where to come back> */
  loginUrl = ''
  /** external membership purchase page */
  memberUrl = ''
  /** configured default province id (SPEC §4 default province) */
  defaultProvince: number | null = null
  /** service phone shown in settings and help */
  servicePhone = ''
  /** the Config values have been read once */
  loaded = false

  constructor() {
    makeAutoObservable(this)
    this.applyBuildSettings()
  }

  /** Reads the build-time settings (src/utils/env.ts). */
  applyBuildSettings() {
    this.loginUrl = envLoginUrl() ?? ''
    this.memberUrl = envMemberUrl() ?? ''
    this.defaultProvince = envDefaultProvince() ?? null
  }

  /** Server values fill only what the build did not set. */
  setFromServer(values: { loginUrl?: string; memberUrl?: string; defaultProvince?: number | null; servicePhone?: string }) {
    if (values.loginUrl && !envLoginUrl()) this.loginUrl = values.loginUrl
    if (values.memberUrl && !envMemberUrl()) this.memberUrl = values.memberUrl
    if (values.defaultProvince && !envDefaultProvince()) this.defaultProvince = values.defaultProvince
    if (values.servicePhone) this.servicePhone = values.servicePhone
    this.loaded = true
  }
}

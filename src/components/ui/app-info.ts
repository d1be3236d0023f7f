// moved to src/utils/version.ts; this re-export goes with the old kit
export { APP_VERSION_TEXT } from '../../utils/version'

// The mini program's captcha page (src/routes.ts WEAPP_CAPTCHA_PAGE): built only with TARO_APP_TCAPTCHA_PLUGIN, whose
// subpackage declares Tencent's plugin under the name `captcha`; not in the route list, so its title is stated here.
export default definePageConfig({
  navigationBarTitleText: '人机验证',
  usingComponents: { 't-captcha': 'plugin://captcha/t-captcha' },
})

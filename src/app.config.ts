import { H5_LOCATION_PAGE, ROUTES, TAB_PAGES, captchaSubPackage, splitPackages, weappPackages } from './routes'

// Pages and subpackages come from src/routes.ts (checked against routes.txt by tests/client/routes.test.ts).
// The H5 build adds the page of its system routes /choose-location and /open-location (config/index.ts). The mini
// program gives the pages that sit in a tab page's folder subpackages of their own (src/routes.ts weappPackages), so
// its main package holds the tab pages and what they use.
const split = process.env.TARO_ENV === 'weapp' ? weappPackages(ROUTES) : splitPackages(ROUTES)
const pages = process.env.TARO_ENV === 'h5' ? [...split.pages, H5_LOCATION_PAGE] : split.pages
// the mini program's captcha page, when the build names the plugin's version (src/routes.ts WEAPP_CAPTCHA_PAGE)
const subPackages = process.env.TARO_ENV === 'weapp' ? [...split.subPackages, ...captchaSubPackage(process.env.TARO_APP_TCAPTCHA_PLUGIN)] : split.subPackages

const TAB_ICONS: Record<string, string> = {
  'pages/home/index': 'home',
  'pages/assess/index': 'assess',
  'pages/query/index': 'query',
  'pages/onlinestudy/onlinestudy': 'study',
  'pages/personal/index': 'personal',
}

export default defineAppConfig({
  pages,
  subPackages,
  window: {
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '志愿填报',
    navigationBarTextStyle: 'black',
    // 'default' explicitly: Taro's H5 router then draws its own title bar with back/home buttons
    navigationStyle: 'default',
    backgroundColor: '#f5f6f8',
    onReachBottomDistance: 10,
  },
  // A custom tab bar (src/custom-tab-bar) so that the online-learning tab can be hidden until the
  // OnlineLearningEnable config says otherwise, in both builds; the full list stays declared as WeChat requires.
  tabBar: {
    custom: true,
    color: '#8a8f99',
    selectedColor: '#1f5eff',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: TAB_PAGES.map((t) => ({
      pagePath: t.path,
      text: t.title,
      iconPath: `assets/tabbar/${TAB_ICONS[t.path]}.png`,
      selectedIconPath: `assets/tabbar/${TAB_ICONS[t.path]}-active.png`,
    })),
  },
  // WeChat downloads these subpackages while the tab shows, so the first tap on an entry opens at once (the mini
  // program's roots, src/routes.ts weappPackages; H5 has no subpackages and ignores this). Home: 查大学 → a school,
  // 查位次, 批次线, 查专业 (~125 KB); 志愿填报: the recommendation list and the table (~230 KB); 我的: 登录.
  preloadRule: {
    'pages/home/index': {
      network: 'all',
      packages: ['pages/home/searchSchool', 'pages/home/schoolDetail', 'pages/home/searcharrangement', 'pages/home/searchbatch', 'pages/home/searchspecialty'],
    },
    'pages/query/index': { network: 'all', packages: ['pages/newExam', 'pages/query/adjust-wish'] },
    'pages/personal/index': { network: 'all', packages: ['pages/personal/login'] },
  },
  lazyCodeLoading: 'requiredComponents',
  requiredPrivateInfos: ['chooseLocation'],
  animation: false,
})

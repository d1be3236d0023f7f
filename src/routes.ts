/**
 * The one list of the app's pages: path (exactly as docs/spec/routes.txt spells it), Chinese title,
 * and the page-level flags SPEC §2 names. `app.config.ts` is generated from this list at build time and
 * `tests/client/routes.test.ts` checks it against routes.txt, so a page cannot go missing or drift.
 */
export interface RouteDef {
  path: string
  title: string
  /** tab bar pages live in the main package */
  tab?: boolean
  /** uses its own navigation bar (navigationStyle: custom) */
  customNav?: boolean
  /** enablePullDownRefresh */
  pullRefresh?: boolean
  /** page-level flag: hide the tab bar on this page */
  hideTabBar?: boolean
  /** page-level flag: do not open the messaging-app authorisation page from here (SPEC §4 start-up 5) */
  noAuthRedirect?: boolean
}

export const TAB_PAGES: readonly RouteDef[] = [
  { path: 'pages/home/index', title: '首页', tab: true, customNav: true, pullRefresh: true },
  { path: 'pages/assess/index', title: '测评', tab: true },
  { path: 'pages/query/index', title: '志愿填报', tab: true, pullRefresh: true },
  { path: 'pages/onlinestudy/onlinestudy', title: '在线学习', tab: true },
  { path: 'pages/personal/index', title: '我的', tab: true, customNav: true },
]

export const ROUTES: readonly RouteDef[] = [
  ...TAB_PAGES,
  // application filling
  { path: 'pages/newExam/batch', title: '选择批次' },
  { path: 'pages/newExam/index', title: '志愿填报' },
  { path: 'pages/newExam/seach', title: '院校筛选' },
  { path: 'pages/newExam/adjust-wish/collegeToSpecialty', title: '志愿表（院校专业组）' },
  { path: 'pages/newExam/adjust-wish/specialtyToCollege', title: '志愿表（专业+院校）' },
  { path: 'pages/query/contrast', title: '填报方式说明' },
  { path: 'pages/query/scoreForm', title: '模拟填报' },
  { path: 'pages/query/college/batch', title: '选择批次' },
  { path: 'pages/query/college/index', title: '院校优先' },
  { path: 'pages/query/speciality/index', title: '专业优先' },
  { path: 'pages/query/specialty-list', title: '专业列表' },
  { path: 'pages/query/self/index', title: '自主填报' },
  { path: 'pages/query/adjust-wish', title: '我的志愿表' },
  // lookup
  { path: 'pages/home/industry/industryList', title: '行业列表' },
  { path: 'pages/home/industry/industryDetails', title: '行业详情' },
  { path: 'pages/home/course/courseIndex', title: '课程' },
  { path: 'pages/home/course/courseList', title: '课程列表' },
  { path: 'pages/home/course/coursePlay', title: '课程播放' },
  { path: 'pages/home/course/videoCategory', title: '视频分类' },
  { path: 'pages/home/course/videoList', title: '视频列表' },
  { path: 'pages/home/chooseSubject/chooseSubject', title: '新高考选科' },
  { path: 'pages/home/chooseSubject/chooseSubjectScreen', title: '选科筛选' },
  { path: 'pages/home/chooseSubject/chooseSubjectDetails', title: '选科详情' },
  { path: 'pages/home/expert-consulting/index', title: '专家咨询' },
  { path: 'pages/home/expert-consulting/wish-check', title: '志愿审核' },
  { path: 'pages/home/expert-consulting/wish-custom', title: '志愿定制' },
  { path: 'pages/home/expert-consulting/wish-course', title: '志愿课程' },
  { path: 'pages/home/live-video/index', title: '直播课' },
  { path: 'pages/home/professional/professional', title: '专业介绍' },
  { path: 'pages/home/searchspecialty', title: '查专业' },
  { path: 'pages/home/specialityCategory', title: '专业目录' },
  { path: 'pages/home/specialityDetails', title: '专业详情' },
  { path: 'pages/home/searcharrangement', title: '查位次' },
  { path: 'pages/home/searchbatch', title: '批次线' },
  { path: 'pages/home/searchSchool/searchSchool', title: '查大学' },
  { path: 'pages/home/searchSchool/contrast-prepare', title: '院校对比' },
  { path: 'pages/home/screen/screen', title: '筛选' },
  { path: 'pages/home/schoolDetail/schoolDetail', title: '院校详情' },
  { path: 'pages/home/schoolDetail/constitutionDetails', title: '招生章程' },
  { path: 'pages/home/schoolDetail/compareCollege', title: '院校对比' },
  { path: 'pages/home/occupation/occupation', title: '职业库' },
  { path: 'pages/home/occupation/occupationList', title: '职业列表' },
  { path: 'pages/home/occupation/occupationDetails', title: '职业详情' },
  { path: 'pages/home/occupation/occupationsearch', title: '搜索职业' },
  { path: 'pages/home/occupation/occupationtypesearch', title: '按兴趣代码找职业' },
  { path: 'pages/home/collegeRank/collegeRank', title: '院校排名' },
  { path: 'pages/home/collegeRank/screen', title: '排名筛选' },
  { path: 'pages/home/specialty-rank/index', title: '专业排名' },
  { path: 'pages/home/homeTopSearch/search', title: '搜索' },
  { path: 'pages/home/NavIndex/plan', title: '生涯规划' },
  { path: 'pages/home/information/information', title: '资讯' },
  { path: 'pages/home/information/informationDetail', title: '资讯详情' },
  { path: 'pages/home/enrollmentplan/enrollmentplan', title: '招生计划' },
  { path: 'pages/home/enrollmentplan/searchschool', title: '选择院校' },
  { path: 'pages/home/enrollmentplan/searchEnrollment', title: '招生计划查询' },
  { path: 'pages/home/enrollData/index', title: '录取数据' },
  { path: 'pages/home/enrollData/searchEnrollment', title: '录取数据查询' },
  { path: 'pages/home/enrollData/searchschool', title: '选择院校' },
  { path: 'pages/home/diagnosis/index', title: '成绩换算' },
  { path: 'pages/home/diagnosis/diagnosis-info', title: '赋分说明' },
  { path: 'pages/home/gkt-transfer/index', title: '加载中', customNav: true },
  { path: 'pages/home/complete-information/index', title: '完善高考信息' },
  { path: 'pages/home/complete-information/select-subject', title: '选择科目' },
  { path: 'pages/home/upgrade-news/upgradeNewsList', title: '升学资讯' },
  { path: 'pages/home/upgrade-news/upgradeNewsDetail', title: '资讯详情' },
  { path: 'pages/home/defultpage', title: '在浏览器中打开' },
  { path: 'pages/home/content/index', title: '通知', noAuthRedirect: true },
  // personal
  { path: 'pages/personal/setRealScore/index', title: '录入高考成绩' },
  { path: 'pages/personal/editInfo/editInfo', title: '编辑资料' },
  { path: 'pages/personal/volunteerlist/volunteerlist', title: '我的志愿表' },
  { path: 'pages/personal/volunteerlist/audit-remark', title: '提交审核' },
  { path: 'pages/personal/audit-wish/index', title: '志愿审核' },
  { path: 'pages/personal/audit-wish/audit-result', title: '审核结果' },
  { path: 'pages/personal/audit-payment/openmamber', title: '审核服务' },
  { path: 'pages/personal/audit-payment/orderpay', title: '确认支付' },
  { path: 'pages/personal/audit/index', title: '报考意向' },
  { path: 'pages/personal/volunteerdetail/volunteerdetail', title: '志愿表详情' },
  { path: 'pages/personal/volunteerdetail/newExamWishDetails', title: '志愿表详情' },
  { path: 'pages/personal/openmamber/openmamber', title: '开通会员' },
  { path: 'pages/personal/openmamber/orderpay', title: '确认支付' },
  { path: 'pages/personal/membership', title: '会员权益' },
  { path: 'pages/personal/memberactivation', title: '激活会员卡' },
  { path: 'pages/personal/login/index', title: '登录' },
  { path: 'pages/personal/login/login', title: '验证码登录' },
  { path: 'pages/personal/login/bindPlatform', title: '绑定账号' },
  { path: 'pages/personal/service/service', title: '用户服务协议' },
  { path: 'pages/personal/service/agreement', title: '隐私政策' },
  { path: 'pages/personal/user-help/userHelp', title: '帮助中心' },
  { path: 'pages/personal/agent/index', title: '本地服务商' },
  { path: 'pages/personal/editscore', title: '修改成绩' },
  { path: 'pages/personal/register/register', title: '注册' },
  { path: 'pages/personal/register/stepRegister', title: '完善资料' },
  { path: 'pages/personal/forgetpassword', title: '找回密码' },
  { path: 'pages/personal/editpassword', title: '修改密码' },
  { path: 'pages/personal/mbtiintroduce', title: 'MBTI 性格测评' },
  { path: 'pages/personal/mbtidetail', title: 'MBTI 测评报告' },
  { path: 'pages/personal/mbtidetail2', title: '霍兰德测评报告' },
  { path: 'pages/personal/mbtidetail3', title: '性格测评报告' },
  { path: 'pages/personal/apprasaledit', title: '开始测评' },
  { path: 'pages/personal/appraisal/list', title: '我的测评' },
  { path: 'pages/personal/conmonWebview', title: '网页' },
  { path: 'pages/personal/setting/index', title: '设置' },
  { path: 'pages/personal/delete-account/index', title: '注销账号' },
  { path: 'pages/personal/company/index', title: '关于我们' },
  { path: 'pages/personal/cooperation/index', title: '商务合作' },
  // assessment
  { path: 'pages/assess/testResult', title: '测评结果' },
  { path: 'pages/assess/new-exam-choose/index', title: '新高考选科测评' },
  { path: 'pages/assess/new-exam-choose/choose-province', title: '选择省份' },
  { path: 'pages/assess/new-exam-choose/sort-score', title: '各科成绩排序' },
  { path: 'pages/assess/enter-path/index', title: '升学路径测评' },
  { path: 'pages/assess/enter-path/enter-content', title: '升学路径测评' },
  { path: 'pages/assess/custom-pages/test-content', title: '测评' },
  { path: 'pages/assess/custom-pages/test-tips', title: '测评须知' },
  { path: 'pages/assess/custom-pages/test-submit', title: '提交测评' },
  // auth
  { path: 'pages/auth/auth-index', title: '微信授权', noAuthRedirect: true },
]

/** H5-only system routes of Taro's router (listed in routes.txt with `#h5`), not pages of ours. */
export const H5_SYSTEM_ROUTES = ['/choose-location', '/open-location'] as const

/**
 * The page that answers both H5 system routes (config/index.ts maps them to it with the router's customRoutes),
 * in the H5 build only: without it they were blank pages.
 */
export const H5_LOCATION_PAGE = 'pages/h5-system/location'

/**
 * The mini program's page of Tencent's captcha plugin (腾讯验证码小程序插件, provider below), built only when the build
 * names the plugin's version (TARO_APP_TCAPTCHA_PLUGIN): a plugin must be added to the mini program in WeChat's admin
 * before app.json may declare it, so a build for developers without it leaves page and plugin out. Its own
 * subpackage, the plugin declared there. Not one of the product's routes: the platform opens it for the human check.
 */
export const WEAPP_CAPTCHA_PAGE = 'pages/tcaptcha/index'
export const TCAPTCHA_PLUGIN_PROVIDER = 'wx1fe8d9a3cb067a75'

export interface SubPackageDef {
  root: string
  pages: string[]
  plugins?: Record<string, { version: string; provider: string }>
}

/** the captcha page's subpackage for a plugin version, or none */
export function captchaSubPackage(pluginVersion: string | undefined): SubPackageDef[] {
  const version = (pluginVersion ?? '').trim()
  if (!version) return []
  const root = WEAPP_CAPTCHA_PAGE.slice(0, WEAPP_CAPTCHA_PAGE.lastIndexOf('/'))
  return [{ root, pages: ['index'], plugins: { captcha: { version, provider: TCAPTCHA_PLUGIN_PROVIDER } } }]
}

/**
 * Main package: tab pages plus pages that sit directly in a folder that also holds a tab page
 * (a subpackage root is a whole folder, and a tab page may not live in a subpackage).
 * Every other page goes to the subpackage of its deepest folder.
 */
export function splitPackages(routes: readonly RouteDef[]): { pages: string[]; subPackages: SubPackageDef[] } {
  const tabFolders = new Set(routes.filter((r) => r.tab).map((r) => dirOf(r.path)))
  const pages: string[] = []
  const subs = new Map<string, string[]>()
  for (const r of routes) {
    const dir = dirOf(r.path)
    if (r.tab || tabFolders.has(dir)) {
      pages.push(r.path)
      continue
    }
    const list = subs.get(dir) ?? []
    list.push(r.path.slice(dir.length + 1))
    subs.set(dir, list)
  }
  // A subpackage root may not sit inside another one: fold nested folders into their ancestor root.
  const roots = [...subs.keys()]
  for (const root of roots) {
    const ancestor = roots.find((other) => other !== root && root.startsWith(other + '/'))
    if (!ancestor) continue
    const rel = root.slice(ancestor.length + 1)
    subs.get(ancestor)!.push(...subs.get(root)!.map((p) => `${rel}/${p}`))
    subs.delete(root)
  }
  return { pages, subPackages: [...subs].map(([root, p]) => ({ root, pages: p })) }
}

/**
 * The mini program's own package layout (app.json of the weapp build). splitPackages keeps a page that sits directly
 * in a tab page's folder in the main package (a subpackage is a folder); in the mini program that put 22 pages and
 * everything only they use into the main package (998 KB of WeChat's 1,024 KB). Here each such page gets a
 * subpackage of its own whose root is its spec path, the page being `index` in it: `pages/home/searchspecialty` is
 * built as `pages/home/searchspecialty/index` (source: src/<spec path>/index.tsx, a re-export of the page).
 * H5 keeps splitPackages and the spec paths; `weappPagePath` / `specPagePath` translate, and the app does so in one
 * place (src/utils/page-paths.weapp.ts).
 */
export function weappPackages(routes: readonly RouteDef[]): { pages: string[]; subPackages: SubPackageDef[] } {
  const split = splitPackages(routes)
  const own = split.pages.filter((p) => !routes.find((r) => r.path === p)?.tab)
  return {
    pages: split.pages.filter((p) => !own.includes(p)),
    subPackages: [...own.map((root) => ({ root, pages: [WEAPP_OWN_ROOT_PAGE] })), ...split.subPackages],
  }
}

/** the page's name inside a subpackage of its own (weappPackages) */
const WEAPP_OWN_ROOT_PAGE = 'index'

/** spec paths of the pages the mini program builds in a subpackage of their own (weappPackages) */
export const WEAPP_OWN_ROOT_PAGES: ReadonlySet<string> = new Set(splitPackages(ROUTES).pages.filter((p) => !ROUTES.find((r) => r.path === p)?.tab))

/** A spec path (`pages/home/searchspecialty`, with or without '/') as the mini program builds it. */
export function weappPagePath(specPath: string): string {
  const lead = specPath.startsWith('/') ? '/' : ''
  const bare = specPath.slice(lead.length)
  return WEAPP_OWN_ROOT_PAGES.has(bare) ? `${lead}${bare}/${WEAPP_OWN_ROOT_PAGE}` : specPath
}

/** A page path of the mini program's build (what WeChat reports as a page's route) as its spec path. */
export function specPagePath(builtPath: string): string {
  const suffix = `/${WEAPP_OWN_ROOT_PAGE}`
  if (!builtPath.endsWith(suffix)) return builtPath
  const spec = builtPath.slice(0, -suffix.length)
  return WEAPP_OWN_ROOT_PAGES.has(spec.replace(/^\//, '')) ? spec : builtPath
}

function dirOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'))
}

export function routeOf(path: string): RouteDef | undefined {
  const clean = path.replace(/^\//, '').split('?')[0]
  return ROUTES.find((r) => r.path === clean)
}

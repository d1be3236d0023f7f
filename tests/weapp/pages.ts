/**
 * What each page of the mini program must show when rendered in WeChat's engine (suite.ts): a key text in
 * both modes (`text`), or per mode (`logged-out` / `logged-in`, which replace `text`), the query it is opened
 * with, and for login-only pages the redirect WeChat is asked for. Texts are the page's own labels and data
 * (headings, filter labels, the student's province and score, rows from the real data), not passing copy, so
 * that a wording change elsewhere does not break them while a blank, stuck or wrong page does.
 */
export type Mode = 'logged-out' | 'logged-in'

export interface PageExpectation {
  text?: string | string[]
  'logged-out'?: string | string[]
  'logged-in'?: string | string[]
  /** the page's query (options of onLoad) */
  query?: Record<string, string>
  /** `<api> <url without query>` that must be among the page's navigations */
  redirect?: Partial<Record<Mode, string>>
}

/** the logged-in student's facts as the pages print them (suite.ts STUDENT) */
const STUDENT_LINE = '湖南 · 2026 年 · 物理类'
const LOGIN_FIRST = '请先登录'
const TO_LOGIN = (route: string): PageExpectation => ({
  'logged-out': LOGIN_FIRST,
  redirect: { 'logged-out': 'redirectTo /pages/personal/login/index' },
  'logged-in': route,
})

export const PAGES: Record<string, PageExpectation> = {
  // tab pages
  'pages/home/index': {
    text: ['查大学', '查位次', '批次线'],
    'logged-out': ['查大学', '登录并填写高考成绩'],
    'logged-in': [STUDENT_LINE, '560', '43,928', '省考试院'],
  },
  'pages/assess/index': { text: ['测评中心', 'MBTI 性格测评', '霍兰德职业兴趣测评'] },
  'pages/query/index': {
    'logged-out': ['选择填报方式', '院校优先', '专业优先'],
    'logged-in': [`${STUDENT_LINE} · 物理/化学/生物`, '560 分', '位次 43,928', '院校优先'],
  },
  'pages/onlinestudy/onlinestudy': { text: ['全部课程', '视频分类', '志愿填报课'] },
  'pages/personal/index': { 'logged-out': ['未登录', '登录 / 注册', '我的志愿表'], 'logged-in': ['小程序渲染', `${STUDENT_LINE} · 560 分`, '我的志愿表'] },
  // application filling (the wish pages: a visitor is asked to log in first)
  'pages/newExam/batch': {
    'logged-out': [LOGIN_FIRST, '选择批次'],
    'logged-in': [STUDENT_LINE, '选择填报批次', '本科批', '可推荐', '已收录院校专业组投档数据'],
  },
  'pages/newExam/index': {
    'logged-out': LOGIN_FIRST,
    'logged-in': [
      STUDENT_LINE,
      '位次 43,928',
      '已收录院校专业组投档数据',
      '最新 2025 年',
      '一键生成',
      '也选中外合作办学、民办和高学费的志愿',
      '冲',
      '稳',
      '保',
      '垫',
    ],
  },
  // 专业优先 in a group province leads here from a major: the school's groups, adding one puts the major first (issue 15)
  'pages/newExam/seach': {
    query: { SchoolId: '10533', SchoolName: '中南大学', BatchId: '2', Major: '计算机类' },
    'logged-out': LOGIN_FIRST,
    'logged-in': ['中南大学', '你在找「计算机类」', '录取概率'],
  },
  'pages/newExam/adjust-wish/collegeToSpecialty': { 'logged-out': LOGIN_FIRST, 'logged-in': [STUDENT_LINE, '志愿表（院校专业组）'] },
  // (湖南 fills 院校专业组: the table shows the province's own mode)
  'pages/newExam/adjust-wish/specialtyToCollege': { 'logged-out': LOGIN_FIRST, 'logged-in': [STUDENT_LINE, '本科批 · 志愿表'] },
  // the backtest in percentages and plain words, also two years ahead (issue 15)
  'pages/query/contrast': { text: ['冲、稳、保、垫是什么', '录取概率是怎么来的', '比我们大', '提前两年预测'] },
  'pages/query/scoreForm': { 'logged-out': LOGIN_FIRST, 'logged-in': [STUDENT_LINE, '模拟条件', '满分 750'] },
  'pages/query/college/batch': { 'logged-out': LOGIN_FIRST, 'logged-in': [STUDENT_LINE, '选择填报批次', '本科批'] },
  'pages/query/college/index': { 'logged-out': LOGIN_FIRST, 'logged-in': [STUDENT_LINE, '位次 43,928', '看专业', '加入志愿表'] },
  'pages/query/speciality/index': { 'logged-out': ['选择想学的专业', '工学', LOGIN_FIRST], 'logged-in': ['选择想学的专业', '哲学', '工学', '交叉学科'] },
  'pages/query/specialty-list': { query: { SchoolId: '10558', SchoolName: '中山大学' }, 'logged-out': LOGIN_FIRST, 'logged-in': '中山大学 · 在你省招生的专业' },
  'pages/query/self/index': { 'logged-out': LOGIN_FIRST, 'logged-in': [STUDENT_LINE, '志愿表 0/45', '冲', '垫'] },
  'pages/query/adjust-wish': { 'logged-out': LOGIN_FIRST, 'logged-in': [STUDENT_LINE, '本科批 · 志愿表'] },
  // lookup
  'pages/home/industry/industryList': { text: ['GB/T 4754-2017', '信息传输、软件和信息技术服务业', '制造业'] },
  'pages/home/industry/industryDetails': { query: { IndustryCode: 'I' }, text: ['信息传输、软件和信息技术服务业', '计算机类', '本产品整理'] },
  'pages/home/course/courseIndex': { text: ['按年级学科', '志愿填报课', '从分数到位次'] },
  'pages/home/course/courseList': { text: ['全部年级', '高一', '全部学科'] },
  'pages/home/course/coursePlay': { query: { id: '301' }, text: ['位次是什么', '怎么查一分一段表'] },
  'pages/home/course/videoCategory': { text: ['政策解读', '填报技巧', '个视频'] },
  'pages/home/course/videoList': { text: ['三分钟看懂平行志愿', '示例内容'] },
  'pages/home/chooseSubject/chooseSubject': {
    text: ['首选科目（2 选 1）', '再选科目（4 选 2）'],
    'logged-out': ['广东', '首选科目（2 选 1）'],
    'logged-in': ['湖南', '首选科目（2 选 1）'],
  },
  'pages/home/chooseSubject/chooseSubjectScreen': { query: { ProvinceId: '43' }, text: ['包含科目', '排序', '湖南'] },
  'pages/home/chooseSubject/chooseSubjectDetails': { query: { ProvinceId: '43', Subjects: '物理,化学,生物' }, text: ['物理 + 化学 + 生物', '可报专业'] },
  'pages/home/expert-consulting/index': { text: ['志愿审核', '志愿定制', '志愿课程'] },
  'pages/home/expert-consulting/wish-check': { text: ['审核什么', '怎么提交'] },
  'pages/home/expert-consulting/wish-custom': { text: '服务流程' },
  'pages/home/expert-consulting/wish-course': { text: ['规则入门', '填报方法', '专家审核志愿表'] },
  'pages/home/live-video/index': { text: ['直播中', '未开始', '回放'] },
  'pages/home/professional/professional': { query: { MajorCode: '080901' }, text: ['计算机科学与技术', '080901', '计算机类'] },
  'pages/home/searchspecialty': { text: ['按专业目录浏览', '计算机科学与技术'] },
  'pages/home/specialityCategory': { text: ['普通高等学校本科专业目录', '13 个学科门类', '875 个专业'] },
  'pages/home/specialityDetails': { query: { MajorCode: '080901' }, text: ['计算机科学与技术', '专业代码 080901', '开设院校'] },
  'pages/home/searcharrangement': { 'logged-out': ['查位次', '广东', '一分一段'], 'logged-in': ['湖南', '43,928', '累计位次', '省考试院'] },
  'pages/home/searchbatch': { 'logged-out': ['2026年 广东', '本科', '省考试院'], 'logged-in': ['2026年 湖南', '本科', '省考试院'] },
  'pages/home/searchSchool/searchSchool': { text: ['北京大学', '清华大学', '筛选'] },
  'pages/home/searchSchool/contrast-prepare': { text: ['已选院校（0/4）', '开始对比'] },
  'pages/home/screen/screen': { text: ['院校所在地', '办学层次', '985'] },
  'pages/home/schoolDetail/schoolDetail': { query: { SchoolId: '10558' }, text: ['中山大学', 'Sun Yat-sen University', '院校代码 10558', '录取线'] },
  'pages/home/schoolDetail/constitutionDetails': { text: '招生章程' },
  'pages/home/schoolDetail/compareCollege': {
    query: { SchoolIds: '10558,10561' },
    'logged-out': ['中山大学', '华南理工大学', '广东', '最近最低分'],
    'logged-in': ['中山大学', '华南理工大学', '湖南', '最近最低分'],
  },
  'pages/home/occupation/occupation': { text: ['按兴趣代码找职业', '职业分类', '专业技术人员'] },
  'pages/home/occupation/occupationList': { query: { CategoryCode: '2-02', name: '工程技术人员' }, text: ['工程技术人员', '地质实验测试工程技术人员'] },
  'pages/home/occupation/occupationDetails': { query: { ProfessionCode: '2-02-10-03' }, text: ['计算机软件工程技术人员', 'IRC', '计算机类', '本产品整理'] },
  'pages/home/occupation/occupationsearch': { text: '搜索' },
  'pages/home/occupation/occupationtypesearch': { query: { HollandCode: 'RIA' }, text: ['现实型', '当前代码：RIA'] },
  'pages/home/collegeRank/collegeRank': {
    // 广东's newest lines are its 2026 filing lines (a third-party copy of the official PDFs)
    'logged-out': ['院校录取难度排名', '广东 · 物理类 · 2026年'],
    'logged-in': ['院校录取难度排名', '湖南 · 物理类 · 2025年'],
  },
  'pages/home/collegeRank/screen': { 'logged-out': ['生源省份与科类', '广东'], 'logged-in': ['生源省份与科类', '湖南'] },
  'pages/home/specialty-rank/index': {
    query: { MajorCode: '080901' },
    'logged-out': ['计算机科学与技术 院校录取难度排名', '广东', '西安交通大学'],
    'logged-in': ['计算机科学与技术 院校录取难度排名', '湖南', '西安交通大学'],
  },
  'pages/home/homeTopSearch/search': { text: ['常用查询', '院校排名', '成绩换算'] },
  'pages/home/NavIndex/plan': { text: ['第一步：认识自己', '第三步：选科与升学路径'] },
  'pages/home/information/information': { text: ['全部', '政策解读', '填报技巧'] },
  'pages/home/information/informationDetail': { query: { id: '101' }, text: ['看懂“3+1+2”', '示例内容'] },
  'pages/home/enrollmentplan/enrollmentplan': { 'logged-out': ['招生计划查询', '广东', '查询招生计划'], 'logged-in': ['招生计划查询', '湖南', '查询招生计划'] },
  'pages/home/enrollmentplan/searchschool': { text: '搜索' },
  'pages/home/enrollmentplan/searchEnrollment': { 'logged-out': ['广东 · 物理类', '南京理工大学'], 'logged-in': ['湖南 · 物理类', '南京理工大学'] },
  'pages/home/enrollData/index': { 'logged-out': ['录取数据查询', '专业组线', '广东'], 'logged-in': ['录取数据查询', '专业组线', '湖南'] },
  'pages/home/enrollData/searchEnrollment': { 'logged-out': ['广东 · 物理类', '北京大学', '第三方'], 'logged-in': ['湖南 · 物理类', '北京大学', '省考试院'] },
  'pages/home/enrollData/searchschool': { text: '搜索' },
  'pages/home/diagnosis/index': { 'logged-out': ['等级赋分换算', '广东', '赋分区间'], 'logged-in': ['等级赋分换算', '湖南', '赋分区间'] },
  'pages/home/diagnosis/diagnosis-info': { text: ['为什么要赋分', '怎么算', '上海市教育考试院'] },
  'pages/home/gkt-transfer/index': {
    text: '加载中',
    redirect: { 'logged-out': 'redirectTo /pages/personal/login/index', 'logged-in': 'switchTab /pages/home/index' },
  },
  'pages/home/complete-information/index': TO_LOGIN('完善高考信息'),
  'pages/home/complete-information/select-subject': { ...TO_LOGIN('选择科目'), 'logged-in': ['选择科目', '湖南', '已选 2'] },
  'pages/home/upgrade-news/upgradeNewsList': { text: ['考试安排', '成绩查询'] },
  'pages/home/upgrade-news/upgradeNewsDetail': { query: { id: '201' }, text: '高考从每年 6 月 7 日开始' },
  'pages/home/defultpage': { text: '请在浏览器中打开' },
  'pages/home/content/index': { 'logged-out': LOGIN_FIRST, 'logged-in': '还没有消息' },
  // personal
  'pages/personal/setRealScore/index': { ...TO_LOGIN('录入高考成绩'), 'logged-in': ['录入高考成绩', '湖南 2026 年'] },
  'pages/personal/editInfo/editInfo': TO_LOGIN('基本信息'),
  'pages/personal/volunteerlist/volunteerlist': { 'logged-out': LOGIN_FIRST, 'logged-in': ['还没有保存的志愿表', '去填报志愿'] },
  'pages/personal/volunteerlist/audit-remark': { 'logged-out': LOGIN_FIRST, 'logged-in': '去我的志愿表' },
  'pages/personal/audit-wish/index': { 'logged-out': LOGIN_FIRST, 'logged-in': ['审核中', '已结束', '还没有审核记录'] },
  'pages/personal/audit-wish/audit-result': { 'logged-out': LOGIN_FIRST, 'logged-in': '没有指定审核记录' },
  'pages/personal/audit-payment/openmamber': { 'logged-out': LOGIN_FIRST, 'logged-in': ['志愿审核服务', '购买一次审核'] },
  'pages/personal/audit-payment/orderpay': { 'logged-out': LOGIN_FIRST, 'logged-in': ['专家审核（一次）', '立即支付'] },
  'pages/personal/audit/index': { 'logged-out': '登录后填写报考意向', 'logged-in': ['意向地区', '院校层次', '意向专业门类'] },
  'pages/personal/volunteerdetail/volunteerdetail': { 'logged-out': LOGIN_FIRST, 'logged-in': '从「我的志愿表」中打开' },
  'pages/personal/volunteerdetail/newExamWishDetails': { 'logged-out': LOGIN_FIRST, 'logged-in': '从「我的志愿表」中打开' },
  'pages/personal/openmamber/openmamber': { 'logged-out': LOGIN_FIRST, 'logged-in': ['选择会员套餐', '我有会员卡'] },
  'pages/personal/openmamber/orderpay': { 'logged-out': LOGIN_FIRST, 'logged-in': '没有选择要购买的商品' },
  'pages/personal/membership': { text: ['会员类型与权益', 'VIP 年卡', '智能志愿推荐', '立即开通'] },
  'pages/personal/memberactivation': { 'logged-out': LOGIN_FIRST, 'logged-in': ['卡号', '查询此卡', '激活'] },
  'pages/personal/login/index': { text: ['欢迎登录', '手机号', '密码', '验证码登录'] },
  'pages/personal/login/login': { text: ['验证码登录', '获取验证码'] },
  'pages/personal/login/bindPlatform': { text: ['绑定手机号', '绑定并登录'] },
  'pages/personal/service/service': { text: '用户服务协议' },
  'pages/personal/service/agreement': { text: ['隐私政策', '身份编号'] },
  'pages/personal/user-help/userHelp': { text: ['常见问题', '位次是什么'] },
  'pages/personal/agent/index': { 'logged-out': ['所在省份', '广东'], 'logged-in': ['所在省份', '湖南'] },
  'pages/personal/editscore': { ...TO_LOGIN('高考信息'), 'logged-in': ['高考信息', '湖南 · 2026 年', '物理类（物理、化学、生物）'] },
  'pages/personal/register/register': { text: ['注册账号', '第 1 步，共 2 步', '获取验证码'] },
  'pages/personal/register/stepRegister': { text: '去验证手机号' },
  'pages/personal/forgetpassword': { text: ['找回密码', '重设密码'] },
  'pages/personal/editpassword': TO_LOGIN('原密码'),
  'pages/personal/mbtiintroduce': { text: ['MBTI 性格测评', '测什么'] },
  'pages/personal/mbtidetail': { 'logged-out': LOGIN_FIRST, 'logged-in': '没有指定报告' },
  'pages/personal/mbtidetail2': { 'logged-out': LOGIN_FIRST, 'logged-in': '没有指定报告' },
  'pages/personal/mbtidetail3': { 'logged-out': LOGIN_FIRST, 'logged-in': '没有指定报告' },
  'pages/personal/apprasaledit': { text: ['选择测评', 'MBTI 性格测评', '升学路径测评'] },
  'pages/personal/appraisal/list': { 'logged-out': LOGIN_FIRST, 'logged-in': ['MBTI 性格', '霍兰德职业兴趣'] },
  'pages/personal/conmonWebview': { text: '无法打开网页' },
  'pages/personal/setting/index': {
    text: ['编辑资料', '修改密码', '当前版本'],
    'logged-out': ['编辑资料', '登录 / 注册'],
    'logged-in': ['编辑资料', '退出登录'],
  },
  'pages/personal/delete-account/index': { ...TO_LOGIN('注销账号'), 'logged-in': ['注销账号', '136****'] },
  'pages/personal/company/index': { text: ['我们做什么', '数据与隐私'] },
  'pages/personal/cooperation/index': { text: ['合作方向', '联系我们'] },
  // assessments
  'pages/assess/testResult': { 'logged-out': LOGIN_FIRST, 'logged-in': '还没有测评结果' },
  'pages/assess/new-exam-choose/index': { text: ['怎么测', '开始'] },
  'pages/assess/new-exam-choose/choose-province': { text: ['选择高考省份', '湖南', '广东'] },
  'pages/assess/new-exam-choose/sort-score': { query: { ProvinceId: '43' }, text: ['选考科目成绩（3+1+2）', '物理', '化学', '排序'] },
  'pages/assess/enter-path/index': { text: ['有哪些升学路径', '强基计划'] },
  'pages/assess/enter-path/enter-content': { text: ['你最近几次考试的成绩', '查看结果'] },
  'pages/assess/custom-pages/test-content': { query: { type: 'holland' }, 'logged-out': LOGIN_FIRST, 'logged-in': ['第 1 / 60 题', '喜欢 / 符合'] },
  'pages/assess/custom-pages/test-tips': { query: { type: 'holland' }, text: ['霍兰德职业兴趣测评', '共 60 题'] },
  'pages/assess/custom-pages/test-submit': { query: { type: 'holland' }, 'logged-out': LOGIN_FIRST, 'logged-in': ['已答 0 / 60 题', '还有 60 题没有作答'] },
  'pages/auth/auth-index': { text: '微信授权', redirect: { 'logged-out': 'switchTab /pages/home/index', 'logged-in': 'switchTab /pages/home/index' } },
}

/**
 * Fixed vocabularies the app shows in pickers and filters. Each is looked up by its English key or
 * its Chinese name (Public/Dictionary {Type}).
 */
export const DICTIONARIES: Record<string, { name: string; items: Array<[string, string]> }> = {
  SubjectType: {
    name: '科类',
    items: [
      ['1', '文科/历史类'],
      ['2', '理科/物理类'],
      ['3', '不分文理（综合）'],
    ],
  },
  Gender: {
    name: '性别',
    items: [
      ['0', '未填写'],
      ['1', '男'],
      ['2', '女'],
    ],
  },
  SchoolLevel: {
    name: '院校层次',
    items: [
      ['本科', '本科'],
      ['专科', '专科（高职）'],
    ],
  },
  // the MOE list's 备注 categories
  SchoolNature: {
    name: '办学性质',
    items: [
      ['公办', '公办'],
      ['民办', '民办'],
      ['中外合作办学', '中外合作办学'],
      ['内地与港澳台地区合作办学', '内地与港澳台地区合作办学'],
    ],
  },
  SchoolTag: {
    name: '院校标签',
    items: [
      ['985', '985 工程'],
      ['211', '211 工程'],
      ['双一流', '双一流建设高校'],
    ],
  },
  SchoolType: {
    name: '院校类型',
    items: ['综合', '理工', '师范', '医药', '财经', '农林', '政法', '语言', '艺术', '体育', '民族', '军事', '海洋'].map((t) => [t, t] as [string, string]),
  },
  SelectSubject: { name: '选考科目', items: ['物理', '历史', '化学', '生物', '政治', '地理', '技术'].map((t) => [t, t] as [string, string]) },
  ExamMode: {
    name: '高考模式',
    items: [
      ['3+1+2', '3+1+2（物理/历史首选 + 再选 2 门）'],
      ['3+3', '3+3（选考 3 门）'],
      ['文理', '文理分科'],
    ],
  },
  SmsType: {
    name: '验证码类型',
    items: [
      ['1', '注册'],
      ['2', '登录'],
      ['3', '找回密码'],
      ['4', '绑定账号'],
      ['5', '注销账号'],
    ],
  },
  OpenType: {
    name: '开放平台类型',
    items: [
      ['2', '微信'],
      ['3', '支付宝'],
    ],
  },
}

export const dictionaryAliases = new Map<string, string>()
for (const [key, d] of Object.entries(DICTIONARIES)) {
  dictionaryAliases.set(key, key)
  dictionaryAliases.set(key.toLowerCase(), key)
  dictionaryAliases.set(d.name, key)
}

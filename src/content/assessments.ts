/** The assessments of the product (SPEC §1) by their `type` parameter, with their report routes. */
export type TestType = 'mbti' | 'holland' | 'personality' | 'subjects' | 'path'

export const TESTS: Record<TestType, { name: string; report: string; minutes: number; measures: string }> = {
  mbti: { name: 'MBTI 性格测评', report: 'pages/personal/mbtidetail', minutes: 10, measures: '精力来源、获取信息、做决定和生活方式四个维度的偏好' },
  holland: { name: '霍兰德职业兴趣测评', report: 'pages/personal/mbtidetail2', minutes: 10, measures: '现实、研究、艺术、社会、企业、常规六种职业兴趣的强弱' },
  personality: { name: '中学生性格测评', report: 'pages/personal/mbtidetail3', minutes: 8, measures: '性格特点与学习习惯' },
  subjects: {
    name: '新高考选科测评',
    report: 'pages/assess/new-exam-choose/sort-score',
    minutes: 5,
    measures: '各科成绩与兴趣代码，比较本省各选科组合能报的专业',
  },
  path: {
    name: '升学路径测评',
    report: 'pages/assess/enter-path/enter-content',
    minutes: 3,
    measures: '适合的升学路径（普通高考、强基、综评、专项、艺体、高职分类考试等）',
  },
}

export function testTypeOf(raw: string | undefined): TestType | null {
  return raw && raw in TESTS ? (raw as TestType) : null
}

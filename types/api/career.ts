/**
 * Careers (issue 19 items 2–4): the occupations of 《中华人民共和国职业分类大典（2022年版）》 (Profession/*), the 20
 * 门类 of GB/T 4754-2017 (Career/Industry*), the subject combinations of the new exam with the share of majors and
 * school groups each opens in our admission and plan rows (Career/SelectExam*), and the education-path test
 * (Career/EducationPath*, beyond the spec's list).
 *
 * Whatever this product wrote itself (Holland codes, descriptions, links to 专业类, the path test's weights) is
 * answered with `Source: '本产品整理'`; the classification's own fields are answered as the classification has them.
 */
import { Type, endpoint, F, Paged } from '../schema'

const Int = (description?: string) => Type.Integer(description ? { description } : {})
const Str = (description?: string) => Type.String(description ? { description } : {})
const Nullable = <T extends import('../schema').TSchema>(t: T) => Type.Union([t, Type.Null()])

/** the label of everything this product wrote itself */
export const OUR_SOURCE = '本产品整理'
export const HOLLAND_LETTERS = 'RIASEC'
export const HOLLAND_NAMES: Record<string, string> = { R: '现实型', I: '研究型', A: '艺术型', S: '社会型', E: '企业型', C: '常规型' }
export const KEYWORD_MAX = 20
/** the subjects a combination may name (浙江's 7 选 3 adds 技术) */
export const EXAM_SUBJECTS = ['物理', '化学', '生物', '政治', '历史', '地理', '技术'] as const

const paged = { PageIndex: Type.Optional(F.pageIndex()), PageSize: Type.Optional(F.pageSize()) }
const categoryCode = () => Type.String({ title: '职业分类代码', pattern: '^[1-8](-\\d{2}){0,2}$', description: '大类如 2，中类如 2-02，小类如 2-02-10' })
const occupationCode = () => Type.String({ title: '职业编码', pattern: '^[1-8]-\\d{2}-\\d{2}-\\d{2}$', description: '如 2-02-10-03' })
const hollandCode = (title = '兴趣代码') =>
  Type.String({ title, pattern: '^[RIASECriasec]{1,3}$', description: '霍兰德代码的 1–3 个字母（R I A S E C），如 RIA' })
const majorClassCode = () => Type.String({ title: '专业类代码', pattern: '^\\d{4}$', description: '本科专业目录的 4 位专业类代码，如 0809 计算机类' })
const subject = () =>
  Type.Union(
    EXAM_SUBJECTS.map((s) => Type.Literal(s)),
    { title: '科目' },
  )

export const Group = Type.Object({ Code: Str(), Name: Str() })

/** a node of the classification: 大类 (Level 1), 中类 (2), 小类 (3) */
export const CategoryNode = Type.Object({
  Code: Str(),
  Name: Str(),
  Level: Type.Integer({ minimum: 1, maximum: 3 }),
  ParentCode: Str(),
  /** occupations under it */
  Count: Int(),
  /** ours (本产品整理): the 中类's / 小类's Holland code, '' for a 大类 */
  Holland: Str(),
  /** ours: one line on the 中类 ('' for 大类 and 小类) */
  Description: Str(),
})
export const CategoryTreeNode = Type.Intersect([
  CategoryNode,
  Type.Object({ Children: Type.Optional(Type.Array(Type.Intersect([CategoryNode, Type.Object({ Children: Type.Optional(Type.Array(CategoryNode)) })]))) }),
])

export const ProfessionBrief = Type.Object({
  Code: Str('职业编码'),
  Name: Str(),
  MiddleName: Str('中类'),
  MinorName: Str('小类'),
  /** 大典 marker L 绿色职业 */
  Green: Type.Boolean(),
  /** 大典 marker S 数字职业 */
  Digital: Type.Boolean(),
  /** 工种 listed under it in the 大典 system */
  WorkTypeCount: Int(),
  /** ours (本产品整理) */
  Holland: Str(),
})

export const MajorClassLink = Type.Object({
  Code: Str('专业类代码'),
  Name: Str(),
  Discipline: Str('学科门类'),
  /** the class's majors in the 2026 本科专业目录 */
  Majors: Type.Array(Type.Object({ Code: Str(), Name: Str() })),
})

export const ProfessionDetail = Type.Intersect([
  ProfessionBrief,
  Type.Object({
    MajorGroup: Group,
    MiddleGroup: Group,
    MinorGroup: Group,
    /** 绿色职业 / 数字职业 as words */
    Markers: Type.Array(Str()),
    /** ours: the Holland code's types in words, e.g. 研究型、现实型、常规型 */
    HollandText: Str(),
    /** ours: the 中类's description */
    Description: Str(),
    /** ours: 专业类 that train for it (empty when no 本科 class clearly does) */
    MajorCategories: Type.Array(MajorClassLink),
    /** whose Holland code, description and links these are: always 本产品整理 */
    Source: Str(),
    SourceNote: Str(),
    /** the classification itself: name, edition and how we have it */
    DataSource: Str(),
  }),
])

export const InterestMatch = Type.Union(
  [Type.Literal('exact'), Type.Literal('permutation'), Type.Literal('prefix'), Type.Literal('contains'), Type.Literal('first')],
  {
    description: 'exact 代码相同；permutation 字母相同、顺序不同；prefix 以所给字母开头；contains 含所给全部字母；first 首字母相同',
  },
)

const PagedOf = <T extends import('../schema').TSchema>(item: T) =>
  Type.Intersect([Paged(item), Type.Object({ Source: Str(), Basis: Str('这份列表是怎么得到的') })])

export const IndustryBrief = Type.Object({ Code: Str('门类代码 A–T'), Name: Str(), Divisions: Str('所含大类代码'), Description: Str() })
export const IndustryDetail = Type.Intersect([
  IndustryBrief,
  Type.Object({
    Occupations: Type.Array(Type.Object({ Code: Str('职业中类'), Name: Str(), MajorGroupName: Str(), Count: Int(), Holland: Str() })),
    MajorCategories: Type.Array(Type.Object({ Code: Str(), Name: Str(), Discipline: Str() })),
    Standard: Str(),
    Source: Str(),
    SourceNote: Str(),
  }),
])

/** what the figures of the subject choice are computed from */
export const SubjectBasis = Type.Object({
  ProvinceId: Int(),
  ProvinceName: Str(),
  ExamMode: Str('3+1+2 / 3+3'),
  /** null when the province has no rows with 选科要求 */
  Year: Nullable(Int()),
  /** 招生计划 or 录取数据 */
  Table: Str(),
  /** rows with a printed 选科要求 */
  Rows: Int(),
  /** of those, rows whose 选科要求 we could read */
  KnownRows: Int(),
  Majors: Int('专业（院校 + 专业组 + 专业）'),
  Groups: Int('院校专业组（或院校）'),
  Schools: Int(),
  Text: Str('一句话说明数据来源和口径'),
  /** enough readable rows (at least 100) for the shares to mean something; false: the shares are not shown */
  Enough: Type.Boolean(),
})

export const SubjectCombination = Type.Object({
  Key: Str('如 物理+化学+生物'),
  Subjects: Type.Array(Str()),
  /** 3+1+2: 物理 or 历史 */
  First: Nullable(Str()),
  MajorCount: Int('能报的专业数'),
  MajorShare: Type.Number({ description: '能报的专业占比，百分数，一位小数' }),
  GroupCount: Int('至少有一个专业能报的专业组数'),
  GroupShare: Type.Number({ description: '百分数，一位小数' }),
  /** the rank among the province's combinations by MajorShare (1 = opens most) */
  Rank: Int(),
  /** with the student's scores / interests: 0–100 (本产品整理 的加权), else null */
  Fit: Nullable(Type.Number()),
  Reasons: Type.Array(Str()),
})

export const SubjectScore = Type.Object(
  { Subject: subject(), Score: Type.Number({ title: '成绩', minimum: 0, maximum: 150 }) },
  { additionalProperties: false },
)

const examBody = {
  ProvinceId: F.provinceId(),
  Year: Type.Optional(F.year()),
  /** the student's subject scores, any order (from 各科成绩排序) */
  Scores: Type.Optional(Type.Array(SubjectScore, { title: '各科成绩', maxItems: 7 })),
  /** the student's latest Holland code, when there is one */
  Holland: Type.Optional(hollandCode('霍兰德代码')),
}

export const EducationPath = Type.Object({ Key: Str(), Name: Str(), Summary: Str(), Rules: Type.Array(Str()), Sources: Type.Array(Str()) })
export const PathQuestion = Type.Object({
  Key: Str(),
  Text: Str(),
  Options: Type.Array(Type.Object({ Key: Str(), Text: Str() })),
})
export const PathAnswer = Type.Object(
  {
    Question: Type.String({ title: '题目', pattern: '^[a-z-]{1,20}$' }),
    Option: Type.String({ title: '选项', pattern: '^[a-z-]{1,20}$' }),
  },
  { additionalProperties: false },
)
export const PathResult = Type.Object({
  Key: Str(),
  Name: Str(),
  Score: Int(),
  /** 0–100 against the best path */
  Percent: Int(),
  Reasons: Type.Array(Str()),
  Summary: Str(),
  Rules: Type.Array(Str()),
  Sources: Type.Array(Str()),
})

export const careerEndpoints = {
  'Profession/CategoryList': endpoint({
    summary: '职业分类：大类 → 中类 → 小类（给 ParentCode 时只列其下一级）',
    auth: 'public',
    body: Type.Object({ ParentCode: Type.Optional(categoryCode()), Tree: Type.Optional(Type.Boolean({ title: '整棵树' })) }, { additionalProperties: false }),
    data: Type.Object({ List: Type.Array(CategoryTreeNode), Total: Int(), Source: Str(), DataSource: Str() }),
  }),
  'Profession/ProfessionList': endpoint({
    summary: '某个大类、中类或小类下的职业（分页）',
    auth: 'public',
    body: Type.Object({ CategoryCode: categoryCode(), ...paged }, { additionalProperties: false }),
    data: PagedOf(ProfessionBrief),
  }),
  'Profession/ProfessionInfo': endpoint({
    summary: '职业详情：分类、绿色/数字职业标注、工种数，以及本产品整理的兴趣代码、简介和对口专业类',
    auth: 'public',
    body: Type.Object({ Code: occupationCode() }, { additionalProperties: false }),
    data: ProfessionDetail,
  }),
  'Profession/ProfessionSearchByName': endpoint({
    summary: '按名称搜索职业（分页）',
    auth: 'public',
    body: Type.Object({ Keyword: Type.String({ title: '关键词', minLength: 1, maxLength: KEYWORD_MAX }), ...paged }, { additionalProperties: false }),
    data: PagedOf(ProfessionBrief),
  }),
  'Profession/ProfessionSearchByInterestCode': endpoint({
    summary: '按霍兰德兴趣代码找职业：代码相同 > 字母相同顺序不同 > 首字母相同（分页）',
    auth: 'public',
    body: Type.Object({ Code: hollandCode(), ...paged }, { additionalProperties: false }),
    data: PagedOf(Type.Intersect([ProfessionBrief, Type.Object({ Match: InterestMatch })])),
  }),
  'Profession/ProfessionHotList': endpoint({
    summary: '推荐关注的职业：大典标注的数字职业或绿色职业（不是热度排名）',
    auth: 'public',
    body: Type.Object(
      { Kind: Type.Optional(Type.Union([Type.Literal('digital'), Type.Literal('green')], { title: '类别' })), ...paged },
      { additionalProperties: false },
    ),
    data: PagedOf(ProfessionBrief),
  }),
  'Profession/ProfessionRecommendList': endpoint({
    summary: '按霍兰德代码或专业类推荐职业（分页）',
    auth: 'public',
    body: Type.Object(
      { Holland: Type.Optional(hollandCode('霍兰德代码')), MajorCategory: Type.Optional(majorClassCode()), ...paged },
      { additionalProperties: false },
    ),
    data: PagedOf(Type.Intersect([ProfessionBrief, Type.Object({ Match: Str() })])),
  }),

  'Career/IndustryList': endpoint({
    summary: '国民经济行业分类（GB/T 4754-2017）的 20 个门类',
    auth: 'public',
    body: Type.Object({}, { additionalProperties: false }),
    data: Type.Object({ List: Type.Array(IndustryBrief), Total: Int(), Standard: Str(), Source: Str() }),
  }),
  'Career/IndustryInfo': endpoint({
    summary: '行业门类详情：本产品整理的简介、相关职业和对口专业类',
    auth: 'public',
    body: Type.Object({ Code: Type.String({ title: '门类代码', pattern: '^[A-Ta-t]$', description: 'A–T' }) }, { additionalProperties: false }),
    data: IndustryDetail,
  }),

  'Career/SelectExamList': endpoint({
    summary: '某省全部选科组合及各自能报的专业、专业组占比（给出成绩或兴趣代码时按适合程度排序）',
    auth: 'public',
    body: Type.Object(examBody, { additionalProperties: false }),
    data: Type.Object({ List: Type.Array(SubjectCombination), Basis: SubjectBasis, Method: Str('排序方法') }),
  }),
  'Career/SelectExamPaged': endpoint({
    summary: '某省选科组合（分页，可按含某科筛选）',
    auth: 'public',
    body: Type.Object(
      {
        ...examBody,
        Contains: Type.Optional(subject()),
        Sort: Type.Optional(Type.Union([Type.Literal('major'), Type.Literal('group'), Type.Literal('fit')], { title: '排序' })),
        ...paged,
      },
      { additionalProperties: false },
    ),
    data: Type.Intersect([Paged(SubjectCombination), Type.Object({ Basis: SubjectBasis })]),
  }),
  'Career/SelectExamStat': endpoint({
    summary: '一个选科组合的详情：能报的占比，以及限制最多的选科要求',
    auth: 'public',
    body: Type.Object(
      { ProvinceId: F.provinceId(), Year: Type.Optional(F.year()), Subjects: Type.Array(subject(), { title: '选科组合', minItems: 3, maxItems: 3 }) },
      { additionalProperties: false },
    ),
    data: Type.Object({
      Combination: SubjectCombination,
      Basis: SubjectBasis,
      /** requirements this combination does not meet, most rows first */
      ClosedBy: Type.Array(Type.Object({ Requirement: Str(), Rows: Int() })),
      /** disciplines of the catalogue by share open (major rows with a 专业代码 only) */
      Total: Int('组合数'),
    }),
  }),
  'Career/SelectExamStatTotalNumber': endpoint({
    summary: '某省选科要求的总体统计：行数、专业数、专业组数，以及各种要求的行数',
    auth: 'public',
    body: Type.Object({ ProvinceId: F.provinceId(), Year: Type.Optional(F.year()) }, { additionalProperties: false }),
    data: Type.Object({
      Basis: SubjectBasis,
      Combinations: Int(),
      /** 不限 / 物理 / 物理+化学 … with their row counts, most first (at most 20) */
      Requirements: Type.Array(Type.Object({ Requirement: Str(), Rows: Int() })),
    }),
  }),

  'Career/EducationPathList': endpoint({
    summary: '升学路径（规则与出处）和升学路径测评的题目',
    auth: 'public',
    body: Type.Object({}, { additionalProperties: false }),
    data: Type.Object({ Paths: Type.Array(EducationPath), Questions: Type.Array(PathQuestion), Source: Str(), Note: Str() }),
  }),
  'Career/EducationPathTest': endpoint({
    summary: '升学路径测评：按答案给出值得关注的路径和理由',
    auth: 'public',
    body: Type.Object({ Answers: Type.Array(PathAnswer, { title: '答案', minItems: 1, maxItems: 20 }) }, { additionalProperties: false }),
    data: Type.Object({ List: Type.Array(PathResult), Source: Str(), Note: Str() }),
  }),
}

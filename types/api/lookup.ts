/**
 * Lookups over the real reference data (issue 4): schools, majors (本科专业目录), 一分一段 score→rank,
 * batch lines, admission lines (院校 / 专业组 / 专业), enrollment plans, selectivity rankings, 赋分.
 *
 * Provenance rule: every object that shows a number carries `Source` (where the number comes from) and,
 * where a number may be computed by us rather than published, `IsDerived` (推算). The app shows both.
 * Rows that belong to special admission paths (艺术/体育/专项/预科/中外合作/民族班 …) are flagged
 * `IsSpecial` and left out of ordinary (普通类) answers unless `IncludeSpecial: true` is sent.
 *
 * ProvinceId: GB/T 2260 two-digit code (44 广东). SubjectType: 1 文科/历史类, 2 理科/物理类, 3 不分（综合, 3+3）.
 */
import { Type, endpoint, F, Paged, type TSchema } from '../schema'

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()])
const Int = (description?: string) => Type.Integer(description ? { description } : {})
const Num = (description?: string) => Type.Number(description ? { description } : {})
const Str = (description?: string) => Type.String(description ? { description } : {})

// ---------------------------------------------------------------------------------------------------
// Provenance

export const SourceClass = Type.Union(
  [
    Type.Literal('official-national'),
    Type.Literal('official-provincial'),
    Type.Literal('school-official'),
    Type.Literal('third-party'),
    Type.Literal('score-derived'),
  ],
  {
    description:
      'official-national 教育部名单/目录；official-provincial 省级考试院；school-official 高校招生网（单校口径）；third-party 第三方整理（待复核）；score-derived 由分数按一分一段推算',
  },
)

export const Source = Type.Object(
  {
    SourceClass,
    /** short Chinese label for the chip: 教育部 / 省考试院 / 院校官网 / 第三方 / 推算 */
    Label: Str('来源简称：教育部、省考试院、院校官网、第三方、推算'),
    Title: Str('来源标题'),
    Publisher: Str('发布者'),
    Url: Str('来源地址（可能为空）'),
    Year: Nullable(Int('数据年份')),
    /** id in our source register (null for sources outside it) */
    Sid: Nullable(Int()),
  },
  { description: '数据来源' },
)

/** 1 文科/历史类, 2 理科/物理类, 3 不分 */
const SubjectTypeOut = Nullable(Int('1 文科/历史类，2 理科/物理类，3 不分（综合）；null 表示其他科类（见 SubjectName）'))

// ---------------------------------------------------------------------------------------------------
// Request fields

const keyword = () => Type.String({ title: '关键词', minLength: 1, maxLength: 40 })
const schoolId = () => Type.Integer({ title: '院校', minimum: 1, maximum: 99999999, description: '院校 ID（国标 5 位院校代码的数值，如 10001）' })
const majorCode = () => Type.String({ title: '专业代码', pattern: '^\\d{6}[TKtk]{0,2}$', description: '本科专业目录代码，如 080901 或 050201T' })
const catalogYear = () => Type.Union([Type.Literal(2025), Type.Literal(2026)], { title: '专业目录版本', description: '2025 或 2026（默认 2026）' })
const level = () => Type.Union([Type.Literal('本科'), Type.Literal('专科')], { title: '办学层次' })
const includeSpecial = () =>
  Type.Boolean({ title: '包含特殊类型', description: '默认 false：艺术、体育、专项、预科、中外合作、民族班等特殊类型招生数据不计入普通类结果' })
const usage = () =>
  Type.String({ title: '表用途', maxLength: 40, description: '同一省份年份科类有多张表时选择（如广东 2026 本科/专科用表）；默认取普通类主表' })
const tableId = () => Type.Integer({ title: '一分一段表', minimum: 1, maximum: F.MAX_ID })
const admissionLevel = () =>
  Type.Union([Type.Literal('institution'), Type.Literal('group'), Type.Literal('major')], {
    title: '数据层级',
    description: 'institution 院校投档线，group 院校专业组投档线，major 专业录取/投档线',
  })
const paging = { PageIndex: F.pageIndex(), PageSize: F.pageSize() }

// ---------------------------------------------------------------------------------------------------
// Schools

export const SchoolBrief = Type.Object({
  SchoolId: Int('院校 ID = 国标 5 位院校代码的数值'),
  SchoolCode: Str('国标 5 位院校代码，如 10001'),
  MoeCode: Str('教育部学校标识码（10 位）'),
  SchoolName: Str(),
  ProvinceId: Int(),
  ProvinceName: Str(),
  City: Str(),
  Level: Str('本科 / 专科'),
  IsPrivate: Type.Boolean({ description: '民办（教育部名单备注）' }),
  /** null = not in the curated list of 188 key universities: shown as 「未标注」, never as 「否」 */
  Is985: Nullable(Type.Boolean()),
  Is211: Nullable(Type.Boolean()),
  IsDoubleFirstClass: Nullable(Type.Boolean()),
  /** true when the school is in the curated 188 list, so the three tags above are known */
  TagsKnown: Type.Boolean(),
  SchoolType: Nullable(Str('综合/理工/师范/医药…；多数学校无此信息（null）')),
  Authority: Str('主管部门'),
  Website: Nullable(Str()),
  OtherTags: Type.Array(Type.String(), { description: 'C9、国防七子等（第三方整理）' }),
  Source: Source,
})

export const SchoolDetail = Type.Intersect([
  SchoolBrief,
  Type.Object({
    NameEn: Nullable(Str()),
    Abbr: Nullable(Str()),
    Founded: Nullable(Int('建校年份（第三方整理）')),
    Note: Str('教育部名单备注'),
    Lng: Nullable(Num()),
    Lat: Nullable(Num()),
    DoubleFirstClassDisciplines: Type.Array(Type.String(), { description: '双一流建设学科（第三方精选，不一定完整）' }),
    /** 第四轮学科评估 as curated by a third party (selected, not complete) */
    Assessment: Nullable(Type.Object({ APlus: Type.Array(Type.String()), A: Type.Array(Type.String()), AMinus: Type.Array(Type.String()) })),
    /** where the tags, founded year and disciplines come from (null when the school is not in the curated list) */
    TagSource: Nullable(Source),
    /** what our data holds for this school */
    DataCoverage: Type.Object({
      AdmissionRows: Int('普通类录取数据条数'),
      PlanRows: Int('招生计划条数'),
      Provinces: Type.Array(Type.Integer(), { description: '有数据的省份' }),
      Years: Type.Array(Type.Integer()),
    }),
    WebsiteSource: Nullable(Source),
  }),
])

export const SchoolListQuery = Type.Object({
  Keyword: Type.Optional(keyword()),
  ProvinceId: Type.Optional(F.provinceId()),
  ProvinceIds: Type.Optional(Type.Array(F.provinceId(), { title: '省份', maxItems: 34 })),
  City: Type.Optional(Type.String({ title: '城市', minLength: 1, maxLength: 20 })),
  Level: Type.Optional(level()),
  IsPrivate: Type.Optional(Type.Boolean({ title: '民办' })),
  /** true = tagged 985; false = not tagged 985 (includes 「未标注」) */
  Is985: Type.Optional(Type.Boolean({ title: '985' })),
  Is211: Type.Optional(Type.Boolean({ title: '211' })),
  IsDoubleFirstClass: Type.Optional(Type.Boolean({ title: '双一流' })),
  SchoolType: Type.Optional(Type.String({ title: '院校类型', minLength: 1, maxLength: 10 })),
  ...paging,
})

/**
 * How an admission line or a plan row is labelled for people, beside the printed text it comes from: the
 * province's name of its batch that year, the group as printed (or 「第N组」), and the campus / joint institute /
 * separately listed unit of the school it belongs to.
 */
const offerLabels = {
  BatchName: Str('该省当年的批次名称（新高考省份的「本科一批」等旧称归入本科批），原表批次见 Batch'),
  MajorGroup: Str('原表专业组（可能是数据整理者的内部键）'),
  GroupName: Str('专业组名称：原表印出的组名或「第N组」；原表没有组名时为空'),
  Branch: Str('分校区、中外合作办学、单独招生的学院或单列类别（原表院校名称中的附注，如「威海校区」「中外合作办学」）；院校本部为空'),
  BranchKind: Type.Union([Type.Literal(''), Type.Literal('campus'), Type.Literal('joint'), Type.Literal('institute'), Type.Literal('unit')], {
    description: 'campus 校区 / joint 中外合作办学 / institute 单独招生的学院 / unit 单列招生；院校本部为空',
  }),
}

export const AdmissionLine = Type.Object({
  Id: Int(),
  Level: Str('institution 院校 / group 专业组 / major 专业'),
  Year: Int(),
  ProvinceId: Int(),
  ProvinceName: Str(),
  SubjectType: SubjectTypeOut,
  SubjectName: Str('原表科类，如 物理类、理科、综合'),
  Batch: Str(),
  SchoolId: Nullable(Int()),
  SchoolName: Str('原表院校名称'),
  SchoolCode: Str('原表院校代码（各省口径可能不同）'),
  ...offerLabels,
  MajorCode: Str('原表专业代码'),
  MajorName: Str(),
  /** 2026 本科目录 code when the printed name matches the catalogue */
  CatalogCode: Nullable(Str()),
  ElectiveRequirement: Str('选科要求（原文）'),
  PlanCount: Nullable(Int()),
  AdmittedCount: Nullable(Int()),
  MinScore: Nullable(Num()),
  AvgScore: Nullable(Num()),
  MaxScore: Nullable(Num()),
  /**
   * true when the source's score had more decimals than any exam authority prints (a third party's computed
   * value, e.g. 626.2341181): the scores are rounded to whole points here and are not a published figure (推算)
   */
  ScoreRounded: Type.Boolean(),
  /** lowest admitted rank (最低位次, cumulative: 累计人数 at MinScore) */
  MinRank: Nullable(Int()),
  /** start of the score's rank segment when only the segment is known (MinRankFrom..MinRank) */
  MinRankFrom: Nullable(Int()),
  /** true when MinRank is not published but computed from MinScore over the 一分一段 table (推算) */
  IsDerived: Type.Boolean(),
  /** where MinRank comes from when it differs from Source (score-derived: which 一分一段 table) */
  RankSource: Nullable(Source),
  Tuition: Str(),
  IsSpecial: Type.Boolean(),
  SpecialReason: Str('特殊类型原因，如 国家专项、艺术类'),
  Source: Source,
})

export const PlanRow = Type.Object({
  Id: Int(),
  Year: Int(),
  ProvinceId: Int(),
  ProvinceName: Str(),
  SubjectType: SubjectTypeOut,
  SubjectName: Str(),
  Batch: Str(),
  SchoolId: Nullable(Int()),
  SchoolName: Str(),
  SchoolCode: Str(),
  ...offerLabels,
  MajorCode: Str(),
  MajorName: Str(),
  CatalogCode: Nullable(Str()),
  ElectiveRequirement: Str(),
  PlanCount: Nullable(Int()),
  Tuition: Str(),
  IsSpecial: Type.Boolean(),
  SpecialReason: Str(),
  Source: Source,
})

export const RankedSchool = Type.Object({
  Position: Int('名次（按录取位次中位数，越小越难考）'),
  School: SchoolBrief,
  /** median over the school's ordinary admission rows of their lowest admitted rank */
  MedianMinRank: Int(),
  BestMinRank: Int(),
  SampleSize: Int('参与计算的录取数据条数'),
  /** share of those rows whose rank is 推算 (derived) rather than published */
  DerivedShare: Num('0–1'),
  SourceClasses: Type.Array(SourceClass),
  Source: Source,
})

const RankingBasis = Type.Object({ ProvinceId: Int(), Year: Int(), SubjectType: Int(), Level: Str('institution / group / major 使用的数据层级') })

// ---------------------------------------------------------------------------------------------------
// Majors (本科专业目录)

export const SpecialtyBrief = Type.Object({
  MajorCode: Str('目录代码，含 T（特设）/K（国家控制）后缀'),
  Code6: Str(),
  MajorName: Str(),
  DisciplineCode: Str('学科门类代码，如 08'),
  DisciplineName: Str('学科门类，如 工学'),
  ClassCode: Str('专业类代码，如 0809'),
  ClassName: Str('专业类，如 计算机类'),
  IsSpecial: Type.Boolean({ description: 'T 特设专业' }),
  IsControlled: Type.Boolean({ description: 'K 国家控制布点专业' }),
  Note: Str('学位授予门类备注'),
  CatalogYear: Int(),
  Source: Source,
})

export const SpecialtyTreeMajor = Type.Object({ Code: Str(), Name: Str(), MajorCode: Str(), IsSpecial: Type.Boolean(), IsControlled: Type.Boolean() })
export const SpecialtyTreeClass = Type.Object({ Code: Str(), Name: Str(), Children: Type.Array(SpecialtyTreeMajor) })
export const SpecialtyTreeDiscipline = Type.Object({ Code: Str(), Name: Str(), Children: Type.Array(SpecialtyTreeClass) })

export const SpecialtyStat = Type.Object({
  Major: SpecialtyBrief,
  SchoolCount: Int('我们数据中开设（有招生计划或录取数据）的院校数'),
  PlanCount: Int('我们数据中该专业的计划人数合计'),
  Source: Source,
})

export const OfferingSchool = Type.Object({
  School: Nullable(SchoolBrief),
  SchoolName: Str(),
  /** names as printed by the sources (e.g. 计算机科学与技术（卓越班）) */
  PrintedNames: Type.Array(Type.String()),
  Years: Type.Array(Type.Integer()),
  Provinces: Type.Array(Type.Integer()),
  RowCount: Int(),
  PlanCount: Int(),
  Source: Source,
})

// ---------------------------------------------------------------------------------------------------
// 一分一段, batch lines

export const RankTableInfo = Type.Object({
  TableId: Int(),
  ProvinceId: Int(),
  ProvinceName: Str(),
  Year: Int(),
  SubjectType: SubjectTypeOut,
  SubjectName: Str(),
  Usage: Str('general 普通类；undergraduate/vocational（广东本/专科用表）；art、sports 等'),
  UsageName: Str(),
  Category: Str('艺术/体育子表的类别'),
  Scope: Str('如 广西区内院校'),
  IsDefault: Type.Boolean({ description: '该省份年份科类的默认（普通类）表' }),
  PolicyBonusIncluded: Type.Boolean({ description: '含政策加分' }),
  RowCount: Int(),
  TopScore: Num('表中最高分（合并段的上限）'),
  FloorScore: Num('表中最低分：低于此分数的位次未公布'),
  Total: Int('表末累计人数'),
  Source: Source,
})

export const LineRankResult = Type.Object({
  Score: Num('查询分数（取整到表的分数粒度）'),
  /** cumulative rank (累计人数) at this score: the official 位次 */
  Rank: Nullable(Int()),
  Count: Nullable(Int('本段人数')),
  RankFrom: Nullable(Int('本段位次起')),
  RankTo: Nullable(Int('本段位次止 = 累计人数')),
  IsBand: Type.Boolean({ description: '分数落在合并分段（如 698 分及以上）内：位次只知范围' }),
  BandLow: Nullable(Num()),
  BandHigh: Nullable(Num()),
  /** the score is below the table's published floor (位次未公布) */
  IsBelowFloor: Type.Boolean(),
  Message: Str('说明（如 低于表中最低分）'),
  Table: RankTableInfo,
  /** 等位分: the score with the same rank in other years' tables (位次法) */
  Equivalents: Type.Array(
    Type.Object({ Year: Int(), Score: Nullable(Num()), Rank: Nullable(Int()), Exact: Type.Boolean(), Note: Str(), Source: Source, IsDerived: Type.Boolean() }),
  ),
  Source: Source,
})

export const RankSegment = Type.Object({
  Score: Num('分数（合并段为段的上限）'),
  ScoreLow: Num(),
  ScoreHigh: Num(),
  Count: Int('本段人数'),
  RankFrom: Int(),
  RankTo: Int('累计人数'),
  IsBand: Type.Boolean(),
})

export const BatchLine = Type.Object({
  Id: Int(),
  Year: Int(),
  ProvinceId: Int(),
  ProvinceName: Str(),
  SubjectType: SubjectTypeOut,
  SubjectName: Str(),
  Batch: Str('批次/线名（原文）'),
  LineKind: Str(),
  RouteKind: Str('ordinary-bachelor 普通本科、ordinary-vocational 普通专科、art、sports、special …'),
  RouteName: Str('中文：普通类本科、普通类专科、艺术类、体育类、特殊类型…'),
  MinScore: Nullable(Num()),
  CultureScore: Nullable(Num('文化课控制线')),
  ProfessionalScore: Nullable(Num('专业课控制线')),
  IsSpecial: Type.Boolean(),
  Source: Source,
})

// ---------------------------------------------------------------------------------------------------
// 赋分

export const ScaledScheme = Type.Object({
  Key: Str('3+1+2 / guangdong / 3+3-21 / shanghai-11'),
  Name: Str(),
  Provinces: Type.Array(Type.Integer()),
  Grades: Type.Array(Type.Object({ Grade: Str(), Share: Nullable(Num('人数比例 %')), ScaledHigh: Num(), ScaledLow: Num() })),
  Formula: Str(),
  Verified: Type.Boolean({ description: 'false: 第三方口径，未经考试院原文核对' }),
  Note: Str(),
  Source: Source,
})

// ---------------------------------------------------------------------------------------------------
// Endpoints

export const lookupEndpoints = {
  // ---- School/*
  'School/SchoolList': endpoint({
    summary: '院校列表（名称、省份、城市、层次、民办、985/211/双一流、类型筛选，分页）',
    auth: 'optional',
    body: SchoolListQuery,
    data: Type.Object({ List: Type.Array(SchoolBrief), Total: Int(), TagNote: Str('985/211/双一流标签的来源说明') }),
  }),
  'School/SchoolListBySchoolName': endpoint({
    summary: '按名称查院校（联想、对比选校）',
    auth: 'optional',
    body: Type.Object({
      SchoolName: Type.String({ title: '院校名称', minLength: 1, maxLength: 40 }),
      Limit: Type.Optional(Type.Integer({ title: '条数', minimum: 1, maximum: 50 })),
    }),
    data: Type.Array(SchoolBrief),
  }),
  'School/SchoolInfo': endpoint({ summary: '院校详情', auth: 'optional', body: Type.Object({ SchoolId: schoolId() }), data: SchoolDetail }),
  'School/SchoolRank': endpoint({
    summary: '院校录取难度排名（按某省某年某科类的最低录取位次中位数）',
    auth: 'optional',
    body: Type.Object({
      ProvinceId: F.provinceId(),
      Year: Type.Optional(F.year()),
      SubjectType: F.subjectType(),
      Level: Type.Optional(level()),
      Tag: Type.Optional(Type.Union([Type.Literal('985'), Type.Literal('211'), Type.Literal('双一流')], { title: '院校标签' })),
      SchoolProvinceId: Type.Optional(Type.Integer({ title: '院校所在省份', minimum: 11, maximum: 82 })),
      ...paging,
    }),
    data: Type.Object({
      List: Type.Array(RankedSchool),
      Total: Int(),
      Basis: RankingBasis,
      Method: Str('排名方法与样本量说明'),
      SampleSize: Int('参与计算的录取数据总条数'),
      Years: Type.Array(Type.Integer(), { description: '该省该科类有录取位次数据的年份' }),
      /** how many schools each year's data can rank (the default year is the newest one that covers enough of them) */
      YearCoverage: Type.Array(Type.Object({ Year: Int(), Schools: Int('该年可排名的院校数'), Level: Str('该年使用的数据层级') })),
    }),
  }),
  'School/CompareCollege': endpoint({
    summary: '院校对比（2–4 所）',
    auth: 'optional',
    body: Type.Object({
      SchoolIds: Type.Array(schoolId(), { title: '对比院校', minItems: 2, maxItems: 4, uniqueItems: true }),
      ProvinceId: Type.Optional(F.provinceId()),
      SubjectType: Type.Optional(F.subjectType()),
    }),
    data: Type.Object({
      Schools: Type.Array(
        Type.Object({
          School: SchoolDetail,
          /** latest ordinary institution/group line in the chosen province and track (lowest of its groups) */
          LatestLine: Nullable(AdmissionLine),
          MajorCount: Int('我们数据中开设的本科目录专业数'),
          PlanCount: Nullable(Int('最近一年在所选省份的计划人数合计')),
          PlanYear: Nullable(Int()),
          PlanSource: Nullable(Source),
        }),
      ),
      ProvinceId: Nullable(Int()),
      SubjectType: Nullable(Int()),
    }),
  }),
  'School/SchoolSpecialty': endpoint({
    summary: '院校开设专业（来自招生计划与录取数据）',
    auth: 'optional',
    body: Type.Object({ SchoolId: schoolId(), ProvinceId: Type.Optional(F.provinceId()) }),
    data: Type.Object({
      List: Type.Array(
        Type.Object({
          MajorName: Str('原文专业名称'),
          CatalogCode: Nullable(Str()),
          ClassName: Str(),
          DisciplineName: Str(),
          Years: Type.Array(Type.Integer()),
          Provinces: Type.Array(Type.Integer()),
          RowCount: Int(),
          PlanCount: Nullable(Int('我们数据中的计划人数合计；没有任何计划数据时为 null（不是 0 人）')),
          Source: Source,
        }),
      ),
      Note: Str(),
    }),
  }),
  'School/SchoolSpecialtyScoreLine': endpoint({
    summary: '院校专业录取分数线',
    auth: 'optional',
    body: Type.Object({
      SchoolId: schoolId(),
      ProvinceId: F.provinceId(),
      Year: Type.Optional(F.year()),
      SubjectType: Type.Optional(F.subjectType()),
      IncludeSpecial: Type.Optional(includeSpecial()),
      ...paging,
    }),
    data: Type.Object({ List: Type.Array(AdmissionLine), Total: Int(), Years: Type.Array(Type.Integer()) }),
  }),
  'School/SchoolEnrollment': endpoint({
    summary: '院校历年录取线（院校/专业组，按年份，用于趋势图）',
    auth: 'optional',
    body: Type.Object({
      SchoolId: schoolId(),
      ProvinceId: F.provinceId(),
      SubjectType: Type.Optional(F.subjectType()),
      Year: Type.Optional(F.year()),
      IncludeSpecial: Type.Optional(includeSpecial()),
    }),
    data: Type.Object({
      List: Type.Array(AdmissionLine),
      /**
       * one point per year: the lowest ordinary line of the school itself (not of its campuses, joint institutes or
       * separately listed units) in its first batch of that year (院校线，无则专业组最低)
       */
      Trend: Type.Array(
        Type.Object({
          Year: Int(),
          SubjectType: SubjectTypeOut,
          BatchName: Str('该点所在批次'),
          MinScore: Nullable(Num()),
          MinRank: Nullable(Int()),
          IsDerived: Type.Boolean(),
          Source: Source,
        }),
      ),
      Years: Type.Array(Type.Integer()),
    }),
  }),
  'School/SchoolEnrollmentDirection': endpoint({
    summary: '院校招生省份与年份（我们有数据的省份、年份、科类）',
    auth: 'optional',
    body: Type.Object({ SchoolId: schoolId() }),
    data: Type.Array(
      Type.Object({
        ProvinceId: Int(),
        ProvinceName: Str(),
        Years: Type.Array(Type.Integer()),
        SubjectTypes: Type.Array(Type.Integer()),
        /**
         * the track chips of this province's data, named by its exam in the years the data covers: 物理类 / 历史类
         * after a 3+1+2 reform, 综合 under 3+3, 理科 / 文科 before it, 物理类/理科 when the data spans the reform
         */
        Tracks: Type.Array(Type.Object({ SubjectType: Int(), Name: Str() })),
        Kinds: Type.Array(Type.String(), { description: 'institution / group / major / plan' }),
        RowCount: Int(),
      }),
    ),
  }),
  'School/SchoolEnrollmentPlan': endpoint({
    summary: '院校招生计划',
    auth: 'optional',
    body: Type.Object({
      SchoolId: schoolId(),
      ProvinceId: Type.Optional(F.provinceId()),
      Year: Type.Optional(F.year()),
      SubjectType: Type.Optional(F.subjectType()),
      IncludeSpecial: Type.Optional(includeSpecial()),
      ...paging,
    }),
    data: Type.Object({ List: Type.Array(PlanRow), Total: Int(), Years: Type.Array(Type.Integer()), Note: Str('覆盖范围说明') }),
  }),
  'School/SchoolConstitutionList': endpoint({
    summary: '院校招生章程列表',
    auth: 'optional',
    body: Type.Object({ SchoolId: schoolId() }),
    data: Type.Array(Type.Object({ Id: Str(), SchoolId: Int(), Title: Str(), Year: Nullable(Int()), HasText: Type.Boolean(), Url: Str(), Message: Str() })),
  }),
  'School/SchoolConstitutionInfo': endpoint({
    summary: '招生章程详情',
    auth: 'optional',
    body: Type.Object({ Id: Type.String({ title: '章程', minLength: 1, maxLength: 40 }) }),
    data: Type.Object({
      Id: Str(),
      SchoolId: Int(),
      SchoolName: Str(),
      Title: Str(),
      Year: Nullable(Int()),
      HasText: Type.Boolean(),
      Sections: Type.Array(Type.Object({ Title: Str(), Content: Str() })),
      Message: Str('无原文时说明原因并给出官方链接'),
      Url: Str('学校招生网/官网'),
      Links: Type.Array(Type.Object({ Title: Str(), Url: Str() })),
      Source: Nullable(Source),
    }),
  }),
  'School/SchoolSelectExam': endpoint({
    summary: '院校选科要求（招生计划/录取数据中公布的）',
    auth: 'optional',
    body: Type.Object({ SchoolId: schoolId(), ProvinceId: Type.Optional(F.provinceId()), Year: Type.Optional(F.year()) }),
    data: Type.Object({
      List: Type.Array(
        Type.Object({
          ProvinceId: Int(),
          ProvinceName: Str(),
          Year: Int(),
          SubjectType: SubjectTypeOut,
          SubjectName: Str(),
          MajorGroup: Str('原表专业组（可能是数据整理者的内部键）'),
          GroupName: Str('专业组名称：原表印出的组名或「第N组」；原表没有组名时为空'),
          MajorName: Str(),
          Requirement: Str('原文'),
          /** parsed: track 首选; mode none 不限 / all 均须选考 / any 选考其一; subjects 再选科目 */
          Parsed: Type.Object({ Track: Nullable(Str()), Mode: Str('none / all / any / unknown'), Subjects: Type.Array(Type.String()) }),
          Source: Source,
        }),
      ),
      Note: Str(),
    }),
  }),
  'School/BaseCondition': endpoint({
    summary: '院校筛选条件（省份、城市、层次、类型、标签）',
    auth: 'optional',
    body: Type.Object({ ProvinceId: Type.Optional(F.provinceId()) }),
    data: Type.Object({
      Provinces: Type.Array(Type.Object({ ProvinceId: Int(), ProvinceName: Str(), SchoolCount: Int() })),
      Cities: Type.Array(Type.Object({ ProvinceId: Int(), City: Str(), SchoolCount: Int() }), { description: '给了 ProvinceId 时只含该省城市' }),
      Levels: Type.Array(Type.Object({ Key: Str(), Name: Str(), SchoolCount: Int() })),
      SchoolTypes: Type.Array(Type.Object({ Key: Str(), Name: Str(), SchoolCount: Int() })),
      Natures: Type.Array(Type.Object({ Key: Str('public / private'), Name: Str(), SchoolCount: Int() })),
      Tags: Type.Array(Type.Object({ Key: Str('985 / 211 / 双一流'), Name: Str(), SchoolCount: Int() })),
      TagNote: Str(),
      Source: Source,
    }),
  }),

  // ---- Specialty/*
  'Specialty/SpecialtyCategoryList': endpoint({
    summary: '本科专业目录：门类 → 专业类 → 专业',
    auth: 'optional',
    body: Type.Object({ CatalogYear: Type.Optional(catalogYear()) }),
    data: Type.Object({ CatalogYear: Int(), List: Type.Array(SpecialtyTreeDiscipline), MajorCount: Int(), Source: Source }),
  }),
  'Specialty/SpecialtyOrCategorySearch': endpoint({
    summary: '搜索专业或专业类/门类',
    auth: 'optional',
    body: Type.Object({ Keyword: keyword(), CatalogYear: Type.Optional(catalogYear()) }),
    data: Type.Object({
      Categories: Type.Array(Type.Object({ Kind: Str('门类 / 专业类'), Code: Str(), Name: Str(), MajorCount: Int() })),
      Specialties: Type.Array(SpecialtyBrief),
    }),
  }),
  'Specialty/SpecialtySearch': endpoint({
    summary: '搜索专业（分页）',
    auth: 'optional',
    body: Type.Object({ Keyword: keyword(), CatalogYear: Type.Optional(catalogYear()), ...paging }),
    data: Paged(SpecialtyBrief),
  }),
  'Specialty/SpecialtyList': endpoint({
    summary: '专业列表（按门类/专业类，分页）',
    auth: 'optional',
    body: Type.Object({
      DisciplineCode: Type.Optional(Type.String({ title: '学科门类', pattern: '^\\d{2}$' })),
      ClassCode: Type.Optional(Type.String({ title: '专业类', pattern: '^\\d{4}$' })),
      CatalogYear: Type.Optional(catalogYear()),
      ...paging,
    }),
    data: Paged(SpecialtyBrief),
  }),
  'Specialty/SpecialtyFullList': endpoint({
    summary: '全部本科专业',
    auth: 'optional',
    body: Type.Object({ CatalogYear: Type.Optional(catalogYear()) }),
    data: Type.Array(SpecialtyBrief),
  }),
  'Specialty/SpecialtyInfo': endpoint({
    summary: '专业详情',
    auth: 'optional',
    body: Type.Object({ MajorCode: majorCode() }),
    data: Type.Object({
      Major: SpecialtyBrief,
      InCatalog2025: Type.Boolean(),
      InCatalog2026: Type.Boolean(),
      Siblings: Type.Array(SpecialtyBrief, { description: '同一专业类的其他专业' }),
      SchoolCount: Int('我们数据中开设院校数'),
      PlanCount: Int('我们数据中的计划人数合计'),
      StatsNote: Str(),
      /** where SchoolCount / PlanCount come from (our own count over the collected data) */
      Source: Source,
    }),
  }),
  'Specialty/SpecialtyHotList': endpoint({
    summary: '热门专业（按我们数据中的开设院校数与计划人数）',
    auth: 'optional',
    body: Type.Object({ Limit: Type.Optional(Type.Integer({ title: '条数', minimum: 1, maximum: 100 })), ProvinceId: Type.Optional(F.provinceId()) }),
    data: Type.Object({ List: Type.Array(SpecialtyStat), Method: Str('热度的计算方法') }),
  }),
  'Specialty/SpecialtyRankList': endpoint({
    summary: '专业录取难度排名：开设该专业的院校按最低录取位次中位数排序',
    auth: 'optional',
    body: Type.Object({
      MajorCode: majorCode(),
      ProvinceId: F.provinceId(),
      Year: Type.Optional(F.year()),
      SubjectType: F.subjectType(),
      ...paging,
    }),
    data: Type.Object({
      Major: SpecialtyBrief,
      List: Type.Array(
        Type.Intersect([RankedSchool, Type.Object({ PrintedNames: Type.Array(Type.String()), MinScore: Nullable(Num('最近一条数据的最低分')) })]),
      ),
      Total: Int(),
      Basis: RankingBasis,
      Method: Str(),
      SampleSize: Int(),
      Years: Type.Array(Type.Integer()),
    }),
  }),
  'Specialty/SpecialtySchoolList': endpoint({
    summary: '开设某专业的院校',
    auth: 'optional',
    body: Type.Object({ MajorCode: majorCode(), ProvinceId: Type.Optional(F.provinceId()), ...paging }),
    data: Type.Object({ List: Type.Array(OfferingSchool), Total: Int(), Note: Str() }),
  }),

  // ---- Public/* (score lines)
  'Public/LineRank': endpoint({
    summary: '分数查位次（一分一段）',
    auth: 'optional',
    body: Type.Object({
      ProvinceId: F.provinceId(),
      Year: F.year(),
      SubjectType: F.subjectType(),
      Score: F.score(),
      Usage: Type.Optional(usage()),
      TableId: Type.Optional(tableId()),
    }),
    data: LineRankResult,
  }),
  'Public/LineRankList': endpoint({
    summary: '一分一段表（分段图数据）',
    auth: 'optional',
    body: Type.Object({
      ProvinceId: F.provinceId(),
      Year: F.year(),
      SubjectType: F.subjectType(),
      Usage: Type.Optional(usage()),
      TableId: Type.Optional(tableId()),
    }),
    data: Type.Object({ Table: RankTableInfo, List: Type.Array(RankSegment), Source: Source }),
  }),
  'Public/LineRankYears': endpoint({
    summary: '某省有哪些年份/科类的一分一段表',
    auth: 'optional',
    body: Type.Object({ ProvinceId: F.provinceId() }),
    data: Type.Array(RankTableInfo),
  }),
  'Public/LineBatchList': endpoint({
    summary: '批次线/省控线',
    auth: 'optional',
    body: Type.Object({
      ProvinceId: F.provinceId(),
      Year: Type.Optional(F.year()),
      SubjectType: Type.Optional(F.subjectType()),
      IncludeSpecial: Type.Optional(includeSpecial()),
    }),
    data: Type.Object({ List: Type.Array(BatchLine), Years: Type.Array(Type.Integer()) }),
  }),
  'Public/EnrollmentPlan': endpoint({
    summary: '招生计划查询（省份、年份、科类、院校/专业关键词）',
    auth: 'optional',
    body: Type.Object({
      ProvinceId: F.provinceId(),
      Year: Type.Optional(F.year()),
      SubjectType: Type.Optional(F.subjectType()),
      Keyword: Type.Optional(keyword()),
      SchoolId: Type.Optional(schoolId()),
      Batch: Type.Optional(Type.String({ title: '批次', minLength: 1, maxLength: 40 })),
      IncludeSpecial: Type.Optional(includeSpecial()),
      ...paging,
    }),
    data: Type.Object({
      List: Type.Array(PlanRow),
      Total: Int(),
      Years: Type.Array(Type.Integer(), { description: '该省有计划数据的年份' }),
      Batches: Type.Array(Type.String()),
      Note: Str('覆盖范围说明（只有部分省份有招生计划数据）'),
    }),
  }),

  // ---- Lookup/* (extra calls of this product, not in the original app)
  'Lookup/AdmissionLineList': endpoint({
    summary: '录取数据查询（院校/专业组/专业，按省份年份科类）',
    auth: 'optional',
    body: Type.Object({
      ProvinceId: F.provinceId(),
      Year: Type.Optional(F.year()),
      SubjectType: Type.Optional(F.subjectType()),
      Level: admissionLevel(),
      Keyword: Type.Optional(keyword()),
      SchoolId: Type.Optional(schoolId()),
      Batch: Type.Optional(Type.String({ title: '批次', minLength: 1, maxLength: 40 })),
      /** only rows whose source is the provincial authority */
      OfficialOnly: Type.Optional(Type.Boolean({ title: '只看考试院数据' })),
      IncludeSpecial: Type.Optional(includeSpecial()),
      ...paging,
    }),
    data: Type.Object({ List: Type.Array(AdmissionLine), Total: Int(), Years: Type.Array(Type.Integer()), Batches: Type.Array(Type.String()) }),
  }),
  'Lookup/GlobalSearch': endpoint({
    summary: '首页搜索：院校与专业',
    auth: 'optional',
    body: Type.Object({ Keyword: keyword(), Limit: Type.Optional(Type.Integer({ title: '条数', minimum: 1, maximum: 30 })) }),
    data: Type.Object({ Schools: Type.Array(SchoolBrief), Specialties: Type.Array(SpecialtyBrief), SchoolTotal: Int(), SpecialtyTotal: Int() }),
  }),
  'Lookup/EquivalentScore': endpoint({
    summary: '等位分（位次法）：今年分数在往年对应的分数',
    auth: 'optional',
    body: Type.Object({
      ProvinceId: F.provinceId(),
      Year: F.year(),
      SubjectType: F.subjectType(),
      Score: F.score(),
      TargetYears: Type.Optional(Type.Array(F.year(), { title: '目标年份', maxItems: 10 })),
    }),
    data: Type.Object({ Rank: Nullable(Int()), Source: Source, List: LineRankResult.properties.Equivalents }),
  }),
  'Lookup/ScaledScoreSchemes': endpoint({
    summary: '赋分方案（3+1+2 再选科目等级赋分及各省差异、3+3 等级）',
    auth: 'optional',
    body: Type.Object({ ProvinceId: Type.Optional(F.provinceId()) }),
    data: Type.Array(ScaledScheme),
  }),
  'Lookup/ScaledScore': endpoint({
    summary: '等级赋分换算：原始分 → 赋分',
    auth: 'optional',
    body: Type.Object({
      Scheme: Type.Optional(Type.String({ title: '赋分方案', minLength: 1, maxLength: 20 })),
      ProvinceId: Type.Optional(F.provinceId()),
      RawScore: Type.Optional(Type.Number({ title: '原始分', minimum: 0, maximum: 100 })),
      /** the raw-score range of the student's grade (Y₁..Y₂), as published for the exam */
      GradeRawHigh: Type.Optional(Type.Number({ title: '等级原始分上限', minimum: 0, maximum: 100 })),
      GradeRawLow: Type.Optional(Type.Number({ title: '等级原始分下限', minimum: 0, maximum: 100 })),
      /** share of candidates scoring higher, in percent (0–100): picks the grade */
      PercentAbove: Type.Optional(Type.Number({ title: '高于本人的考生比例', minimum: 0, maximum: 100 })),
      Grade: Type.Optional(Type.String({ title: '等级', minLength: 1, maxLength: 4 })),
    }),
    data: Type.Object({
      Scheme: ScaledScheme,
      Grade: Str(),
      ScaledHigh: Num(),
      ScaledLow: Num(),
      /** exact scaled score when the raw score and the grade's raw range are given */
      ScaledScore: Nullable(Int()),
      Steps: Type.Array(Type.String(), { description: '计算过程' }),
      IsDerived: Type.Boolean(),
      /** the scheme's source (the score itself is computed by us: IsDerived) */
      Source: Source,
    }),
  }),
}

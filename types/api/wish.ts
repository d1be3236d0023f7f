/**
 * Wish filling (issue 8): batches and province rules, 冲/稳/保 recommendations with an admission probability,
 * and the student's wish tables (志愿表) with their whole-table outcome (滑档风险).
 *
 * Vocabulary
 * - A **unit** (填报单位) is what one wish names: a 院校 (traditional provinces), a 院校专业组 (group provinces)
 *   or a 专业+院校 (major provinces); the majors inside a group are units too (`ParentUnitId` = the group).
 *   `UnitId` is stable for a province, track and batch across years and restarts (a hash of the unit's
 *   normalised key): a wish row stores it.
 * - `BatchId` is the kind of batch, the same number in every province (see BATCH_IDS); the province and year
 *   come from the student.
 * - `Probability` is the integer percent chance that the unit's lowest admitted rank this year is at or behind
 *   the student's rank, from the unit's history (model in server/engine/wish, measured by `npm run backtest`,
 *   docs/backtest.md). It is null, with `Reason`, when the history is too thin: never invented.
 * - `Band` follows from Probability by the thresholds of one config (`Wish/BandConfig`): 冲 / 稳 / 保 / 垫, or null
 *   below the 冲 floor (not recommended, still findable) and when Probability is null.
 * - "Forecast" calls (names ending in Forecast, or WishType 1) serve a student without an official score: the
 *   score is an estimate, the latest published 一分一段 table stands in for this year's, the student's own
 *   uncertainty widens every probability, and every answer carries `IsForecast: true` (shown as 预估).
 * Recommendation calls take province, exam year, track, subjects and score (or rank) from the token's exam
 * profile; any of them in the body overrides the profile for that call only (simulated filling).
 */
import { Type, endpoint, F, type TSchema } from '../schema'
import { SelectSubjectList } from './profile'
import { Source } from './lookup'

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()])
const Int = (description?: string) => Type.Integer(description ? { description } : {})
const Str = (description?: string) => Type.String(description ? { description } : {})

/** Batch kinds. The same id in every province; a province offers some of them (Wish/BatchList). */
export const BATCH_IDS = {
  /** 本科提前批 (军警、公费师范 …: special paths, listed but not recommended) */
  UNDERGRAD_EARLY: 1,
  /** the ordinary parallel 本科 batch: 本科批 / 本科普通批 / 普通类本科批次 / 本科批B段 / 平行录取第一段 */
  UNDERGRAD: 2,
  /** 本科一批 (traditional 文理 provinces) */
  UNDERGRAD_1: 3,
  /** 本科二批 (traditional 文理 provinces) */
  UNDERGRAD_2: 4,
  /** 专科（高职）提前批 */
  VOCATIONAL_EARLY: 5,
  /** 专科（高职）批 */
  VOCATIONAL: 6,
  /** 特殊类型招生 (强基、综合评价 …) */
  SPECIAL: 7,
} as const

export const BandName = Type.Union([Type.Literal('冲'), Type.Literal('稳'), Type.Literal('保'), Type.Literal('垫')], {
  title: '冲稳保',
  description: '冲：有机会但不到一半；稳：较有把握；保：很有把握；垫：几乎确定（阈值见 Wish/BandConfig）',
})

export const UnitLevel = Type.Union([Type.Literal('institution'), Type.Literal('group'), Type.Literal('major')], {
  description: 'institution 院校；group 院校专业组；major 专业（专业+院校，或专业组内的专业）',
})

export const FillMode = Type.Union([Type.Literal('院校专业组'), Type.Literal('专业(类)+院校'), Type.Literal('传统院校+专业')])

// ---------------------------------------------------------------------------------------------------
// Request fields

export const unitId = () => Type.String({ title: '填报单位', minLength: 4, maxLength: 40, pattern: '^[a-z][0-9a-z]+$', description: '推荐行的 UnitId' })
const batchId = () => Type.Integer({ title: '批次', minimum: 1, maximum: 7, description: '批次类型 ID（见 Wish/BatchList）' })
/** 本科专业目录 code prefixes (门类 2, 专业类 4 or 专业 6 digits), any of them */
const majorCodes = () =>
  Type.Array(Type.String({ pattern: '^\\d{2}(\\d{2}(\\d{2})?)?$' }), { title: '相关专业（任一）', minItems: 1, maxItems: 30, uniqueItems: true })

export const wishId = () => Type.Integer({ title: '志愿表', minimum: 1, maximum: 2147483647 })
const rank = () => Type.Integer({ title: '位次', minimum: 1, maximum: 2000000 })
const keyword = (title: string) => Type.String({ title, minLength: 1, maxLength: 40 })
const wishType = () => Type.Union([Type.Literal(0), Type.Literal(1)], { title: '填报类型', description: '0 实考分填报，1 预估分填报' })

/** who the recommendation is for: the profile unless overridden (simulated filling sends its own score) */
const StudentOverride = {
  ProvinceId: Type.Optional(F.provinceId()),
  Year: Type.Optional(F.year()),
  SubjectType: Type.Optional(F.subjectType()),
  SelectSubjectList: Type.Optional(SelectSubjectList),
  Score: Type.Optional(F.score()),
  /** an official rank from the student's score report; otherwise the rank is looked up from the score */
  Rank: Type.Optional(rank()),
}

const Filters = {
  BatchId: Type.Optional(batchId()),
  Band: Type.Optional(BandName),
  /** include units below the 冲 floor and units without a probability (default false: only 冲/稳/保/垫) */
  IncludeUnrated: Type.Optional(Type.Boolean({ title: '包含不推荐' })),
  /** include units whose 选科要求 the student does not meet (default false) */
  IncludeIneligible: Type.Optional(Type.Boolean({ title: '包含选科不符' })),
  /** school name, abbreviation or code; major name */
  Keyword: Type.Optional(keyword('关键词')),
  SchoolId: Type.Optional(Type.Integer({ title: '院校', minimum: 1, maximum: 99999999 })),
  /** province of the school (院校所在地) */
  SchoolProvinceIds: Type.Optional(Type.Array(F.provinceId(), { title: '院校所在省份', maxItems: 34, uniqueItems: true })),
  /** home: schools in the student's province; other: elsewhere */
  Region: Type.Optional(Type.Union([Type.Literal('home'), Type.Literal('other')], { title: '地区' })),
  Is985: Type.Optional(Type.Boolean({ title: '985' })),
  Is211: Type.Optional(Type.Boolean({ title: '211' })),
  IsDoubleFirstClass: Type.Optional(Type.Boolean({ title: '双一流' })),
  /** false: public schools only */
  IsPrivate: Type.Optional(Type.Boolean({ title: '民办' })),
  /** 中外合作办学, 民办 and high-tuition units (one policy in every list): false leaves them out; lists include them by default, 一键生成 does not */
  IncludeCostly: Type.Optional(Type.Boolean({ title: '含中外合作办学、民办和高学费' })),
  SchoolType: Type.Optional(Type.String({ title: '院校类型', minLength: 1, maxLength: 10 })),
  /** 本科专业目录 门类 / 专业类 / 专业 code prefix (2, 4 or 6 digits): units that offer such a major */
  MajorCode: Type.Optional(Type.String({ title: '专业', pattern: '^\\d{2}(\\d{2}(\\d{2})?)?$' })),
  /**
   * several code prefixes, any of them (an occupation's or a test report's related 专业类): units that offer a major
   * of one of them. The client shows this filter to the student with a way to clear it — never a hidden one.
   */
  MajorCodes: Type.Optional(majorCodes()),
  /** probability (default: 冲 first, then by probability) or predicted rank */
  Sort: Type.Optional(Type.Union([Type.Literal('probability'), Type.Literal('rank')], { title: '排序' })),
  PageIndex: Type.Optional(F.pageIndex()),
  PageSize: Type.Optional(F.pageSize()),
}

export const RecommendQuery = Type.Object({ ...StudentOverride, ...Filters }, { additionalProperties: false })

// ---------------------------------------------------------------------------------------------------
// Answers

export const Elective = Type.Object({
  /** as printed by the source ('' when the source prints none) */
  Text: Str(),
  Track: Nullable(Type.Union([Type.Literal('物理'), Type.Literal('历史')])),
  /** none 不限 · all 均须选考 · any 选考其中一门 · unknown 无法识别（以原文为准） */
  Mode: Type.Union([Type.Literal('none'), Type.Literal('all'), Type.Literal('any'), Type.Literal('unknown')]),
  Subjects: Type.Array(Type.String()),
  /** whether the student's subjects meet it; null when unknown */
  Meets: Nullable(Type.Boolean()),
})

/** How a history year's lowest rank was obtained. */
export const RankMethod = Type.Union([Type.Literal('published'), Type.Literal('table'), Type.Literal('anchors'), Type.Literal('same-score')], {
  description:
    'published 来源公布的最低位次（或按当年一分一段表由最低分确定）；table 由最低分按当年一分一段表推算；anchors 当年无一分一段表，按当年其他院校公布的“分数-位次”对照推算；same-score 当年无表，按下一年的表同分推算（误差最大）',
})

export const HistoryPoint = Type.Object({
  Year: Int(),
  MinScore: Nullable(Type.Number()),
  /** the lowest admitted rank of that year (cumulative 位次) */
  MinRank: Int(),
  RankMethod,
  /** that rank carried to the target year's cohort (位次 × 今年考生规模 / 当年考生规模) */
  EquivalentRank: Int(),
  /** weight of this year in the prediction (0–1) */
  Weight: Type.Number(),
  PlanCount: Nullable(Int()),
  Source: Source,
  /** the 一分一段 table the rank was placed by (RankMethod table / same-score); absent or null otherwise */
  RankSource: Type.Optional(Nullable(Source)),
})

export const Explanation = Type.Object({
  /** one sentence a parent understands */
  Summary: Str(),
  /** the reasoning, step by step, in Chinese */
  Steps: Type.Array(Type.String()),
  /** spread of the log-rank prediction error used (total, unit, common) */
  Sigma: Type.Number(),
  SigmaUnit: Type.Number(),
  SigmaCommon: Type.Number(),
  /** degrees of freedom of the error distribution (heavy tails) */
  Nu: Type.Number(),
  ModelVersion: Str(),
})

export const RecommendRow = Type.Object({
  UnitId: Str(),
  Level: UnitLevel,
  BatchId: Int(),
  /** the group this major belongs to (majors inside a 院校专业组), else null */
  ParentUnitId: Nullable(Str()),
  SchoolId: Nullable(Int('国标院校代码数值；无法对应教育部名单时为 null')),
  SchoolName: Str('院校名称（原表）'),
  SchoolCode: Str('院校代码（原表，各省口径不同）'),
  SchoolProvinceName: Str(),
  City: Str(),
  Is985: Nullable(Type.Boolean()),
  Is211: Nullable(Type.Boolean()),
  IsDoubleFirstClass: Nullable(Type.Boolean()),
  IsPrivate: Nullable(Type.Boolean()),
  SchoolType: Nullable(Str()),
  /** 院校专业组 code as printed ('' for other levels) and a display name such as 第103组 */
  GroupCode: Str(),
  GroupName: Str(),
  /** major of a major-level unit ('' otherwise) */
  MajorName: Str(),
  MajorCode: Str(),
  /** majors offered in the group as our data knows them (names), for group units */
  MajorNames: Type.Array(Type.String()),
  Elective: Elective,
  /** this year's plan when published in our data (吉林/西藏/云南 …), else null */
  PlanCount: Nullable(Int()),
  History: Type.Array(HistoryPoint),
  StudentRank: Int(),
  PredictedRank: Nullable(Int('预测今年最低录取位次')),
  /** 80 % interval of this year's lowest admitted rank */
  RankLow: Nullable(Int()),
  RankHigh: Nullable(Int()),
  Probability: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  /** why Probability is null or the unit is not recommended (for a unit the student cannot be 投档 for: which 选科 and why) */
  Reason: Nullable(Str()),
  /** 中外合作办学 / 民办 / 高学费 labels, shown on every row that has them (one policy in every province and list) */
  CostLabels: Type.Optional(Type.Array(Str(), { maxItems: 4 })),
  /** this year's tuition as the plan book prints it, when our data holds it */
  Tuition: Type.Optional(Type.Union([Str(), Type.Null()])),
  /** what the student should check on this row and where: 选科要求 or the group's majors our data does not hold */
  Caveats: Type.Optional(Type.Array(Str(), { maxItems: 4 })),
  Band: Nullable(BandName),
  IsForecast: Type.Boolean(),
  Explanation: Explanation,
})

export const StudentContext = Type.Object({
  ProvinceId: Int(),
  ProvinceName: Str(),
  Year: Int('高考年份（预测的目标年份）'),
  SubjectType: Int(),
  SubjectName: Str('物理类 / 历史类 / 综合 / 理科 / 文科'),
  SelectSubjectList: Type.Array(Type.String()),
  Score: Nullable(Type.Number()),
  Rank: Int('用于推荐的位次'),
  /** rank range when the score falls in a merged band (e.g. 690 分及以上) */
  RankFrom: Int(),
  RankTo: Int(),
  /** published: the student's own rank; table: looked up in TableYear's 一分一段表 */
  RankBasis: Type.Union([Type.Literal('published'), Type.Literal('table')]),
  TableYear: Nullable(Int()),
  TableSource: Nullable(Source),
  FillMode: FillMode,
  IsForecast: Type.Boolean(),
  /** e.g. 2027 年一分一段表未公布，用 2026 年表代替 */
  Note: Str(),
})

export const BandCount = Type.Object({
  冲: Int(),
  稳: Int(),
  保: Int(),
  垫: Int(),
  /** below the 冲 floor */
  不推荐: Int(),
  /** history too thin for a probability */
  无概率: Int(),
  /** 选科要求 not met (counted apart, not in the bands) */
  选科不符: Int(),
})

export const RecommendPage = Type.Object({
  Total: Int(),
  List: Type.Array(RecommendRow),
  Counts: BandCount,
  Student: StudentContext,
  /**
   * with a major filter (MajorCode / MajorCodes): how many units of the batch have majors we know (a group's majors are
   * known only where the source prints them), so that the student reads the filtered list for what it is
   */
  MajorFilter: Type.Optional(
    Type.Object({
      Known: Int(),
      Of: Int(),
      Note: Str(),
      /** the codes filtered by, named from the 2026 本科专业目录 (门类, 专业类 or 专业) */
      Names: Type.Array(Type.Object({ Code: Str(), Name: Str() })),
    }),
  ),
})

export const RecommendStat = Type.Object({ Total: Int(), Counts: BandCount, Student: StudentContext })

export const ProvinceRule = Type.Object({
  ProvinceId: Int(),
  ProvinceName: Str(),
  Year: Int(),
  /** the year of the document the rule comes from; differs from Year when carried over (see Note) */
  RuleYear: Int(),
  ExamMode: Str('3+1+2 / 3+3 / 文理'),
  FillMode: FillMode,
  WishCount: Int('本批次平行志愿数'),
  MajorsPerGroup: Int('每个志愿可填专业数（专业+院校模式为 1）'),
  Adjustment: Type.Object({ Exists: Type.Boolean(), Scope: Str() }),
  Confidence: Str('high / medium / low'),
  Note: Str(),
  Sources: Type.Array(Type.String(), { description: '依据（考试院文件地址等）' }),
})

export const Batch = Type.Object({
  BatchId: Int(),
  Name: Str('该省公布的批次名称'),
  Kind: Str('early / undergrad / undergrad-1 / undergrad-2 / vocational-early / vocational / special'),
  /** whether we recommend in this batch (ordinary parallel batches with history) */
  Recommendable: Type.Boolean(),
  /** units with history in our data for the student's track */
  UnitCount: Int(),
  Rule: ProvinceRule,
  Note: Str(),
  /** admission years our data holds for this batch at the level it is filled by (provincial tables), newest first */
  YearsHeld: Type.Array(Int()),
  /** plain-Chinese note on those years: which is the latest, and a gap to the exam year if the last one is not loaded yet */
  YearsNote: Str(),
  /** years from the newest year held to the exam year: 1 as usual, 2 when last summer's lines are not in our data yet; 0 when none is held */
  YearsGap: Int(),
})

export const BandConfig = Type.Object({
  /** Min and Max both inclusive (integer percent) */
  Bands: Type.Array(Type.Object({ Band: BandName, Min: Type.Integer(), Max: Type.Integer(), Meaning: Str() })),
  /** below this Probability a unit is not recommended */
  Floor: Type.Integer(),
  /** a table whose 滑档风险 is at or above this asks for confirmation before saving */
  SlipWarn: Type.Integer(),
  ModelVersion: Str(),
  /** how the probabilities fared when predicting a past year (npm run backtest); null when not measured */
  Backtest: Nullable(
    Type.Object({
      Year: Int('被检验的年份'),
      Units: Int(),
      Pairs: Int(),
      Provinces: Type.Array(Type.String()),
      /** mean stated probability and realised admission rate per band, percent */
      Bands: Type.Array(Type.Object({ Band: Str(), Pairs: Int(), Stated: Type.Number(), Realised: Type.Number() })),
      /** Brier score (lower is better) of ours and of the rules other apps use */
      Brier: Type.Array(Type.Object({ Rule: Str(), Brier: Type.Number() })),
      /** provinces where a simpler rule predicted better than ours */
      WeakerProvinces: Type.Array(Type.String()),
      Document: Str(),
      /** the newest admission year the forecast read (Year − 1; Year − 2 for a student two years ahead) */
      HistoryUntil: Type.Optional(Int()),
      /** the same measured two years ahead: a student who sits the exam next year, before last summer's lines are in our data */
      TwoYearsAhead: Type.Optional(
        Nullable(
          Type.Object({
            Year: Int(),
            HistoryUntil: Int(),
            Units: Int(),
            Pairs: Int(),
            Bands: Type.Array(Type.Object({ Band: Str(), Pairs: Int(), Stated: Type.Number(), Realised: Type.Number() })),
            Brier: Type.Array(Type.Object({ Rule: Str(), Brier: Type.Number() })),
          }),
        ),
      ),
    }),
  ),
})

// ---------------------------------------------------------------------------------------------------
// Wish tables

export const WishItemInput = Type.Object(
  {
    UnitId: unitId(),
    /** majors chosen inside a group, in order, by name (as GroupMajor.MajorName, or typed when our data lists none) */
    Majors: Type.Optional(Type.Array(Type.String({ title: '专业', minLength: 1, maxLength: 60 }), { title: '组内专业', maxItems: 20 })),
    /** 服从专业调剂 (group and traditional provinces); default true */
    Adjust: Type.Optional(Type.Boolean({ title: '服从调剂' })),
  },
  { additionalProperties: false },
)

export const CheckIssue = Type.Object({
  /** count, duplicate, majors, elective, adjust, order, slip, unknown-unit, thin-history, rule */
  Kind: Str(),
  /** error: the table cannot be saved; warning: can be saved, the parent should look */
  Level: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  /** 1-based wish positions concerned ([] for the whole table) */
  Positions: Type.Array(Type.Integer()),
  Message: Str('家长能看懂的一句话'),
})

export const WishItem = Type.Intersect([
  RecommendRow,
  Type.Object({
    Position: Int('志愿序号（从 1 起）'),
    Majors: Type.Array(Type.String()),
    Adjust: Type.Boolean(),
    /** P(admitted at this wish) = P(not admitted at an earlier one and admitted here), integer percent */
    AdmitHere: Type.Integer({ minimum: 0, maximum: 100 }),
  }),
])

export const WishCheck = Type.Object({
  Items: Type.Array(WishItem),
  /** integer percent chance of being admitted by none of the rows (滑档风险) */
  SlipRisk: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  /** chance of being admitted by one of the rows = 100 − SlipRisk */
  AdmitAny: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  /** rows whose probability is unknown: SlipRisk counts them as 0 % chance (pessimistic) */
  UnratedCount: Int(),
  Issues: Type.Array(CheckIssue),
  Rule: ProvinceRule,
  Student: StudentContext,
  Counts: BandCount,
})

export const WishTableBody = Type.Object(
  {
    /** present: replace that table (all or nothing) */
    WishId: Type.Optional(wishId()),
    BatchId: batchId(),
    Name: Type.String({ title: '志愿表名称', minLength: 1, maxLength: 30 }),
    WishType: Type.Optional(wishType()),
    Items: Type.Array(WishItemInput, { title: '志愿', minItems: 1, maxItems: 120 }),
    ...StudentOverride,
  },
  { additionalProperties: false },
)

export const WishSummary = Type.Object({
  WishId: Int(),
  Name: Str(),
  BatchId: Int(),
  BatchName: Str(),
  /** how the table's province fills (which detail page shows it) */
  FillMode: Type.Optional(FillMode),
  ProvinceId: Int(),
  ProvinceName: Str(),
  Year: Int(),
  WishType: Int(),
  IsForecast: Type.Boolean(),
  ItemCount: Int(),
  SlipRisk: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  ErrorCount: Int(),
  WarningCount: Int(),
  Score: Nullable(Type.Number()),
  Rank: Int(),
  CreatedAt: Str(),
  UpdatedAt: Str(),
})

export const WishDetail = Type.Intersect([WishSummary, Type.Object({ Items: Type.Array(WishItem), Check: WishCheck })])

export const GroupMajor = Type.Object({
  /** UnitId of the major when our data has it as a unit, else null */
  UnitId: Nullable(Str()),
  MajorName: Str(),
  MajorCode: Str(),
  History: Type.Array(HistoryPoint),
  Probability: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  Reason: Nullable(Str()),
  Band: Nullable(BandName),
  Source: Nullable(Source),
})

// ---------------------------------------------------------------------------------------------------
// Calls

const recommend = (summary: string) => endpoint({ summary, auth: 'user', body: RecommendQuery, data: RecommendPage })
const stat = (summary: string) => endpoint({ summary, auth: 'user', body: RecommendQuery, data: RecommendStat })
const batches = Type.Object(
  { ProvinceId: Type.Optional(F.provinceId()), Year: Type.Optional(F.year()), SubjectType: Type.Optional(F.subjectType()) },
  { additionalProperties: false },
)
const ofUnit = Type.Object(
  { UnitId: unitId(), ...StudentOverride, BatchId: Type.Optional(batchId()), WishType: Type.Optional(wishType()) },
  { additionalProperties: false },
)
const suggest = Type.Object(
  {
    ...StudentOverride,
    BatchId: Type.Optional(batchId()),
    /** how many wishes to suggest (default: the province's wish count) */
    Count: Type.Optional(Type.Integer({ title: '志愿数', minimum: 3, maximum: 120 })),
    Is985: Type.Optional(Type.Boolean({ title: '985' })),
    Is211: Type.Optional(Type.Boolean({ title: '211' })),
    Region: Type.Optional(Type.Union([Type.Literal('home'), Type.Literal('other')], { title: '地区' })),
    MajorCode: Type.Optional(Type.String({ title: '专业', pattern: '^\\d{2}(\\d{2}(\\d{2})?)?$' })),
    MajorCodes: Type.Optional(majorCodes()),
    /** 中外合作办学, 民办 and high-tuition units: left out unless true */
    IncludeCostly: Type.Optional(Type.Boolean({ title: '含中外合作办学、民办和高学费' })),
  },
  { additionalProperties: false },
)
const suggestion = Type.Object({ Items: Type.Array(RecommendRow), Check: WishCheck })
const wishList = Type.Object({ PageIndex: Type.Optional(F.pageIndex()), PageSize: Type.Optional(F.pageSize()) }, { additionalProperties: false })
const wishListData = Type.Object({ Total: Int(), List: Type.Array(WishSummary) })
const ofWish = Type.Object({ WishId: wishId() }, { additionalProperties: false })

export const wishEndpoints = {
  'Wish/BatchList': endpoint({ summary: '可填报批次（含本省规则）', auth: 'user', body: batches, data: Type.Array(Batch) }),
  'Wish/NewExamBatchList': endpoint({ summary: '新高考可填报批次（含本省规则）', auth: 'user', body: batches, data: Type.Array(Batch) }),
  'Wish/TableHeadYear': endpoint({ summary: '推荐表头显示的历史年份', auth: 'user', body: batches, data: Type.Array(Type.Integer()) }),
  'Wish/NewExamTableHeadYear': endpoint({ summary: '新高考推荐表头显示的历史年份', auth: 'user', body: batches, data: Type.Array(Type.Integer()) }),
  'Wish/WishProvince': endpoint({
    summary: '可做志愿推荐的省份（有历年录取数据）',
    auth: 'optional',
    body: Type.Object({}, { additionalProperties: false }),
    data: Type.Array(
      Type.Object({ ID: Int(), ProvinceName: Str(), IsNewExam: Type.Boolean(), FillMode: FillMode, UnitCount: Int(), Years: Type.Array(Type.Integer()) }),
    ),
  }),
  'Wish/WishProvinceAll': endpoint({
    summary: '全部省份及其填报规则',
    auth: 'optional',
    body: Type.Object({}, { additionalProperties: false }),
    data: Type.Array(
      Type.Object({ ID: Int(), ProvinceName: Str(), IsNewExam: Type.Boolean(), FillMode: FillMode, WishCount: Int(), Recommendable: Type.Boolean() }),
    ),
  }),
  'Wish/WishYear': endpoint({
    summary: '可填报的高考年份',
    auth: 'optional',
    body: Type.Object({ ProvinceId: Type.Optional(F.provinceId()) }, { additionalProperties: false }),
    data: Type.Array(Type.Object({ Year: Int(), HasTable: Type.Boolean({ description: '该年一分一段表已公布（否则只能预估填报）' }) })),
  }),
  'Wish/BandConfig': endpoint({ summary: '冲稳保阈值与模型版本', auth: 'public', body: Type.Object({}, { additionalProperties: false }), data: BandConfig }),

  'Wish/SchoolFirstList': recommend('院校优先：按院校（专业组）推荐'),
  'Wish/SchoolFirstListForecast': recommend('院校优先（预估分）'),
  'Wish/SchoolFirstStat': stat('院校优先：冲稳保各有多少'),
  'Wish/SchoolFirstStatForecast': stat('院校优先：冲稳保各有多少（预估分）'),
  'Wish/SpecialtyFirstList': recommend('专业优先：按专业推荐'),
  'Wish/SpecialtyFirstListForecast': recommend('专业优先（预估分）'),
  'Wish/SpecialtyFirstStat': stat('专业优先：冲稳保各有多少'),
  'Wish/SpecialtyFirstStatForecast': stat('专业优先：冲稳保各有多少（预估分）'),
  'Wish/SpecialtyList': recommend('某院校的专业（需 SchoolId）'),
  'Wish/SpecialtyListForecast': recommend('某院校的专业（预估分）'),
  'Wish/NewExamScoreLine': recommend('新高考：按填报单位（专业组或专业+院校）推荐'),
  'Wish/NewExamScoreLineForecast': recommend('新高考推荐（预估分）'),
  'Wish/NewExamScoreLineForecastGroup': recommend('新高考推荐，按专业组（预估分）'),
  'Wish/NewExamScoreLineSuggestGroup': endpoint({ summary: '一键生成建议志愿表（冲稳保搭配）', auth: 'user', body: suggest, data: suggestion }),
  'Wish/NewExamSchoolScoreLine': recommend('新高考：某院校的填报单位（需 SchoolId）'),
  'Wish/NewExamSchoolScoreLineForecast': recommend('新高考：某院校的填报单位（预估分）'),
  'Wish/NewExamSchoolScoreLineForecastGroup': recommend('新高考：某院校的专业组（预估分）'),
  'Wish/NewExamSchoolScoreLineSpecialty': endpoint({
    summary: '专业组内的专业',
    auth: 'user',
    body: ofUnit,
    data: Type.Object({ Group: RecommendRow, Majors: Type.Array(GroupMajor) }),
  }),
  'Wish/NewExamSchoolScoreLineSpecialtyForecast': endpoint({
    summary: '专业组内的专业（预估分）',
    auth: 'user',
    body: ofUnit,
    data: Type.Object({ Group: RecommendRow, Majors: Type.Array(GroupMajor) }),
  }),
  'Wish/NewExamSchoolScoreLineSuggestGroup': endpoint({ summary: '某院校建议填报的专业组', auth: 'user', body: suggest, data: suggestion }),
  'Wish/MySelf': recommend('自主填报：全部填报单位（含不推荐的），可搜索'),
  'Wish/MySelfForecast': recommend('自主填报（预估分）'),
  'Wish/MySelfSearch': recommend('自主填报搜索（院校或专业名称，需 Keyword）'),
  'Wish/MySelfSearchForecast': recommend('自主填报搜索（预估分）'),
  'Wish/UnitDetail': endpoint({ summary: '一个填报单位的历年数据与解释', auth: 'user', body: ofUnit, data: RecommendRow }),
  'Wish/WishCheck': endpoint({ summary: '检查志愿表（不保存）：规则、选科、调剂、顺序与滑档风险', auth: 'user', body: WishTableBody, data: WishCheck }),

  'User/WishSave': endpoint({
    summary: '保存志愿表（全部成功或全部不变）',
    auth: 'user',
    body: WishTableBody,
    data: Type.Object({ WishId: Int(), Check: WishCheck }),
  }),
  'User/WishList': endpoint({ summary: '我的志愿表', auth: 'user', body: wishList, data: wishListData }),
  'User/WishDetail': endpoint({ summary: '志愿表详情（含每条概率与滑档风险）', auth: 'user', body: ofWish, data: WishDetail }),
  'User/WishDelete': endpoint({ summary: '删除志愿表', auth: 'user', body: ofWish, data: Type.Boolean() }),
  'User/WishSpecialtyGroupSave': endpoint({
    summary: '保存某个专业组志愿的组内专业与是否服从调剂',
    auth: 'user',
    body: Type.Object(
      {
        WishId: wishId(),
        UnitId: unitId(),
        Majors: Type.Array(Type.String({ title: '专业', minLength: 1, maxLength: 60 }), { title: '组内专业', maxItems: 20 }),
        Adjust: Type.Boolean({ title: '服从调剂' }),
      },
      { additionalProperties: false },
    ),
    data: WishDetail,
  }),
  'User/WishSpecialtyGroupDetail': endpoint({
    summary: '某个专业组志愿：可选专业、已选专业与是否服从调剂',
    auth: 'user',
    body: Type.Object({ WishId: wishId(), UnitId: unitId() }, { additionalProperties: false }),
    data: Type.Object({ Item: WishItem, Majors: Type.Array(GroupMajor), MajorsPerGroup: Int() }),
  }),
  'Student/WishList': endpoint({ summary: '我的志愿表', auth: 'user', body: wishList, data: wishListData }),
  'Student/WishDelete': endpoint({ summary: '删除志愿表', auth: 'user', body: ofWish, data: Type.Boolean() }),
  'Public/ProvinceWishCount': endpoint({
    summary: '某省本科普通批可填志愿数',
    auth: 'public',
    body: Type.Object({ ProvinceId: F.provinceId(), Year: Type.Optional(F.year()), BatchId: Type.Optional(batchId()) }, { additionalProperties: false }),
    data: Type.Integer({ description: '志愿个数' }),
  }),
}

/**
 * Wish-filling answers shaped exactly as the server sends them (types/api/wish.ts), with values taken from a
 * real 湖南 2026 物理类 560 分 answer, for the client tests.
 */
import type {
  Band,
  Batch,
  HistoryPoint,
  RecommendPage,
  RecommendRow,
  StudentContext,
  WishCheck,
  WishDetail,
  WishItem,
  WishSummary,
} from '../../../src/model/wish'

export const SOURCE: HistoryPoint['Source'] = {
  SourceClass: 'official-provincial',
  Label: '省考试院',
  Title: '湖南省2025年普通高校招生本科批(普通类)第一次投档分数线',
  Publisher: '湖南省教育考试院',
  Url: 'https://jyt.hunan.gov.cn/',
  Year: 2025,
  Sid: 530,
}

export const STUDENT: StudentContext = {
  ProvinceId: 43,
  ProvinceName: '湖南',
  Year: 2026,
  SubjectType: 2,
  SubjectName: '物理类',
  SelectSubjectList: ['物理', '化学', '生物'],
  Score: 560,
  Rank: 43928,
  RankFrom: 43123,
  RankTo: 43928,
  RankBasis: 'table',
  TableYear: 2026,
  TableSource: { ...SOURCE, Title: '湖南省2026年普通高考档分1分段统计表', Year: 2026, Sid: 511 },
  FillMode: '院校专业组',
  IsForecast: false,
  Note: '',
}

export const RULE: Batch['Rule'] = {
  ProvinceId: 43,
  ProvinceName: '湖南',
  Year: 2026,
  RuleYear: 2026,
  ExamMode: '3+1+2',
  FillMode: '院校专业组',
  WishCount: 45,
  MajorsPerGroup: 6,
  Adjustment: { Exists: true, Scope: '组内' },
  Confidence: 'medium',
  Note: 'evidence file cites a placeholder URL (t20260415_xxx) - treat as unverified quote',
  Sources: ['http://jyt.hunan.gov.cn/jyt/sjyt/hnsjyksy/'],
}

export function batch(over: Partial<Batch> = {}): Batch {
  return {
    BatchId: 2,
    Name: '本科批',
    Kind: 'undergrad',
    Recommendable: true,
    UnitCount: 2751,
    Rule: RULE,
    Note: '',
    YearsHeld: [2025],
    YearsNote: '已收录院校专业组投档数据：2025 年（最新 2025 年）',
    YearsGap: 1,
    ...over,
  }
}

export const BATCHES: Batch[] = [
  batch({
    BatchId: 1,
    Name: '本科提前批',
    Kind: 'early',
    Recommendable: false,
    UnitCount: 0,
    Note: '提前批、特殊类型招生各校条件不同（需查阅招生章程），不做概率推荐',
  }),
  batch(),
  batch({ BatchId: 6, Name: '专科批', Kind: 'vocational', UnitCount: 900 }),
]

const PROB: Record<Band, number> = { 冲: 20, 稳: 60, 保: 88, 垫: 99 }

let seq = 0
/** a group row of 湖南 (院校专业组) in a band; `n` makes the school and UnitId distinct */
export function row(band: Band | null, n = ++seq, over: Partial<RecommendRow> = {}): RecommendRow {
  const p = band ? PROB[band] : null
  return {
    UnitId: `g${String(n).padStart(6, '0')}abc`,
    Level: 'group',
    BatchId: 2,
    ParentUnitId: null,
    SchoolId: 10000 + n,
    SchoolName: `测试大学${n}`,
    SchoolCode: String(4300 + n),
    SchoolProvinceName: '湖南',
    City: '长沙市',
    Is985: n % 5 === 0 ? true : null,
    Is211: null,
    IsDoubleFirstClass: null,
    IsPrivate: false,
    SchoolType: null,
    GroupCode: `1${n} 第1${n}组`,
    GroupName: `第1${n}组`,
    MajorName: '',
    MajorCode: '',
    MajorNames: [],
    Elective: { Text: '', Track: null, Mode: 'unknown', Subjects: [], Meets: null },
    PlanCount: null,
    History: [
      { Year: 2025, MinScore: 550, MinRank: 44942, RankMethod: 'table', EquivalentRank: 42076, Weight: 0.7, PlanCount: null, Source: SOURCE },
      {
        Year: 2024,
        MinScore: 544,
        MinRank: 45813,
        RankMethod: 'table',
        EquivalentRank: 43765,
        Weight: 0.3,
        PlanCount: null,
        Source: { ...SOURCE, Year: 2024, Sid: 529 },
      },
    ],
    StudentRank: 43928,
    PredictedRank: p === null ? null : 42576,
    RankLow: p === null ? null : 36271,
    RankHigh: p === null ? null : 49977,
    Probability: p,
    Reason: p === null ? '历年数据不足：只有 1 年的录取位次' : null,
    Band: band,
    IsForecast: false,
    Explanation: {
      Summary: p === null ? '数据不足' : `预计最低位次约 42576（36271–49977），你的位次 43928，录取概率约 ${p}%（${band}）`,
      Steps: ['你的位次：560 分在 2026 年湖南物理类一分一段表中累计 43928 人。', '2025 年：最低分 550，最低位次 44942（来源：省考试院）。'],
      Sigma: 0.085,
      SigmaUnit: 0.07,
      SigmaCommon: 0.048,
      Nu: 2,
      ModelVersion: 'test-model',
    },
    ...over,
  }
}

export const COUNTS = { 冲: 82, 稳: 74, 保: 123, 垫: 1912, 不推荐: 560, 无概率: 934, 选科不符: 0 }

export function page(list: RecommendRow[], total = list.length, over: Partial<RecommendPage> = {}): RecommendPage {
  return { Total: total, List: list, Counts: COUNTS, Student: STUDENT, ...over }
}

export function item(r: RecommendRow, position: number, over: Partial<WishItem> = {}): WishItem {
  return { ...r, Position: position, Majors: [], Adjust: true, AdmitHere: Math.round((r.Probability ?? 0) / position), ...over }
}

export function check(rows: RecommendRow[], over: Partial<WishCheck> = {}): WishCheck {
  const items = rows.map((r, i) => item(r, i + 1))
  const counts = { 冲: 0, 稳: 0, 保: 0, 垫: 0, 不推荐: 0, 无概率: 0, 选科不符: 0 }
  for (const r of rows) {
    if (r.Band) counts[r.Band]++
    else counts.无概率++
  }
  return {
    Items: items,
    SlipRisk: 4,
    AdmitAny: 96,
    UnratedCount: 0,
    Issues: [
      { Kind: 'elective', Level: 'warning', Positions: items.map((i) => i.Position), Message: '这些志愿的选科要求我们没有数据，请对照今年的招生计划确认' },
    ],
    Rule: RULE,
    Student: STUDENT,
    Counts: counts,
    ...over,
  }
}

export function summary(over: Partial<WishSummary> = {}): WishSummary {
  return {
    WishId: 7,
    Name: '湖南2026本科批志愿表',
    BatchId: 2,
    BatchName: '本科批',
    ProvinceId: 43,
    ProvinceName: '湖南',
    Year: 2026,
    WishType: 0,
    IsForecast: false,
    ItemCount: 3,
    SlipRisk: 4,
    ErrorCount: 0,
    WarningCount: 1,
    Score: 560,
    Rank: 43928,
    CreatedAt: '2026-06-26T02:00:00.000Z',
    UpdatedAt: '2026-06-26T03:04:00.000Z',
    ...over,
  }
}

export function detail(rows: RecommendRow[], over: Partial<WishDetail> = {}): WishDetail {
  const c = check(rows)
  return { ...summary({ ItemCount: rows.length }), Items: c.Items, Check: c, ...over }
}

export const BAND_CONFIG = {
  Bands: [
    { Band: '冲' as const, Min: 10, Max: 45, Meaning: '有机会，但录取的可能不到一半：放在志愿表前部' },
    { Band: '稳' as const, Min: 45, Max: 80, Meaning: '录取的可能较大，但仍有相当风险' },
    { Band: '保' as const, Min: 80, Max: 95, Meaning: '很可能录取' },
    { Band: '垫' as const, Min: 95, Max: 100, Meaning: '几乎确定录取：放在志愿表最后兜底' },
  ],
  Floor: 10,
  SlipWarn: 10,
  ModelVersion: 'test-model',
}

/** Answers the page tests give, typed by the contract (types/): a change of a call's data breaks them here. */
import type { ApiData } from '../../types/endpoints'

/** a student as User/MemberInfo and User/StudentInfo answer */
export function student(over: Partial<ApiData<'User/MemberInfo'>> = {}): ApiData<'User/MemberInfo'> {
  return {
    UserId: 7,
    Mobile: '138****8000',
    NickName: '小明',
    Avatar: '',
    Gender: 0,
    ExamProvinceId: null,
    ExamProvinceName: '',
    ExamYear: null,
    SubjectType: null,
    SelectSubjectList: [],
    IsNewExam: false,
    Score: null,
    Rank: null,
    FinalScore: null,
    MemberType: -1,
    MemberExpireAt: null,
    SchoolName: '',
    ClassName: '',
    ProvinceCode: '',
    CityCode: '',
    DistrictCode: '',
    RecommendCode: '',
    HasPassword: true,
    CreatedAt: '2026-06-26T08:00:00.000Z',
    ...over,
  }
}

type Source = ApiData<'Public/LineRank'>['Source']
type RankTable = ApiData<'Public/LineRankList'>['Table']
type Segment = ApiData<'Public/LineRankList'>['List'][number]

export const PROVINCES: ApiData<'Public/ProvinceList'> = [
  { ID: 43, ProvinceName: '湖南', IsNewExam: true },
  { ID: 44, ProvinceName: '广东', IsNewExam: true },
]

export const EXAM_AUTHORITY: Source = {
  SourceClass: 'official-provincial',
  Label: '省考试院',
  Title: '湖南省2025年普通高校招生考试成绩分段统计表（物理类）',
  Publisher: '湖南省教育考试院',
  Url: 'https://jyt.hunan.gov.cn/',
  Year: 2025,
  Sid: 1,
}

/** a short 湖南 2025 物理类 一分一段 table: a merged top band, then one row per score down to 695 */
export const RANK_TABLE: RankTable = {
  TableId: 501,
  ProvinceId: 43,
  ProvinceName: '湖南',
  Year: 2025,
  SubjectType: 2,
  SubjectName: '物理类',
  Usage: 'general',
  UsageName: '普通类',
  Category: '',
  Scope: '',
  IsDefault: true,
  PolicyBonusIncluded: false,
  RowCount: 6,
  TopScore: 750,
  FloorScore: 695,
  Total: 131,
  Source: EXAM_AUTHORITY,
}

export const RANK_SEGMENTS: Segment[] = [
  { Score: 750, ScoreLow: 700, ScoreHigh: 750, Count: 31, RankFrom: 1, RankTo: 31, IsBand: true },
  ...[699, 698, 697, 696, 695].map((score, i) => ({
    Score: score,
    ScoreLow: score,
    ScoreHigh: score,
    Count: 20,
    RankFrom: 32 + i * 20,
    RankTo: 51 + i * 20,
    IsBand: false,
  })),
]

/** what Public/LineRank answers for a score of RANK_TABLE */
export function rankOf(score: number): ApiData<'Public/LineRank'> {
  const seg = RANK_SEGMENTS.find((s) => s.ScoreLow <= score && score <= s.ScoreHigh)!
  return {
    Score: score,
    Rank: seg.IsBand ? null : seg.RankTo,
    Count: seg.Count,
    RankFrom: seg.RankFrom,
    RankTo: seg.RankTo,
    IsBand: seg.IsBand,
    BandLow: seg.IsBand ? seg.ScoreLow : null,
    BandHigh: seg.IsBand ? seg.ScoreHigh : null,
    IsBelowFloor: false,
    Message: '',
    Table: RANK_TABLE,
    Equivalents: [],
    Source: EXAM_AUTHORITY,
  }
}

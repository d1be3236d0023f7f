/** Profile, exam information, intention, configuration, provinces and regions (SPEC §3, §4, §7). */
import { Type, endpoint, F, Empty, Bool } from '../schema'
import { FIELD } from '../patterns'

export const SelectSubjectList = Type.Array(
  Type.Union(
    ['物理', '历史', '化学', '生物', '政治', '地理', '技术'].map((s) => Type.Literal(s)),
    { title: '选考科目' },
  ),
  { title: '选考科目', maxItems: 3, uniqueItems: true },
)

export const UserInfo = Type.Object({
  UserId: Type.Integer(),
  Mobile: Type.String({ description: '脱敏手机号，如 138****8000' }),
  NickName: Type.String(),
  Avatar: Type.String(),
  Gender: Type.Integer({ description: '0 未填，1 男，2 女' }),
  ExamProvinceId: Type.Union([Type.Integer(), Type.Null()]),
  ExamProvinceName: Type.String(),
  ExamYear: Type.Union([Type.Integer(), Type.Null()]),
  /** 1 文科/历史类, 2 理科/物理类, 3 不分 */
  SubjectType: Type.Union([Type.Integer(), Type.Null()]),
  SelectSubjectList: Type.Array(Type.String()),
  IsNewExam: Type.Boolean(),
  /** estimated or entered score used for recommendations */
  Score: Type.Union([Type.Number(), Type.Null()]),
  Rank: Type.Union([Type.Integer(), Type.Null()]),
  /** the real score once published (setRealScore) */
  FinalScore: Type.Union([Type.Number(), Type.Null()]),
  /** -1 non-member; see types/membership.ts for the groups */
  MemberType: Type.Integer(),
  MemberExpireAt: Type.Union([Type.String(), Type.Null()]),
  SchoolName: Type.String(),
  ClassName: Type.String(),
  /** 6-digit region codes of where the student lives (villageCode in the client session) */
  ProvinceCode: Type.String(),
  CityCode: Type.String(),
  DistrictCode: Type.String(),
  RecommendCode: Type.String(),
  HasPassword: Type.Boolean(),
  CreatedAt: Type.String(),
})

export const InfoStatus = Type.Object({
  IsNeedCompleteExam: Type.Boolean(),
  IsNeedCompleteSelectSubject: Type.Boolean(),
  IsNeedCompleteFinalScore: Type.Boolean(),
})

export const Province = Type.Object({
  ID: Type.Integer(),
  ProvinceName: Type.String(),
  /** for the exam year the list is answered for (the next exam); a student of another year: see NewExamSince */
  IsNewExam: Type.Boolean(),
  /** the first exam year of the new exam (选科, 物理类/历史类); null: not announced — earlier years are 文理 */
  NewExamSince: Type.Optional(Type.Union([Type.Integer({ minimum: 2014, maximum: 2100 }), Type.Null()])),
})

export const Region = Type.Object({ Code: Type.String(), Name: Type.String() })

export const Intention = Type.Object({
  ProvinceIds: Type.Array(F.provinceId(), { title: '意向省份', maxItems: 34 }),
  SchoolLevels: Type.Array(F.text('院校层次', 40), { title: '院校层次', maxItems: 10 }),
  MajorCategories: Type.Array(F.text('意向专业门类', 40), { title: '意向专业门类', maxItems: 20 }),
  Remark: Type.String({ title: '备注', maxLength: 500 }),
})

const StudentUpdate = Type.Object({
  NickName: Type.Optional(F.text('昵称', FIELD.nicknameMax)),
  Avatar: Type.Optional(F.text('头像', 512)),
  Gender: Type.Optional(Type.Integer({ title: '性别', minimum: 0, maximum: 2 })),
  SchoolName: Type.Optional(F.text('学校', 60)),
  ClassName: Type.Optional(F.text('班级', 30)),
  ProvinceCode: Type.Optional(Type.String({ title: '所在省', pattern: '^(\\d{6})?$' })),
  CityCode: Type.Optional(Type.String({ title: '所在市', pattern: '^(\\d{6})?$' })),
  DistrictCode: Type.Optional(Type.String({ title: '所在区县', pattern: '^(\\d{6})?$' })),
})

export const ConfigNames = ['OnlineLearningEnable', 'DefaultProvince', 'LoginUrl', 'MemberUrl', 'ServicePhone', 'ScoreEditLimit'] as const

/** What each Public/Config value parses to (the call's data is this object as a JSON string). */
export interface ConfigValues {
  OnlineLearningEnable: { Enable: boolean }
  /** GB/T 2260 two-digit code */
  DefaultProvince: { ProvinceId: number }
  /** empty: use the app's own login page */
  LoginUrl: { Url: string }
  /** empty: use the app's open-member page */
  MemberUrl: { Url: string }
  /** empty Phone: none configured, show nothing */
  ServicePhone: { Phone: string; ServiceTime: string }
  ScoreEditLimit: { Limit: number }
}

export const profileEndpoints = {
  'User/StudentInfo': endpoint({ summary: '学生信息', auth: 'user', body: Empty, data: UserInfo }),
  'User/MemberInfo': endpoint({ summary: '会员与学生信息', auth: 'user', body: Empty, data: UserInfo }),
  'User/UpdateStudent': endpoint({ summary: '修改个人资料', auth: 'user', body: StudentUpdate, data: UserInfo }),
  'Student/UpdateStudent': endpoint({ summary: '修改个人资料', auth: 'user', body: StudentUpdate, data: UserInfo }),
  'User/UpdateStudentExam': endpoint({
    summary: '设置高考省份、年份、科类与分数',
    auth: 'user',
    body: Type.Object({ ExamProvinceId: F.provinceId(), ExamYear: F.year(), SubjectType: F.subjectType(), Score: Type.Optional(F.score()) }),
    data: UserInfo,
  }),
  'User/UpdateStudentSelectSubject': endpoint({ summary: '设置选考科目', auth: 'user', body: Type.Object({ SelectSubjectList }), data: UserInfo }),
  'User/UpdateStudentFinalScore': endpoint({
    summary: '录入高考成绩',
    auth: 'user',
    body: Type.Object({ FinalScore: F.score(), Rank: Type.Optional(F.rank()) }),
    data: UserInfo,
  }),
  'User/EditUserScore': endpoint({
    summary: '修改分数',
    auth: 'user',
    body: Type.Object({ Score: F.score(), SubjectType: Type.Optional(F.subjectType()), SelectSubjectList: Type.Optional(SelectSubjectList) }),
    data: UserInfo,
  }),
  'User/EditScoreRecordNumber': endpoint({
    summary: '分数修改次数',
    auth: 'user',
    body: Empty,
    data: Type.Object({ Used: Type.Integer(), Limit: Type.Integer() }),
  }),
  'User/StudentComplate': endpoint({ summary: '资料是否需要完善', auth: 'user', body: Empty, data: InfoStatus }),
  'User/UpdateStudentRecommendCode': endpoint({
    summary: '填写推荐码',
    auth: 'user',
    body: Type.Object({
      RecommendCode: Type.String({
        title: '推荐码',
        minLength: FIELD.recommendCode.min,
        maxLength: FIELD.recommendCode.max,
        pattern: FIELD.recommendCode.pattern,
      }),
    }),
    data: Bool,
  }),
  'Student/UpdateStudentIntention': endpoint({ summary: '保存报考意向', auth: 'user', body: Intention, data: Intention }),
  'User/AddUpdateIntention': endpoint({ summary: '保存报考意向', auth: 'user', body: Intention, data: Intention }),
  'User/IntentionDetail': endpoint({ summary: '报考意向', auth: 'user', body: Empty, data: Type.Union([Intention, Type.Null()]) }),
  'Public/Config': endpoint({
    summary: '读取配置（data 为 JSON 字符串）',
    auth: 'public',
    body: Type.Object({ ConfigName: Type.String({ title: '配置名', minLength: 1, maxLength: 64 }) }),
    data: Type.String(),
  }),
  // the client's one round trip at start-up (issue 20): Configs holds each Public/Config value (the same JSON strings, ''
  // for one not set), Provinces is Public/ProvinceList; Etag versions the answer — the client keeps answer and Etag and
  // sends the Etag next time, and an unchanged answer comes back as { NotModified: true, Etag } only
  'Public/StartUp': endpoint({
    summary: '启动所需的配置与省份列表（一次取回；带上次的 Etag 时未变化只答 NotModified）',
    auth: 'public',
    body: Type.Object(
      { Etag: Type.Optional(Type.String({ title: '上次答复的版本', minLength: 1, maxLength: 64, pattern: '^[0-9a-f]+$' })) },
      { additionalProperties: false },
    ),
    data: Type.Object({
      Etag: Type.String(),
      NotModified: Type.Boolean(),
      Configs: Type.Optional(Type.Record(Type.String(), Type.String())),
      Provinces: Type.Optional(Type.Array(Province)),
    }),
  }),
  'User/SysDWFConfig': endpoint({ summary: '志愿填报配置（冲稳保区间等）', auth: 'optional', body: Empty, data: Type.Record(Type.String(), Type.Unknown()) }),
  'User/SysScoreConfig': endpoint({ summary: '分数配置', auth: 'optional', body: Empty, data: Type.Record(Type.String(), Type.Unknown()) }),
  'User/SysUserConfig': endpoint({ summary: '用户相关配置', auth: 'optional', body: Empty, data: Type.Record(Type.String(), Type.Unknown()) }),
  'Public/AppVersion': endpoint({
    summary: '应用版本',
    auth: 'public',
    body: Empty,
    data: Type.Object({ Version: Type.String(), Code: Type.Integer(), MinCode: Type.Integer(), Notes: Type.String() }),
  }),
  'Public/ProvinceList': endpoint({ summary: '省份列表', auth: 'public', body: Empty, data: Type.Array(Province) }),
  'Public/ProvinceIsNewExam': endpoint({
    summary: '该省该年是否新高考',
    auth: 'public',
    body: Type.Object({ ProvinceId: F.provinceId(), Year: F.year() }),
    data: Bool,
  }),
  'Public/ProvinceIsFinalScore': endpoint({
    summary: '该省是否已公布高考成绩（可录入实考分）',
    auth: 'public',
    body: Type.Object({ ProvinceId: F.provinceId(), Year: Type.Optional(F.year()) }),
    data: Bool,
  }),
  'Public/NewExamProvince': endpoint({ summary: '新高考省份', auth: 'public', body: Empty, data: Type.Array(Province) }),
  'Public/NewExamProvinceYear': endpoint({
    summary: '某省新高考首年',
    auth: 'public',
    body: Type.Object({ ProvinceId: F.provinceId() }),
    data: Type.Object({
      ProvinceId: Type.Integer(),
      ExamMode: Type.String({ description: '3+1+2 / 3+3 / 文理' }),
      NewExamSince: Type.Union([Type.Integer(), Type.Null()]),
      /** present when the reform year is inferred or unknown in the source data */
      Note: Type.Optional(Type.String()),
    }),
  }),
  'Public/NewExamSubject': endpoint({
    summary: '某省选考科目',
    auth: 'public',
    body: Type.Object({ ProvinceId: F.provinceId(), Year: Type.Optional(F.year()) }),
    data: Type.Object({
      ExamMode: Type.String({ description: '3+1+2 / 3+3 / 文理' }),
      FirstSubjects: Type.Array(Type.String(), { description: '首选科目（3+1+2 为物理、历史）' }),
      SecondSubjects: Type.Array(Type.String(), { description: '再选或选考科目' }),
      SecondCount: Type.Integer(),
    }),
  }),
  'Public/Area': endpoint({ summary: '省级行政区', auth: 'public', body: Empty, data: Type.Array(Region) }),
  'Public/CityList': endpoint({
    summary: '城市列表',
    auth: 'public',
    body: Type.Object({ ProvinceCode: Type.String({ title: '省份代码', pattern: '^\\d{6}$' }) }),
    data: Type.Array(Region),
  }),
  'Public/DistrictList': endpoint({
    summary: '区县列表',
    auth: 'public',
    body: Type.Object({ CityCode: Type.String({ title: '城市代码', pattern: '^\\d{6}$' }) }),
    data: Type.Array(Region),
  }),
  'Public/Dictionary': endpoint({
    summary: '字典',
    auth: 'public',
    body: Type.Object({ Type: Type.String({ title: '字典类型', minLength: 1, maxLength: 40 }) }),
    data: Type.Array(Type.Object({ Key: Type.String(), Value: Type.String() })),
  }),
  'Teacher/OrganizationProvince': endpoint({ summary: '机构服务的省份', auth: 'public', body: Empty, data: Type.Array(Province) }),
}

/**
 * Career assessments (issue 19): MBTI-style type indicator, Holland (RIASEC) interests, middle-school personality.
 * The banks are our own (data/assessments/*.json, docs/assessments.md): not the official MBTI® or SDS instruments.
 *
 * A test is a session: `Career/<X>Test` saves the answers so far (status in_progress, at most one per type and
 * student, resumed from either build); with `Finish` it scores the sheet and stores the result; the reports
 * (`User/Test<X>Info`) are built from the stored result and the bank's texts, with 专业类 suggested by our own
 * mapping (labelled `MajorsSource: 本产品整理`).
 */
import { Type, endpoint, F, Paged } from '../schema'

const Int = (description?: string) => Type.Integer(description ? { description } : {})
const Str = (description?: string) => Type.String(description ? { description } : {})
const Nullable = <T extends import('../schema').TSchema>(t: T) => Type.Union([t, Type.Null()])

export const TEST_KIND = ['mbti', 'holland', 'personality'] as const
export type TestKind = (typeof TEST_KIND)[number]
export const TestKindField = Type.Union(
  TEST_KIND.map((k) => Type.Literal(k)),
  { title: '测评类型', description: 'mbti MBTI 性格倾向；holland 霍兰德职业兴趣；personality 中学生性格' },
)
export const TEST_STATUS_TEXT = { in_progress: '未完成', finished: '已完成' } as const
export const TestStatusField = Type.Union([Type.Literal('in_progress'), Type.Literal('finished')], {
  title: '状态',
  description: 'in_progress 作答中（可继续）；finished 已完成',
})

/** largest number of items a bank may have (the banks hold 48, 60 and 40) */
export const ANSWERS_MAX = 80

const testId = () => Type.Integer({ title: '测评记录', minimum: 1, maximum: F.MAX_ID })

export const Answer = Type.Object(
  {
    QuestionId: Type.String({ title: '题目', minLength: 1, maxLength: 8 }),
    Value: Type.Integer({ title: '答案', minimum: 0, maximum: 9 }),
  },
  { additionalProperties: false },
)

export const QuestionOption = Type.Object({ Value: Int(), Text: Str() })
export const Question = Type.Object({ Id: Str(), No: Int('第几题，从 1 起'), Text: Str() })

export const InProgress = Type.Object({
  TestId: Int(),
  Answers: Type.Array(Answer),
  Answered: Int(),
  UpdatedAt: Str(),
})

export const QuestionBank = Type.Object({
  Type: TestKindField,
  Name: Str(),
  /** 本产品自编题库（原创），非 MBTI®/SDS 官方量表 */
  Source: Str(),
  Measures: Str(),
  Minutes: Int(),
  Instructions: Type.Array(Str()),
  /** every question is answered with these options */
  Options: Type.Array(QuestionOption),
  Questions: Type.Array(Question),
  Total: Int(),
  /** the caller's unfinished sheet of this test (null when logged out or none) */
  InProgress: Nullable(InProgress),
})

export const TestSaved = Type.Object({
  TestId: Int(),
  Status: TestStatusField,
  Answered: Int(),
  Total: Int(),
  /** the report's id once finished (the same as TestId), else null */
  ResultId: Nullable(Int()),
})

export const TestSummary = Type.Object({
  TestId: Int(),
  Type: TestKindField,
  Name: Str(),
  Status: TestStatusField,
  StatusText: Str(),
  /** 'INTJ', 'IRC', or the personality's strongest dimension ('' while in progress) */
  Code: Str(),
  /** the result's name, e.g. 远见规划型 ('' while in progress) */
  Title: Str(),
  Answered: Int(),
  Total: Int(),
  StartedAt: Str(),
  UpdatedAt: Str(),
  FinishedAt: Nullable(Str()),
})

export const ReportDimension = Type.Object({
  Key: Str(),
  Name: Str(),
  /** 0–100; for an MBTI dichotomy, the percent of its left pole */
  Score: Int(),
  /** e.g. 较高 / I 内向 58% */
  Level: Str(),
  /** what this score means */
  Text: Str(),
  /** the two poles of an MBTI dichotomy ('' for the other tests) */
  Left: Str(),
  Right: Str(),
})

export const ReportSection = Type.Object({ Title: Str(), Lines: Type.Array(Str()) })
export const SuggestedMajor = Type.Object({ Code: Str('专业类代码（4 位）'), Name: Str() })

export const TestReport = Type.Object({
  TestId: Int(),
  Type: TestKindField,
  Name: Str(),
  FinishedAt: Str(),
  Code: Str(),
  Title: Str(),
  Summary: Str(),
  Dimensions: Type.Array(ReportDimension),
  Sections: Type.Array(ReportSection),
  Majors: Type.Array(SuggestedMajor),
  MajorsNote: Str(),
  /** 本产品整理 */
  MajorsSource: Str(),
  /** Holland: examples of occupations and the code the occupation search takes ('' for the other tests) */
  Occupations: Type.Array(Str()),
  OccupationCode: Str(),
  Source: Str(),
})

const testBody = Type.Object(
  {
    TestId: Type.Optional(testId()),
    Answers: Type.Array(Answer, { title: '答案', maxItems: ANSWERS_MAX }),
    Finish: Type.Optional(Type.Boolean({ title: '交卷' })),
  },
  { additionalProperties: false },
)
const noBody = Type.Object({}, { additionalProperties: false })
const ofTest = Type.Object({ TestId: testId() }, { additionalProperties: false })

const bankCall = (name: string) =>
  endpoint({ summary: `${name}的题目（登录时带上未完成的答卷，可在另一端继续作答）`, auth: 'optional', body: noBody, data: QuestionBank })
const testCall = (name: string) =>
  endpoint({ summary: `保存${name}的作答进度；Finish 为 true 时交卷计分，返回结果编号`, auth: 'user', body: testBody, data: TestSaved })
const infoCall = (name: string) => endpoint({ summary: `${name}报告`, auth: 'user', body: ofTest, data: TestReport })

export const assessEndpoints = {
  'Career/MBTIQuestionList': bankCall('MBTI 性格倾向测评'),
  'Career/HollandQuestionList': bankCall('霍兰德职业兴趣测评'),
  'Career/PersonalityQuestionList': bankCall('中学生性格测评'),
  'Career/MBTITest': testCall('MBTI 性格倾向测评'),
  'Career/HollandTest': testCall('霍兰德职业兴趣测评'),
  'Career/PersonalityTest': testCall('中学生性格测评'),
  'User/TestList': endpoint({
    summary: '我的测评：作答中的在前，已完成的按完成时间从新到旧',
    auth: 'user',
    body: Type.Object(
      { PageIndex: Type.Optional(F.pageIndex()), PageSize: Type.Optional(F.pageSize()), Type: Type.Optional(TestKindField) },
      { additionalProperties: false },
    ),
    data: Paged(TestSummary),
  }),
  'User/TestMBTIInfo': infoCall('MBTI 性格倾向测评'),
  'User/TestHollandInfo': infoCall('霍兰德职业兴趣测评'),
  'User/TestPersonalityInfo': infoCall('中学生性格测评'),
}

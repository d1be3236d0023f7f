/** The calls of the career assessments: parse, call the service, answer. */
import { defineHandlers } from '../../http/registry'
import { questionBank, saveTest, testList, testReport } from './service'

export const assessHandlers = defineHandlers({
  'Career/MBTIQuestionList': ({ ctx, user }) => questionBank(ctx, 'mbti', user?.userId ?? null),
  'Career/HollandQuestionList': ({ ctx, user }) => questionBank(ctx, 'holland', user?.userId ?? null),
  'Career/PersonalityQuestionList': ({ ctx, user }) => questionBank(ctx, 'personality', user?.userId ?? null),
  'Career/MBTITest': ({ ctx, user, body }) => saveTest(ctx, user!.userId, 'mbti', body),
  'Career/HollandTest': ({ ctx, user, body }) => saveTest(ctx, user!.userId, 'holland', body),
  'Career/PersonalityTest': ({ ctx, user, body }) => saveTest(ctx, user!.userId, 'personality', body),
  'User/TestList': ({ ctx, user, body }) => testList(ctx, user!.userId, body.Type, body.PageIndex ?? 1, body.PageSize ?? 20),
  'User/TestMBTIInfo': ({ ctx, user, body }) => testReport(ctx, user!.userId, 'mbti', body.TestId),
  'User/TestHollandInfo': ({ ctx, user, body }) => testReport(ctx, user!.userId, 'holland', body.TestId),
  'User/TestPersonalityInfo': ({ ctx, user, body }) => testReport(ctx, user!.userId, 'personality', body.TestId),
})

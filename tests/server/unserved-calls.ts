/**
 * The calls of docs/spec/endpoints.txt the server does not serve yet, each with the open work that owns
 * it. contract.test.ts fails for a call of endpoints.txt that is neither served nor listed here, and prints the
 * listed calls that are served by now: delete those entries, so that this list only shrinks.
 *
 * `issue: null` marks calls no open issue owns yet (a later issue will: their pages say plainly what is there
 * today); file the issue and put its number here.
 */
export interface UnservedCall {
  /** the open issue that serves it, or null while none is filed */
  issue: number | null
  area: string
}

const owned = (issue: number | null, area: string, names: string[]): Record<string, UnservedCall> => Object.fromEntries(names.map((n) => [n, { issue, area }]))

export const UNSERVED_CALLS: Readonly<Record<string, UnservedCall>> = {
  ...owned(null, 'career assessments (MBTI, Holland, personality, subject choice)', [
    'User/TestHollandInfo',
    'User/TestList',
    'User/TestMBTIInfo',
    'User/TestPersonalityInfo',
    'Career/HollandQuestionList',
    'Career/HollandTest',
    'Career/MBTIQuestionList',
    'Career/MBTITest',
    'Career/PersonalityQuestionList',
    'Career/PersonalityTest',
  ]),
  ...owned(null, 'industries, occupations and courses', [
    'Career/CourseCategoryList',
    'Career/CourseInfoList',
    'Course/CatelogList',
    'Course/GradeList',
    'Course/ResourceInfo',
    'Course/ResourceList',
    'Course/ResourceListBySearch',
    'Course/SubjectList',
  ]),
  ...owned(null, 'news, videos, ads and notices', [
    'Public/AdInfoList',
    'Public/Content',
    'Portal/AdInfoList',
    'Portal/MainVideoList',
    'Portal/NewsCategoryList',
    'Portal/NewsClickNumIncrement',
    'Portal/NewsDetail',
    'Portal/NewsHotList',
    'Portal/NewsList',
    'Portal/VideoCategoryList',
    'Portal/VideoList',
  ]),
}

/** The careers calls: parse, call the service, answer. */
import { defineHandlers } from '../../http/registry'
import {
  categoryList,
  hotList,
  industryInfo,
  industryList,
  pathList,
  pathTest,
  professionInfo,
  professionList,
  recommend,
  searchByInterest,
  searchByName,
  selectExamList,
  selectExamPaged,
  selectExamStat,
  selectExamTotal,
} from './service'

const page = (b: { PageIndex?: number; PageSize?: number }) => ({ index: b.PageIndex ?? 1, size: b.PageSize ?? 20 })

export const careerHandlers = defineHandlers({
  'Profession/CategoryList': ({ ctx, body }) => categoryList(ctx, body.ParentCode, body.Tree ?? false),
  'Profession/ProfessionList': ({ ctx, body }) => professionList(ctx, body.CategoryCode, page(body)),
  'Profession/ProfessionInfo': ({ ctx, body }) => professionInfo(ctx, body.Code),
  'Profession/ProfessionSearchByName': ({ ctx, body }) => searchByName(ctx, body.Keyword, page(body)),
  'Profession/ProfessionSearchByInterestCode': ({ ctx, body }) => searchByInterest(ctx, body.Code, page(body)),
  'Profession/ProfessionHotList': ({ ctx, body }) => hotList(ctx, body.Kind, page(body)),
  'Profession/ProfessionRecommendList': ({ ctx, body }) => recommend(ctx, body.Holland, body.MajorCategory, page(body)),

  'Career/IndustryList': ({ ctx }) => industryList(ctx),
  'Career/IndustryInfo': ({ ctx, body }) => industryInfo(ctx, body.Code),

  'Career/SelectExamList': ({ ctx, body }) => selectExamList(ctx, body.ProvinceId, body.Year, { scores: body.Scores, holland: body.Holland }),
  'Career/SelectExamPaged': ({ ctx, body }) =>
    selectExamPaged(ctx, body.ProvinceId, body.Year, { scores: body.Scores, holland: body.Holland }, body.Contains, body.Sort, page(body)),
  'Career/SelectExamStat': ({ ctx, body }) => selectExamStat(ctx, body.ProvinceId, body.Year, body.Subjects),
  'Career/SelectExamStatTotalNumber': ({ ctx, body }) => selectExamTotal(ctx, body.ProvinceId, body.Year),

  'Career/EducationPathList': ({ ctx }) => pathList(ctx),
  'Career/EducationPathTest': ({ ctx, body }) => pathTest(ctx, body.Answers),
})

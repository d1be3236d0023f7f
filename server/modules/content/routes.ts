/** The content calls: parse, call the service, answer; and the media files under /media/content/. */
import path from 'path'
import type { FastifyInstance } from 'fastify'
import { defineHandlers } from '../../http/registry'
import { CONTENT_ROOT, MEDIA_DIR, MEDIA_PREFIX } from './files'
import * as s from './service'

export const contentHandlers = defineHandlers({
  'Public/AdInfoList': ({ ctx, body }) => s.ads(ctx, body.Position),
  'Portal/AdInfoList': ({ ctx, body }) => s.ads(ctx, body.Position),
  'Public/Content': ({ ctx, body }) => s.contentPage(ctx, body.Key),

  'Portal/NewsCategoryList': ({ ctx, body }) => s.newsCategories(ctx, body.Kind),
  'Portal/NewsList': ({ ctx, body }) => s.newsList(ctx, body),
  'Portal/NewsHotList': ({ ctx, body }) => s.newsHot(ctx, body.Kind, body.Count),
  'Portal/NewsDetail': ({ ctx, body }) => s.newsDetail(ctx, body.NewsId),
  'Portal/NewsClickNumIncrement': ({ ctx, body, req, user }) => s.countClick(ctx, body.NewsId, req.ip, user?.userId ?? null),

  'Portal/VideoCategoryList': ({ ctx }) => s.videoCategories(ctx),
  'Portal/VideoList': ({ ctx, body }) => s.videoList(ctx, body),
  'Portal/MainVideoList': ({ ctx, body }) => s.mainVideos(ctx, body.Count),

  'Course/CatelogList': ({ ctx }) => s.courseCategories(ctx),
  'Course/GradeList': ({ ctx }) => s.courseGrades(ctx),
  'Course/SubjectList': ({ ctx }) => s.courseSubjects(ctx),
  'Course/ResourceList': ({ ctx, body }) => s.courseList(ctx, body),
  'Course/ResourceListBySearch': ({ ctx, body }) => s.courseSearch(ctx, body),
  'Course/ResourceInfo': ({ ctx, body }) => s.courseInfo(ctx, body.ResourceId),

  'Career/CourseCategoryList': ({ ctx }) => s.liveCategories(ctx),
  'Career/CourseInfoList': ({ ctx, body }) => s.liveList(ctx, body),
})

/**
 * The demo media (data/content/media: short films we made, SVG posters) at /media/content/<file>, with range
 * requests for the video player; in its own plugin scope so it does not clash with the H5 site's static files.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(import('@fastify/static'), {
      root: path.join(CONTENT_ROOT, MEDIA_DIR),
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: true,
      maxAge: 3_600_000,
    })
  })
}

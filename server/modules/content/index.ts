/**
 * Content and learning (issue 19 item 5): banners, named texts, news and 升学资讯, videos, courses and live lessons,
 * all demonstration content loaded from data/content/ (files.ts parses and checks it, import.ts writes it at start
 * and with `npm run content:import`). routes.ts serves the calls and the media, service.ts shapes the answers,
 * queries.ts reads and writes.
 */
import type { ServerModule } from '../types'
import { contentHandlers, mediaRoutes } from './routes'
import { contentSeed } from './import'

export { importContent, type ImportReport } from './import'
export { ContentError, loadContent, parseDoc, markdownBlocks } from './files'

export const contentModule: ServerModule = {
  name: 'content',
  handlers: contentHandlers,
  seeds: [contentSeed()],
  routes: (app) => mediaRoutes(app),
}

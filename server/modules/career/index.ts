/**
 * Careers (issue 19 items 2–4): occupations of the 职业分类大典 2022 with our Holland codes and 专业类 links,
 * the 20 门类 of GB/T 4754-2017, the new-exam subject combinations with the share of majors and groups each opens
 * in our admission and plan rows, and the education-path test. routes.ts serves the calls, service.ts decides,
 * queries.ts reads the rows; catalog.ts reads data/careers once, holland.ts / subjects.ts / paths.ts are pure.
 * Depends on exam (province modes and subject pools) only.
 */
import type { ServerModule } from '../types'
import { careerHandlers } from './routes'

export const careerModule: ServerModule = {
  name: 'career',
  handlers: careerHandlers,
}

/**
 * Specialty/* calls over the 本科专业目录 (2026 by default, 2025 on request) and our offers data:
 * tree, search, detail, hot list (by offering schools / planned places in our data), selectivity ranking
 * of the schools that offer a major, and the schools offering it.
 */
import type { ServerModule } from '../types'
import { specialtyHandlers } from './routes'

export const specialtyModule: ServerModule = { name: 'specialty', handlers: specialtyHandlers }

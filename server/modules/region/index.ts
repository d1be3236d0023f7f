/** Provinces (exam modes from data/rules, facts in the exam module) and administrative regions (data/regions). */
import { provinceSeed } from '../exam'
import type { ServerModule } from '../types'
import { regionSeed } from './regions'
import { regionHandlers } from './routes'

export const regionModule: ServerModule = {
  name: 'region',
  handlers: regionHandlers,
  seeds: [provinceSeed, regionSeed],
}

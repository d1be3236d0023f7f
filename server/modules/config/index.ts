/** Configuration, versions and dictionaries: Public/Config, Sys*Config, AppVersion, Dictionary. */
import type { ServerModule } from '../types'
import { configHandlers } from './routes'
import { configSeed } from './values'

export { DWF_DEFAULT, configText, configValue, scoreEditLimit } from './values'

export const configModule: ServerModule = {
  name: 'config',
  handlers: configHandlers,
  seeds: [configSeed()],
}

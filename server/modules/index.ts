/** Every server module, in start order. */
import type { ServerModule } from './types'
import { systemModule } from './system'

export const MODULES: ServerModule[] = [systemModule]

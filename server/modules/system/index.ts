import type { ServerModule } from '../types'

/** Health and the list of served calls. */
export const systemModule: ServerModule = {
  name: 'system',
  handlers: {},
}

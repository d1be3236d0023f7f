/**
 * Expert audit of wish tables (issue 18): a student sends a saved table (a frozen snapshot with the engine's
 * figures), an expert claims it in the reviewer console (/review/) and returns remarks and suggestions, the student
 * reads them (a message drives tab 2's badge) and applies the suggestions to a new copy in one tap.
 * routes.ts serves the calls, service.ts decides, queries.ts reads and writes; console.ts serves the console page.
 */
import type { ServerModule } from '../types'
import { auditHandlers } from './routes'
import { reviewConsoleRoutes } from './console'

export { grantAuditCredits, auditCredits } from './rights'
export { addMessage, type NewMessage } from './messages'
export { createExpert } from './experts'

export const auditModule: ServerModule = {
  name: 'audit',
  handlers: auditHandlers,
  routes: reviewConsoleRoutes,
}

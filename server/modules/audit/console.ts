/** placeholder replaced below */
import type { FastifyInstance } from 'fastify'
export async function reviewConsoleRoutes(_app: FastifyInstance): Promise<void> {}

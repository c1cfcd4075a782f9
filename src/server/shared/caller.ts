import type { FastifyRequest } from 'fastify'
import type { AppContext } from '@/server/context.ts'
import type { Db } from '@/server/db/client.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { requireUser } from './auth/auth-context.ts'

/**
 * What every use-case is given first: the database (or a transaction in it), the clock, and whose
 * data it reads or writes. A use-case takes `{ db, clock, userId, ...input }` and scopes every query
 * to `userId`; it throws AppError, never an HTTP reply.
 */
export interface Caller {
  db: Db
  clock: Clock
  userId: string
}

/** The signed-in user's Caller for a route (401 without a session). */
export function callerOf(ctx: AppContext, req: FastifyRequest): Caller {
  return { db: ctx.db, clock: ctx.clock, userId: requireUser(req).id }
}

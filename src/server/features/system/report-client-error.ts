import { createHash } from 'node:crypto'
import type { Db } from '@/server/db/client.ts'
import { raiseNotification } from '@/server/features/notifications/notifications.public.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { reserveThrottled } from '@/server/lib/throttle.ts'

/** Crash reports one address may send in an hour. */
export const CLIENT_ERRORS_PER_HOUR = 10
const HOUR = 60 * 60 * 1000

/**
 * A crash of the web app, reported by its crash screen: a system alert for the admins, one per
 * message and page a day (a crash loop raises one), at most CLIENT_ERRORS_PER_HOUR per address.
 */
export async function reportClientError(options: {
  db: Db
  clock: Clock
  ip: string
  userId: string | null
  message: string
  path: string
  stack: string
}) {
  const { db, clock } = options
  const key = `client-error:${options.ip}`
  await reserveThrottled(db, {
    clock,
    keys: [key],
    windowMs: HOUR,
    decide: (history) =>
      history.get(key)!.count >= CLIENT_ERRORS_PER_HOUR
        ? new AppError('TOO_MANY_REQUESTS', 'Too many error reports. Please try again later.')
        : null,
  })
  const now = clock.now()
  const day = now.toISOString().slice(0, 10)
  const fingerprint = createHash('sha256')
    .update(`${options.message}\n${options.path}`)
    .digest('hex')
    .slice(0, 32)
  await raiseNotification(db, {
    type: 'system_alert',
    title: 'The web app crashed',
    message: `${options.message}${options.path ? ` (on ${options.path})` : ''}`,
    priority: 'normal',
    data: { path: options.path, user_id: options.userId, stack: options.stack.slice(0, 2000) },
    dedupKey: `client-error:${day}:${fingerprint}`,
    at: now,
  })
}

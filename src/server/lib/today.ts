import { todayIn } from '@/domain/period.ts'
import type { Clock } from './clock.ts'

/** Today's calendar date where the user is. */
export function todayFor(user: { timeZone: string }, clock: Clock): string {
  return todayIn(user.timeZone, clock.now())
}

import { todayIn } from '@/domain/period'
import { useSession } from './session'

/**
 * Today's calendar date in the signed-in user's time zone, the one the server's periods, dashboard
 * and exports use (the browser's zone until the session is known).
 */
export function useToday(): string {
  const { data: user } = useSession()
  return todayIn(user?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, new Date())
}

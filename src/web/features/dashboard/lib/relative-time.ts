const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`

/** "Just now", "5 minutes ago", "3 hours ago", "2 days ago" (spec 2.4, Recent Activity). */
export function relativeTime(at: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(at).getTime()
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'Just now'
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour')
  return ago(Math.floor(elapsed / DAY), 'day')
}

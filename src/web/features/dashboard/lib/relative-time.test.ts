import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const now = new Date('2025-03-10T12:00:00Z')
const before = (ms: number) => new Date(now.getTime() - ms).toISOString()

describe('relativeTime', () => {
  it('says "Just now" for under a minute, and for clocks slightly ahead', () => {
    expect(relativeTime(before(59_000), now)).toBe('Just now')
    expect(relativeTime(before(-5_000), now)).toBe('Just now')
  })

  it('counts whole minutes, hours and days', () => {
    expect(relativeTime(before(60_000), now)).toBe('1 minute ago')
    expect(relativeTime(before(59 * 60_000), now)).toBe('59 minutes ago')
    expect(relativeTime(before(2 * 3_600_000), now)).toBe('2 hours ago')
    expect(relativeTime(before(23.9 * 3_600_000), now)).toBe('23 hours ago')
    expect(relativeTime(before(3 * 86_400_000 + 5), now)).toBe('3 days ago')
  })

  it('treats an unreadable instant as now rather than showing "NaN"', () => {
    expect(relativeTime('not a date', now)).toBe('Just now')
  })
})

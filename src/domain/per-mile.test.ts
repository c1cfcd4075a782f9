import { describe, expect, it } from 'vitest'
import { perMileCents } from './per-mile.ts'

describe('perMileCents', () => {
  it('divides cents by tenths of a mile exactly, rounding half up', () => {
    expect(perMileCents(120_000, 2_500)).toBe(480)
    expect(perMileCents(100, 30)).toBe(33)
    expect(perMileCents(5, 20)).toBe(3) // 2.5¢ a mile rounds up
    expect(perMileCents(1, 0)).toBeNull()
  })
})

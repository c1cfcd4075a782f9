import { describe, expect, it } from 'vitest'
import { formatCount } from './format'

describe('formatCount', () => {
  it('groups thousands as the screens show them, and gives nothing while a count is not known', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(1234567)).toBe('1,234,567')
    expect(formatCount(undefined)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { ApiError, isNotFound } from './api'

describe('isNotFound', () => {
  it('is true of the API’s 404 only', () => {
    const error = (status: number) => new ApiError(status, 'x')
    expect(isNotFound(error(404))).toBe(true)
    expect(isNotFound(error(400))).toBe(false)
    expect(isNotFound(error(500))).toBe(false)
    expect(isNotFound(new Error('offline'))).toBe(false)
  })
})

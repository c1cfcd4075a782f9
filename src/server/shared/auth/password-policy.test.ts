import { describe, expect, it } from 'vitest'
import { PASSWORD_POLICY_MESSAGES } from '@/domain/passwords/password-policy.ts'
import { assertPasswordAllowed, commonPasswords } from './password-policy.ts'

describe('the shipped list of common passwords', () => {
  it('holds at least the 10,000 most common, lower-cased, loaded once', async () => {
    const list = await commonPasswords()
    expect((list as Set<string>).size).toBeGreaterThanOrEqual(10_000)
    expect(await commonPasswords()).toBe(list)
    for (const p of ['password', '12345678', 'iloveyou', 'sunshine', 'football'])
      expect(list.has(p)).toBe(true)
  })

  it('refuses a common password in any case with the policy’s message and the field', async () => {
    await expect(assertPasswordAllowed('PassWord', {})).rejects.toMatchObject({
      statusCode: 400,
      message: PASSWORD_POLICY_MESSAGES.common,
      details: { field: 'password' },
    })
    await expect(assertPasswordAllowed('correct-horse-1', {})).resolves.toBeUndefined()
  })
})

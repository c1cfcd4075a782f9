import { describe, expect, it } from 'vitest'
import { PASSWORD_POLICY_MESSAGES, passwordProblem, personalPartProblem } from './password-policy.ts'

const common = new Set(['password', 'password123', 'qwertyuiop', 'iloveyou'])
const owner = { email: 'casey.trucker@example.com', fullName: 'Casey Trucker' }

describe('the password policy', () => {
  it('keeps the spec’s 8-character minimum and its message', () => {
    expect(PASSWORD_POLICY_MESSAGES.tooShort).toBe('Password must be at least 8 characters long')
    expect(passwordProblem('r0ad-7x', owner, common)).toBe(PASSWORD_POLICY_MESSAGES.tooShort)
    expect(passwordProblem('r0ad-7xq', owner, common)).toBeNull()
  })

  it('refuses a common password in any case', () => {
    for (const p of ['password123', 'PASSWORD123', 'PassWord123', 'QwertyUiop'])
      expect(passwordProblem(p, owner, common)).toBe(PASSWORD_POLICY_MESSAGES.common)
    expect(passwordProblem('password1234', owner, common)).toBeNull()
  })

  it('refuses a password containing the e-mail before the @, in any case', () => {
    expect(passwordProblem('my-CASEY.TRUCKER-1', owner, common)).toBe(PASSWORD_POLICY_MESSAGES.containsEmail)
    // Only the whole part counts.
    expect(passwordProblem('casey.truck-99', owner, common)).toBeNull()
  })

  it('refuses a password containing the whole full name, spaces or not', () => {
    const me = { email: 'ct@example.com', fullName: '  Casey   Trucker ' }
    expect(passwordProblem('i am casey trucker!', me, common)).toBe(PASSWORD_POLICY_MESSAGES.containsName)
    expect(passwordProblem('CaseyTrucker-2026', me, common)).toBe(PASSWORD_POLICY_MESSAGES.containsName)
    expect(passwordProblem('casey_trucker.2026', me, common)).toBe(PASSWORD_POLICY_MESSAGES.containsName)
    expect(passwordProblem('casey-2026-truck', me, common)).toBeNull()
  })

  it('ignores an e-mail part or a name shorter than 4 characters', () => {
    const short = { email: 'bob@example.com', fullName: 'Bo' }
    expect(personalPartProblem('bob-bo-road-ready', short)).toBeNull()
    expect(personalPartProblem('mike-road-ready', { email: 'mike@example.com' })).toBe(
      PASSWORD_POLICY_MESSAGES.containsEmail,
    )
    expect(personalPartProblem('road-ready-anna', { fullName: 'Anna' })).toBe(
      PASSWORD_POLICY_MESSAGES.containsName,
    )
  })

  it('checks in the order a person fixes them: length, then common, then personal parts', () => {
    expect(passwordProblem('casey', owner, common)).toBe(PASSWORD_POLICY_MESSAGES.tooShort)
    expect(passwordProblem('password', { email: 'password@example.com' }, common)).toBe(
      PASSWORD_POLICY_MESSAGES.common,
    )
    expect(passwordProblem('x'.repeat(257), owner, common)).toBe(PASSWORD_POLICY_MESSAGES.tooLong)
  })
})

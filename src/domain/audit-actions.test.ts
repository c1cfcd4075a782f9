import { describe, expect, it } from 'vitest'
import { auditActionLabel } from './audit-actions.ts'

describe('audit actions in words', () => {
  it('names a known code, a write made in a client’s account, and leaves a new code as it is', () => {
    expect(auditActionLabel('user.delete')).toBe('Deleted a user')
    expect(auditActionLabel('client.patch /api/expenses/:id')).toBe(
      'Changed in a client’s account: /api/expenses/:id',
    )
    expect(auditActionLabel('billing.something_new')).toBe('billing.something_new')
  })
})

import { describe, expect, it } from 'vitest'
import { type AdvanceToMatch, isOutstanding, matchAdvances, type RepaymentLine } from './advance-matching.ts'

const advance = (id: string, date: string, amountCents: number, extra: Partial<AdvanceToMatch> = {}) =>
  ({
    id,
    payerName: 'Prairie Line',
    date,
    amountCents,
    reference: null,
    pinnedLineKey: null,
    ...extra,
  }) as AdvanceToMatch
const line = (key: string, date: string, amountCents: number, description = 'Comchek advance') =>
  ({ key, payerName: 'prairie  line', date, amountCents, description }) as RepaymentLine

describe('matching settlement advance lines to advances', () => {
  it('repays the oldest open advance of the same amount and payer, dated on or before the line', () => {
    const { repaidBy, unmatched } = matchAdvances(
      [
        advance('b', '2025-01-08', 50_000),
        advance('a', '2025-01-02', 50_000),
        advance('c', '2025-01-20', 50_000),
      ],
      [line('s1:1', '2025-01-10', 50_000), line('s2:1', '2025-01-17', 50_000)],
    )
    expect(repaidBy.get('a')?.line.key).toBe('s1:1')
    expect(repaidBy.get('b')?.line.key).toBe('s2:1')
    // c was advanced after both settlements: still owed.
    expect(repaidBy.has('c')).toBe(false)
    expect(unmatched).toEqual([])
  })

  it('prefers the advance whose check number the line names over the oldest of its amount', () => {
    const { repaidBy } = matchAdvances(
      [
        advance('a', '2025-01-02', 50_000, { reference: '7781' }),
        advance('b', '2025-01-03', 30_000, { reference: '40221-7' }),
      ],
      [line('s1:1', '2025-01-10', 30_000, 'Comchek #40221-7')],
    )
    expect(repaidBy.get('b')).toMatchObject({ matchedBy: 'reference' })
    expect(repaidBy.has('a')).toBe(false)
  })

  it('keeps a line the user pinned, and leaves a line no advance accounts for to match by hand', () => {
    const { repaidBy, unmatched } = matchAdvances(
      [advance('a', '2025-01-02', 50_000), advance('b', '2025-01-03', 12_000, { pinnedLineKey: 's1:2' })],
      [
        line('s1:2', '2025-01-10', 50_000),
        line('s1:3', '2025-01-10', 9_900),
        line('s1:4', '2025-01-10', -500),
      ],
    )
    expect(repaidBy.get('b')).toMatchObject({ matchedBy: 'user', line: { key: 's1:2' } })
    expect(repaidBy.has('a')).toBe(false)
    expect(unmatched.map((l) => l.key)).toEqual(['s1:3'])
  })

  it('does not match another payer’s lines', () => {
    const { repaidBy, unmatched } = matchAdvances(
      [advance('a', '2025-01-02', 50_000)],
      [{ ...line('s1:1', '2025-01-10', 50_000), payerName: 'Other Carrier' }],
    )
    expect(repaidBy.size).toBe(0)
    expect(unmatched).toHaveLength(1)
  })

  it('an advance is owed from its date until the day of the settlement that repays it', () => {
    expect(isOutstanding({ date: '2025-01-02' }, '2025-01-10', '2025-01-01')).toBe(false)
    expect(isOutstanding({ date: '2025-01-02' }, '2025-01-10', '2025-01-09')).toBe(true)
    expect(isOutstanding({ date: '2025-01-02' }, '2025-01-10', '2025-01-10')).toBe(false)
    expect(isOutstanding({ date: '2025-01-02' }, null, '2026-01-10')).toBe(true)
  })
})

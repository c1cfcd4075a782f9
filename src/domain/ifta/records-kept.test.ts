import { describe, expect, it } from 'vitest'
import { iftaRecordsKept, recordKeptUntil, recordsKeptWarning } from './records-kept.ts'

describe('IFTA records kept four years', () => {
  it('keeps a record four years from its quarter’s due date, a filed return from a later filing', () => {
    // 2025Q3 is due 2025-10-31 (a Friday).
    expect(recordKeptUntil('2025-08-15')).toBe('2029-10-31')
    expect(recordKeptUntil('2025-08-15', '2025-12-01')).toBe('2029-12-01')
  })

  it('counts the records still within their years and says until when', () => {
    const kept = iftaRecordsKept('2026-11-27', {
      trips: ['2025-08-15', '2022-12-01', '2022-06-01'],
      fuelPurchases: ['2025-08-16'],
      returns: [
        { quarter: '2025Q3', filedOn: '2025-12-01' },
        { quarter: '2020Q1', filedOn: '2020-04-30' },
      ],
    })
    expect(kept).toEqual({ trips: 2, fuelPurchases: 1, returns: 1, keepUntil: '2029-12-01' })
    expect(recordsKeptWarning(kept!)).toBe(
      'This account holds IFTA records an audit may still ask for (2 trip sheets, 1 fuel purchase, 1 filed IFTA return): IFTA requires them kept 4 years, until 2029-12-01. Download the data export and keep it before the account is deleted.',
    )
    expect(
      iftaRecordsKept('2026-11-27', { trips: ['2021-01-05'], fuelPurchases: [], returns: [] }),
    ).toBeNull()
  })
})

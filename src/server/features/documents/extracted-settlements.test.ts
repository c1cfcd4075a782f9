import { describe, expect, it } from 'vitest'
import { NO_LOADS_ISSUE } from '@/domain/settlement-parsing/pay-sheets/parse-settlement.ts'
import type { ParsedSettlement } from '@/domain/settlement-parsing/types.ts'
import { draftFromSettlement } from './extracted-settlements.ts'

const read = (overrides: Partial<ParsedSettlement>): ParsedSettlement => ({
  payer: 'Blue Mesa Haulers Inc',
  settlementNumber: '7781',
  settlementDate: '2025-04-04',
  periodStart: null,
  periodEnd: null,
  grossCents: 127500,
  deductionsCents: 15000,
  reimbursementsCents: 2500,
  netCents: 115000,
  lines: [],
  confidence: {
    payer: 0.9,
    settlementNumber: 0.9,
    settlementDate: 0.9,
    period: 0.5,
    grossCents: 0.99,
    deductionsCents: 0.97,
    netCents: 0.99,
    loads: 0.95,
    deductions: 0.95,
  },
  issues: [],
  ...overrides,
})

describe('draftFromSettlement', () => {
  it('keeps the reader’s lines in order, as the API’s lines, and drops lines of nothing', () => {
    const draft = draftFromSettlement(
      read({
        lines: [
          {
            kind: 'load',
            loadNumber: 'BM-88',
            date: '2025-03-24',
            origin: 'Dallas, TX',
            destination: 'Memphis, TN',
            miles: 452,
            amountCents: 127500,
          },
          {
            kind: 'deduction',
            description: 'Trailer rental',
            amountCents: 15000,
            category: 'equipment_rent',
          },
          { kind: 'deduction', description: 'Escrow', amountCents: 0, category: 'escrow' },
          { kind: 'reimbursement', description: 'Lumper', amountCents: 2500 },
        ],
      }),
    )
    expect(draft.input.lines).toEqual([
      {
        kind: 'load',
        description: 'Dallas, TX → Memphis, TN',
        amountCents: 127500,
        loadNumber: 'BM-88',
        loadDate: '2025-03-24',
        origin: 'Dallas, TX',
        destination: 'Memphis, TN',
        miles: 452,
      },
      { kind: 'deduction', description: 'Trailer rental', category: 'equipment_rent', amountCents: 15000 },
      // A lumper paid back is marked as one: it posts its fee beside it (they net to zero).
      { kind: 'reimbursement', description: 'Lumper', amountCents: 2500, category: 'lumper' },
    ])
    expect(draft.complete).toBe(true)
  })

  it('shows a gross printed without load lines as one load, first, and says so', () => {
    const draft = draftFromSettlement(
      read({
        lines: [
          { kind: 'deduction', description: 'Federal tax', amountCents: 15000, category: 'withholding' },
        ],
        issues: [NO_LOADS_ISSUE],
      }),
    )
    expect(draft.input.lines.map((line) => [line.kind, line.description, line.amountCents])).toEqual([
      ['load', 'Gross pay', 127500],
      ['deduction', 'Federal tax', 15000],
    ])
    expect(draft.issues).toEqual(['No load lines were found; the gross is shown as one line.'])
    expect(draft.complete).toBe(false)
  })
})

import type { Extraction } from '@/domain/settlement-parsing/types.ts'

/**
 * A reading in the shape of the fixtures' `.expected.json` files
 * (tests/fixtures/settlements/README.md), plus confidence and issues: what `npm run extract`
 * prints and what the fixture tests compare.
 */
export function toFixtureShape(file: string, extraction: Extraction) {
  if (extraction.kind === 'table') {
    return {
      file,
      settlements: extraction.table.rows.map(
        ({ date, payer, tripNumber, grossCents, deductionsCents, netCents }) => ({
          date,
          payer,
          tripNumber,
          grossCents,
          deductionsCents,
          netCents,
        }),
      ),
      issues: extraction.table.issues,
    }
  }
  const s = extraction.settlement
  return {
    file,
    payer: s.payer,
    settlementNumber: s.settlementNumber,
    settlementDate: s.settlementDate,
    periodStart: s.periodStart,
    periodEnd: s.periodEnd,
    grossCents: s.grossCents,
    deductionsCents: s.deductionsCents,
    reimbursementsCents: s.reimbursementsCents,
    netCents: s.netCents,
    loads: s.loads,
    deductions: s.deductions,
    confidence: s.confidence,
    issues: s.issues,
  }
}

import { type Extraction, linesOfKind } from '@/domain/settlement-parsing/types.ts'

/**
 * A reading in the shape of the fixtures' `.expected.json` files
 * (tests/fixtures/settlements/README.md), plus confidence and issues: what `npm run extract`
 * prints and what the fixture tests compare. The sidecars list loads and deductions apart and
 * without a `kind`, so the settlement's one list of lines is split back here.
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
    loads: linesOfKind(s.lines, 'load').map(({ kind, ...load }) => load),
    deductions: linesOfKind(s.lines, 'deduction').map(({ kind, ...deduction }) => deduction),
    confidence: s.confidence,
    issues: s.issues,
  }
}

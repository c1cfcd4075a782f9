import type { DocumentRef } from '@/contracts/documents.ts'
import type { Settlement, SettlementLoadFlag, SettlementSummary } from '@/contracts/settlements.ts'
import { plainDecimal } from '@/domain/decimal.ts'
import type { SettlementLineRow, SettlementRow } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'

export const SETTLEMENT_NOT_FOUND = 'Settlement not found'

export function settlementNotFound() {
  return new AppError('NOT_FOUND', SETTLEMENT_NOT_FOUND)
}

/** A summary of a settlement; `needsReviewCount` is its deduction lines the reader could not name. */
export function toSettlementSummary(row: SettlementRow, needsReviewCount = 0): SettlementSummary {
  return {
    id: row.id,
    broker: row.broker,
    settlementNumber: row.settlementNumber,
    tripNumber: row.tripNumber,
    settlementDate: row.settlementDate,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    grossCents: row.grossCents,
    deductionsCents: row.deductionsCents,
    reimbursementsCents: row.reimbursementsCents,
    netCents: row.netCents,
    status: row.status,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    documentId: row.documentId,
    truckId: row.truckId,
    paidAs: row.paidAs,
    needsReviewCount,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toSettlement(
  row: SettlementRow,
  lines: readonly SettlementLineRow[],
  document: DocumentRef | null,
  loadFlags: SettlementLoadFlag[],
): Settlement {
  return {
    ...toSettlementSummary(
      row,
      lines.filter((l) => l.kind === 'deduction' && l.category === 'needs_review').length,
    ),
    review: row.review,
    document,
    loadFlags,
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        id: line.id,
        kind: line.kind,
        description: line.description,
        category: line.category,
        amountCents: line.amountCents,
        loadNumber: line.loadNumber,
        loadDate: line.loadDate,
        origin: line.origin,
        destination: line.destination,
        miles: line.miles,
        gallons: line.gallons === null ? null : plainDecimal(line.gallons),
      })),
  }
}

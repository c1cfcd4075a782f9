import { PAYER_NOT_READ, type SettlementSummary } from '@/contracts/settlements.ts'
import { formatDate } from '@/web/lib/format.ts'

/** A settlement read from a document may still lack these until the user enters them. */
export const payerLabel = (settlement: Pick<SettlementSummary, 'broker'>) =>
  settlement.broker ?? PAYER_NOT_READ

/**
 * The number a settlement goes by in lists: its trip number, else the number printed on its
 * statement (a pay sheet read from a PDF has the latter only), as the detail page shows them.
 */
export const settlementNumberLabel = (
  settlement: Pick<SettlementSummary, 'tripNumber' | 'settlementNumber'>,
): string | null => settlement.tripNumber || settlement.settlementNumber || null

export const settlementDateLabel = (settlement: Pick<SettlementSummary, 'settlementDate'>) =>
  settlement.settlementDate ? formatDate(settlement.settlementDate) : 'Date not found'

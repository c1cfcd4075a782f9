import { PAYER_NOT_READ, type SettlementSummary } from '@/contracts/settlements.ts'
import { formatDate } from '@/web/lib/format.ts'

/** A settlement read from a document may still lack these until the user enters them. */
export const payerLabel = (settlement: Pick<SettlementSummary, 'broker'>) =>
  settlement.broker ?? PAYER_NOT_READ

export const settlementDateLabel = (settlement: Pick<SettlementSummary, 'settlementDate'>) =>
  settlement.settlementDate ? formatDate(settlement.settlementDate) : 'Date not found'

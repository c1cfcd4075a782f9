// What other subjects may use of settlements: storing one read from a document or made as test
// data, the federal income tax withheld from W-2 pay (for the tax report), and the CSV export (for the
// export of all a user's data).

export { exportSettlements } from './export-settlements.ts'
export { federalWithheldCents } from './federal-withheld.ts'
export { insertSettlement, type SettlementDraftInput } from './store-settlement.ts'

// What other subjects may use of settlements: storing one read from a document or made as test
// data, and the federal income tax withheld from W-2 pay (for the tax report).
export { federalWithheldCents } from './federal-withheld.ts'
export { insertSettlement, type SettlementDraftInput } from './store-settlement.ts'

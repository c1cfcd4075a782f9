// What other subjects may use of settlements: storing one read from a document or made as test data.
export { insertSettlement, type SettlementDraftInput } from './store-settlement.ts'

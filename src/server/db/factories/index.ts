export { bulkInsertLedgerEntries } from './bulk-insert.ts'
export { EXPENSE_PROFILES } from './expense-profiles.ts'
export { buildLedgerHistory, type LedgerHistory } from './history.ts'
export {
  type BuildOptions,
  buildExpense,
  buildMileageEntry,
  buildRevenue,
  type LedgerEntryRow,
  type MileageEntryRow,
  type NewLedgerEntry,
} from './ledger.ts'
export { CARRIERS, CITY_NAMES, randomLane } from './places.ts'
export { type Random, seededRandom, unseededRandom } from './random.ts'
export {
  type BuiltSettlement,
  buildSettlement,
  type SettlementInsert,
  type SettlementLineInsert,
  settlementLedgerEntries,
} from './settlements.ts'

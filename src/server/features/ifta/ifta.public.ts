// What other subjects may use of IFTA records: a fuel receipt read becomes fuel purchases; the demo keeps some.

export { createFuelPurchase } from './fuel-purchases.ts'
export { keepsFiledReceipt } from './ifta-locks.ts'
export { missingForPurchase, proposeFuelPurchases } from './propose-fuel-purchases.ts'
export { iftaRecordsToKeep } from './records-kept.ts'
export { createTrip } from './trips.ts'

// What other subjects may use of IFTA records: a fuel receipt read becomes fuel purchases.

export { missingForPurchase, proposeFuelPurchases } from './propose-fuel-purchases.ts'

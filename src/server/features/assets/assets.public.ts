// What other subjects may use of assets and loans: the tax side reads a year's depreciation and loan
// interest; the balance sheet reads the equipment's book value and what the loans owe on a date.
export { equipmentOn, loanBalancesOn } from './book-values.ts'
export { depreciationSummary } from './depreciation-summary.ts'

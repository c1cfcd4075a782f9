// What other subjects may use of assets and loans: the tax side reads a year's depreciation and loan interest.
export { depreciationSummary } from './depreciation-summary.ts'

/** What the reports feature offers the others: the one tax estimate every screen shows. */
export { type TaxEstimate, taxEstimate } from './tax-estimate.ts'

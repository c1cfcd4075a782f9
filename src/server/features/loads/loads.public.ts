// What other subjects may use of loads: a settlement pays them.
export { payLoadsOfSettlement, unpayLoads } from './pay-loads.ts'

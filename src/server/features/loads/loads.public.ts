// What other subjects may use of loads: a settlement pays them (and shows their flags); the demo books some; the balance sheet reads what is owed.

export { loadsOnDashboard } from './loads-dashboard.ts'
export { payLoadsOfSettlement, unpayLoads } from './pay-loads.ts'
export { proposeLoad } from './propose-load.ts'
export { type Receivable, receivablesOn } from './receivables.ts'
export { createLoad } from './save-load.ts'
export { flagsOfSettlement } from './settlement-flags.ts'

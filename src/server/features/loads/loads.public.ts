// What other subjects may use of loads: a settlement pays them; the demo books some.

export { loadsOnDashboard } from './loads-dashboard.ts'
export { payLoadsOfSettlement, unpayLoads } from './pay-loads.ts'
export { proposeLoad } from './propose-load.ts'
export { createLoad } from './save-load.ts'

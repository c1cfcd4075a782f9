// What other subjects may use of fleets: a driver's fleet manager, and what a fleet pays its drivers.
export { fleetBooksVersions, fleetDriverPay } from './fleet-driver-pay.ts'
export { fleetManagerOf } from './fleet-membership.ts'

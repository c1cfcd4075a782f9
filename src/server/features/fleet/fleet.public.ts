// What other subjects may use of fleets: a driver's fleet manager.
export { fleetManagerOf } from './fleet-membership.ts'

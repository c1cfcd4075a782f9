import type { Role } from './roles.ts'

/**
 * Who may do what, by role: the one place the server's route guards (declared with each route,
 * src/server/shared/auth/route-access.ts) and the web's pages and menus read it from.
 */

/** Customers: the roles that keep books of their own (and choose a plan). */
export const isClient = (role: Role) =>
  role === 'company_driver' || role === 'owner_operator' || role === 'fleet_manager'

/** Owner-operators and fleet managers keep trucks (a company driver's are the carrier's). */
export const keepsTrucks = (role: Role) => role === 'owner_operator' || role === 'fleet_manager'

/**
 * Owner-operators and fleet managers book loads and see them in their menu (a company driver's loads
 * are the carrier's: the API shows them their fleet's, with no screen of their own).
 */
export const booksLoads = (role: Role) => role === 'owner_operator' || role === 'fleet_manager'

/** Who drives trucks: their own, or their fleet's (a company driver in a fleet reads them). */
export const drivesTrucks = (role: Role) => keepsTrucks(role) || role === 'company_driver'

/** Drivers join a fleet; a fleet manager runs one. */
export const joinsFleets = (role: Role) => role === 'company_driver' || role === 'owner_operator'
export const runsFleets = (role: Role) => role === 'fleet_manager'

export const isAccountant = (role: Role) => role === 'accountant'

/** An API key reaches its owner's books; an administrator has no books, and the back office takes no keys. */
export const mayHoldApiKeys = (role: Role) => role !== 'admin'

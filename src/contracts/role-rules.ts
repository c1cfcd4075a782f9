import { ACCESS_MESSAGES } from './access.ts'
import {
  isAccountant,
  isClient,
  joinsFleets,
  keepsTrucks,
  mayHoldApiKeys,
  runsFleets,
} from './access-policy.ts'
import { FLEET_MESSAGES } from './fleet.ts'
import type { Role } from './roles.ts'
import { TRUCK_MESSAGES } from './trucks.ts'

// The server's route guards read these (src/server/shared/auth/route-access.ts); the rules
// themselves are access-policy.ts's, which the web's menus read without the contracts' schemas.

/** A role rule, named, with the message a refused caller reads. */
export interface RoleRule {
  name: string
  allow: (role: Role) => boolean
  refusal: string
}

const rule = (name: string, allow: (role: Role) => boolean, refusal: string): RoleRule => ({
  name,
  allow,
  refusal,
})

export const ROLE_RULES = {
  keepsTrucks: rule('keeps trucks', keepsTrucks, TRUCK_MESSAGES.ownersOnly),
  sharesBooks: rule('client', isClient, ACCESS_MESSAGES.clientsOnly),
  joinsFleets: rule('driver', joinsFleets, FLEET_MESSAGES.driversOnly),
  runsFleets: rule('fleet manager', runsFleets, FLEET_MESSAGES.managersOnly),
  isAccountant: rule('accountant', isAccountant, ACCESS_MESSAGES.accountantsOnly),
  holdsApiKeys: rule('not an administrator', mayHoldApiKeys, 'Administrator accounts cannot hold API keys'),
} as const

import { FLEET_MESSAGES } from '@/contracts/fleet.ts'
import type { Role } from '@/contracts/roles.ts'
import { AppError } from '@/server/lib/errors.ts'

/** Everything under /api/fleet but accepting an invitation is the fleet manager's. */
export function requireFleetManager(role: Role) {
  if (role !== 'fleet_manager') throw new AppError('FORBIDDEN', FLEET_MESSAGES.managersOnly)
}

/** How a fleet is named: its manager's company, or "{manager}'s fleet". */
export function fleetNameOf(manager: { fullName: string; companyName: string | null }) {
  return manager.companyName?.trim() || `${manager.fullName}'s fleet`
}

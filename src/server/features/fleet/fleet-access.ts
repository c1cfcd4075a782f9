/** How a fleet is named: its manager's company, or "{manager}'s fleet". */
export function fleetNameOf(manager: { fullName: string; companyName: string | null }) {
  return manager.companyName?.trim() || `${manager.fullName}'s fleet`
}

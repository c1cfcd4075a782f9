/** Location state shared by the guards, the sign-in screens and sign-out. */
export interface NavState {
  /** Where a guard turned the visitor away; sign-in returns there. */
  from?: { pathname: string; search?: string }
  /** Set by sign-out so /login and /admin don't bounce a session that is about to end. */
  signedOut?: boolean
}

export function readNavState(state: unknown): NavState {
  return state && typeof state === 'object' ? (state as NavState) : {}
}

/** The path to go to after signing in. */
export function returnPath(state: unknown, fallback: string): string {
  const { from } = readNavState(state)
  return from ? `${from.pathname}${from.search ?? ''}` : fallback
}

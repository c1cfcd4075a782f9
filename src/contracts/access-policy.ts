import type { Role } from './roles.ts'

/**
 * Who may do what, by role: the one place the server's route guards and the web's pages and menus
 * read it from.
 */

/** An API key reaches its owner's books; an administrator has no books, and the back office takes no keys. */
export const mayHoldApiKeys = (role: Role) => role !== 'admin'

export const ROLE_REFUSALS = {
  apiKeys: 'Administrator accounts cannot hold API keys',
} as const

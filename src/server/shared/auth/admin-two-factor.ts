import type { FastifyRequest } from 'fastify'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import type { Db } from '@/server/db/client.ts'
import { AppError } from '@/server/lib/errors.ts'
import { adminTwoFactorRequired } from '@/server/shared/settings.ts'
import { accessOf } from './route-access.ts'
import { hasTwoFactor } from './two-factor-check.ts'

/**
 * "Require two-factor for admins" (Settings › Security), enforced on the server: while it is on, an
 * admin without two-factor sign-in is refused every admin route (403, `setUpTwoFactor`) until they
 * turn it on. Signing in, the session and the account's two-factor set-up stay open to them, so they
 * can always reach the set-up. Run after the route's access is checked.
 */
export function adminTwoFactorGuard(db: Db) {
  return async (req: FastifyRequest) => {
    if (accessOf(req).who !== 'admin' || req.user?.role !== 'admin' || req.impersonatorId) return
    if (!(await adminTwoFactorRequired(db))) return
    if (await hasTwoFactor(db, req.user.id)) return
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.adminTwoFactorRequired, { setUpTwoFactor: true })
  }
}

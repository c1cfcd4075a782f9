import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZSecuritySettings, ZSecuritySettingsView } from '@/contracts/auth.ts'
import type { AppContext } from '@/server/context.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { readSecuritySettings, saveSecuritySettings } from './security-settings.ts'

/** /api/admin/settings/security: session lifetime and the sign-in limits (admin). */
export function authAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    const admin = (req: Parameters<typeof actorOf>[0]) => ({
      db: ctx.db,
      clock: ctx.clock,
      actor: actorOf(req),
    })

    app.get(
      '/settings/security',
      {
        schema: {
          summary: 'The session lifetime and sign-in limits in force, and the configuration’s (admin)',
          response: { 200: ZSecuritySettingsView },
        },
      },
      () => readSecuritySettings({ db: ctx.db, limits: ctx.config.limits }),
    )

    app.put(
      '/settings/security',
      {
        schema: {
          summary: 'Save the session lifetime and sign-in limits; they apply from the next sign-in (admin)',
          body: ZSecuritySettings,
          response: { 200: ZSecuritySettingsView },
        },
      },
      (req) => saveSecuritySettings({ ...admin(req), limits: ctx.config.limits, settings: req.body }),
    )
  }
}

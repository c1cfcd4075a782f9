import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZIdParams } from '@/contracts/common.ts'
import {
  ADMIN_MESSAGES,
  ZAdminBulk,
  ZAdminBulkResult,
  ZAdminCreateUser,
  ZAdminUser,
  ZAdminUserDetails,
  ZAdminUserList,
  ZAdminUserPatch,
  ZAdminUserQuery,
} from '@/contracts/users.ts'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { SESSION_COOKIE } from '@/server/shared/auth/sessions.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { impersonate } from './impersonation.ts'
import { listUsers } from './list-users.ts'
import {
  createUserByAdmin,
  deleteUsers,
  sendResetByAdmin,
  setUsersStatus,
  updateUserByAdmin,
  userDetails,
} from './manage-users.ts'

const ZUserParams = ZIdParams(ADMIN_MESSAGES.notFound)
const ZClientParams = z.object({ userId: z.uuid({ error: ADMIN_MESSAGES.notFound }) })

/** /api/admin/users and viewing a client: the back office's users (admin). */
export function usersAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    const admin = (req: Parameters<typeof actorOf>[0]) => ({
      db: ctx.db,
      clock: ctx.clock,
      actor: actorOf(req),
    })

    app.get(
      '/users',
      {
        schema: {
          summary: 'List every account (admin)',
          querystring: ZAdminUserQuery,
          response: { 200: ZAdminUserList },
        },
      },
      (req) => listUsers({ ...callerOf(ctx, req), ...req.query }),
    )

    app.post(
      '/users',
      {
        schema: {
          summary: 'Create an account, optionally mailing a welcome (admin)',
          body: ZAdminCreateUser,
          response: { 201: ZAdminUser },
        },
      },
      async (req, reply) => {
        const user = await createUserByAdmin({
          ...admin(req),
          mailer: ctx.mailer,
          publicUrl: ctx.config.publicUrl,
          input: req.body,
        })
        return reply.code(201).send(user)
      },
    )

    app.post(
      '/users/bulk',
      {
        schema: {
          summary:
            "Activate, suspend or delete several accounts; deleted accounts' subscriptions are canceled at the payment provider first (admin)",
          body: ZAdminBulk,
          response: { 200: ZAdminBulkResult },
        },
      },
      async (req) => {
        const { ids, action } = req.body
        const affected =
          action === 'delete'
            ? await deleteUsers({ ...admin(req), config: ctx.config, storage: ctx.storage, ids })
            : await setUsersStatus({
                ...admin(req),
                ids,
                status: action === 'activate' ? 'active' : 'suspended',
              })
        return { affected }
      },
    )

    app.get(
      '/users/:id',
      {
        schema: {
          summary:
            'One account with its billing (plan, status, renewal), counts and recent audit events (admin)',
          params: ZUserParams,
          response: { 200: ZAdminUserDetails },
        },
      },
      (req) => userDetails(ctx, req.params.id),
    )

    app.patch(
      '/users/:id',
      {
        schema: {
          summary: 'Change an account’s name, role, status or company (admin)',
          params: ZUserParams,
          body: ZAdminUserPatch,
          response: { 200: ZAdminUser },
        },
      },
      (req) => updateUserByAdmin({ ...admin(req), id: req.params.id, patch: req.body }),
    )

    app.delete(
      '/users/:id',
      {
        schema: {
          summary:
            'Delete an account and all its data; its subscriptions are canceled at the payment provider first, and if that fails nothing is deleted (admin)',
          params: ZUserParams,
        },
      },
      async (req, reply) => {
        const removed = await deleteUsers({
          ...admin(req),
          config: ctx.config,
          storage: ctx.storage,
          ids: [req.params.id],
        })
        if (removed === 0) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.notFound)
        return reply.code(204).send()
      },
    )

    app.post(
      '/users/:id/password-reset',
      { schema: { summary: 'Mail the account a password reset link (admin)', params: ZUserParams } },
      async (req, reply) => {
        await sendResetByAdmin({
          ...admin(req),
          mailer: ctx.mailer,
          publicUrl: ctx.config.publicUrl,
          id: req.params.id,
        })
        return reply.code(204).send()
      },
    )

    app.post(
      '/impersonate/:userId',
      {
        schema: {
          summary: 'View a client’s account: this session becomes theirs until Return to Admin (admin)',
          params: ZClientParams,
          response: { 200: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }) },
        },
      },
      (req) =>
        impersonate({
          ...admin(req),
          token: req.cookies[SESSION_COOKIE] ?? '',
          clientId: req.params.userId,
        }),
    )
  }
}

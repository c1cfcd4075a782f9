import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { ZIdParams } from '@/contracts/common.ts'
import {
  TEST_CLIENT_MESSAGES,
  ZCreatedTestClient,
  ZCreateTestClient,
  ZDataTemplateList,
  ZGeneratedData,
  ZTestClient,
  ZTestClientBulk,
  ZTestClientList,
  ZTestClientPatch,
  ZTestClientQuery,
} from '@/contracts/test-clients.ts'
import { ZAdminBulkResult } from '@/contracts/users.ts'
import type { AppContext } from '@/server/context.ts'
import { deleteUsers } from '@/server/features/users/users.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import { type Actor, actorOf } from '@/server/shared/audit.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { generateTestData } from './generate-test-data.ts'
import {
  createTestClient,
  findTestClient,
  listDataTemplates,
  listTestClients,
  setTestClientsPaused,
  testClientIds,
  updateTestClient,
} from './manage-test-clients.ts'

const ZClientParams = ZIdParams(TEST_CLIENT_MESSAGES.notFound)

/** /api/admin/test-clients and /api/admin/data-templates, inside the admin routes' guard. */
export function testClientsAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    const api = app.withTypeProvider<ZodTypeProvider>()
    const admin = (req: Parameters<typeof actorOf>[0]) => ({
      db: ctx.db,
      clock: ctx.clock,
      actor: actorOf(req),
    })
    /** Deletes test clients only: ids of real accounts are left alone. */
    const deleteClients = async (actor: Actor, ids: string[]) => {
      const clients = await testClientIds(ctx.db, ids)
      if (clients.length === 0) return 0
      return deleteUsers({
        db: ctx.db,
        clock: ctx.clock,
        actor,
        config: ctx.config,
        storage: ctx.storage,
        ids: clients,
      })
    }

    api.get(
      '/data-templates',
      {
        schema: {
          summary: 'The data templates test clients are made from (admin)',
          response: { 200: ZDataTemplateList },
        },
      },
      async () => ({ items: await listDataTemplates(ctx.db) }),
    )

    api.get(
      '/test-clients',
      {
        schema: {
          summary: 'Test clients with their totals and the screen’s stat figures (admin)',
          querystring: ZTestClientQuery,
          response: { 200: ZTestClientList },
        },
      },
      (req) => listTestClients({ db: ctx.db, ...req.query }),
    )

    api.post(
      '/test-clients',
      {
        schema: {
          summary: 'Create a test client; its generated password is answered this once (admin)',
          body: ZCreateTestClient,
          response: { 201: ZCreatedTestClient },
        },
      },
      async (req, reply) => reply.code(201).send(await createTestClient({ ...admin(req), input: req.body })),
    )

    api.post(
      '/test-clients/bulk',
      {
        schema: {
          summary: 'Pause, activate or delete several test clients (admin)',
          body: ZTestClientBulk,
          response: { 200: ZAdminBulkResult },
        },
      },
      async (req) => {
        const { ids, action } = req.body
        const affected =
          action === 'delete'
            ? await deleteClients(actorOf(req), ids)
            : await setTestClientsPaused({ ...admin(req), ids, paused: action === 'pause' })
        return { affected }
      },
    )

    api.get(
      '/test-clients/:id',
      {
        schema: {
          summary: 'One test client with its totals (admin)',
          params: ZClientParams,
          response: { 200: ZTestClient },
        },
      },
      (req) => findTestClient(ctx.db, req.params.id),
    )

    api.patch(
      '/test-clients/:id',
      {
        schema: {
          summary: 'Pause or activate a test client, or change its data schedule or template (admin)',
          params: ZClientParams,
          body: ZTestClientPatch,
          response: { 200: ZTestClient },
        },
      },
      (req) => updateTestClient({ ...admin(req), id: req.params.id, patch: req.body }),
    )

    api.delete(
      '/test-clients/:id',
      { schema: { summary: 'Delete a test client and all its data (admin)', params: ZClientParams } },
      async (req, reply) => {
        if ((await deleteClients(actorOf(req), [req.params.id])) === 0) {
          throw new AppError('NOT_FOUND', TEST_CLIENT_MESSAGES.notFound)
        }
        return reply.code(204).send()
      },
    )

    api.post(
      '/test-clients/:id/generate',
      {
        schema: {
          summary: 'Generate a batch of settlements, expenses and documents for a test client (admin)',
          params: ZClientParams,
          response: { 200: ZGeneratedData },
        },
      },
      (req) => generateTestData({ ...admin(req), storage: ctx.storage, userId: req.params.id }),
    )
  }
}

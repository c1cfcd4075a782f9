import multipart from '@fastify/multipart'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZIdParams } from '@/contracts/common.ts'
import {
  LOAD_MESSAGES,
  ZAttachLoadDocumentQuery,
  ZLoad,
  ZLoadDocument,
  ZLoadDocumentList,
  ZLoadFilters,
  ZLoadInput,
  ZLoadList,
  ZLoadPatch,
  ZLoadProfit,
  ZLoadQuery,
  ZLoadReport,
  ZLoadReportQuery,
  ZLoadSettings,
  ZPayer,
  ZPayerList,
  ZPayerPatch,
} from '@/contracts/loads.ts'
import { ROLE_RULES } from '@/contracts/role-rules.ts'
import type { AppContext } from '@/server/context.ts'
import { users } from '@/server/db/schema/index.ts'
import { assertStorageRoom } from '@/server/features/billing/billing.public.ts'
import { multipartLimits, oneFile, sendDocumentFile } from '@/server/features/documents/documents.public.ts'
import { fleetBooksVersions } from '@/server/features/fleet/fleet.public.ts'
import { renderCsv, renderPdf, reportOwner } from '@/server/features/reports/reports.public.ts'
import { sendCsv } from '@/server/lib/csv.ts'
import { todayFor } from '@/server/lib/today.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { booksAnswer } from '@/server/shared/books-answer.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { exportLoads } from './export-loads.ts'
import {
  attachLoadDocument,
  listLoadDocuments,
  readLoadDocumentFile,
  removeLoadDocument,
} from './load-documents.ts'
import { loadProfit, loadReport } from './load-report.ts'
import { loadReportDocument } from './load-report-document.ts'
import { listPayers, updatePayer } from './payers.ts'
import { getLoad, listLoads } from './read-loads.ts'
import { createLoad, deleteLoad, updateLoad } from './save-load.ts'

const ZLoadParams = ZIdParams(LOAD_MESSAGES.notFound)
const ZPayerParams = ZIdParams(LOAD_MESSAGES.payerNotFound)
const ZLoadDocumentParams = ZLoadParams.extend({
  documentId: z.uuid({ error: LOAD_MESSAGES.documentNotFound }),
})
const ZFileQuery = z.object({
  /** As an attachment (a download) instead of shown in the browser. */
  download: z.enum(['1', 'true']).optional(),
})

/** /api/loads and /api/payers: the loads a user booked, hauled and was paid for, and who pays them. */
export function loadsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, {
      who: 'user',
      apiKey: 'books',
      paywall: { books: true },
      roles: ROLE_RULES.sharesBooks,
    })
    await app.register(multipart, multipartLimits)
    const today = (req: Parameters<typeof requireUser>[0]) => todayFor(requireUser(req), ctx.clock)
    /** A fleet manager's list and report also move with their drivers' books. */
    const fleetVersions = (req: Parameters<typeof requireUser>[0]) => {
      const user = requireUser(req)
      return user.role === 'fleet_manager' ? fleetBooksVersions(ctx.db, user.id) : Promise.resolve('')
    }

    app.get(
      '/loads',
      {
        schema: {
          summary: 'Your loads (and, for a fleet manager, your drivers’), newest pickup first',
          querystring: ZLoadQuery,
          response: { 200: ZLoadList },
        },
      },
      async (req, reply) =>
        booksAnswer(ctx, req, reply, {
          name: 'loads',
          extra: await fleetVersions(req),
          compute: () => listLoads({ ...callerOf(ctx, req), ...req.query, today: today(req) }),
        }),
    )

    app.get(
      '/loads/export.csv',
      { schema: { summary: 'Download your loads as CSV (the list’s filters)', querystring: ZLoadFilters } },
      (req, reply) => {
        const { fileName, stream } = exportLoads({ ...callerOf(ctx, req), ...req.query, today: today(req) })
        return sendCsv(reply, fileName, stream)
      },
    )

    app.post(
      '/loads',
      { schema: { summary: 'Book a load', body: ZLoadInput, response: { 201: ZLoad } } },
      async (req, reply) => {
        const caller = callerOf(ctx, req)
        const id = await createLoad({ ...caller, input: req.body })
        return reply.code(201).send(await getLoad({ ...caller, id, today: today(req) }))
      },
    )

    app.get(
      '/loads/settings',
      { schema: { summary: 'When a delivered load is flagged as unpaid', response: { 200: ZLoadSettings } } },
      async (req) => {
        const [row] = await ctx.db
          .select({ days: users.unpaidLoadDays })
          .from(users)
          .where(eq(users.id, requireUser(req).id))
        return { unpaidAfterDays: row!.days }
      },
    )

    app.put(
      '/loads/settings',
      {
        schema: {
          summary: 'Change after how many days a delivered load on no settlement is flagged',
          body: ZLoadSettings,
          response: { 200: ZLoadSettings },
        },
      },
      async (req) => {
        await ctx.db
          .update(users)
          .set({ unpaidLoadDays: req.body.unpaidAfterDays })
          .where(eq(users.id, requireUser(req).id))
        return req.body
      },
    )

    app.get(
      '/loads/:id',
      { schema: { summary: 'One load', params: ZLoadParams, response: { 200: ZLoad } } },
      (req) => getLoad({ ...callerOf(ctx, req), id: req.params.id, today: today(req) }),
    )

    app.patch(
      '/loads/:id',
      {
        schema: {
          summary: 'Change one of your loads (stops and rate lines, when sent, replace its own)',
          params: ZLoadParams,
          body: ZLoadPatch,
          response: { 200: ZLoad },
        },
      },
      async (req) => {
        const caller = callerOf(ctx, req)
        await updateLoad({ ...caller, id: req.params.id, patch: req.body })
        return getLoad({ ...caller, id: req.params.id, today: today(req) })
      },
    )

    app.delete(
      '/loads/:id',
      { schema: { summary: 'Delete one of your loads', params: ZLoadParams } },
      async (req, reply) => {
        await deleteLoad({ ...callerOf(ctx, req), storage: ctx.storage, id: req.params.id })
        return reply.code(204).send()
      },
    )

    app.get(
      '/loads/:id/profit',
      {
        schema: {
          summary: 'One load’s profit: revenue less direct costs, per diem and its share of fixed costs',
          params: ZLoadParams,
          response: { 200: ZLoadProfit },
        },
      },
      (req) => loadProfit({ ...callerOf(ctx, req), id: req.params.id }),
    )

    app.get(
      '/loads/:id/documents',
      {
        schema: {
          summary: 'The files attached to a load (rate confirmation, BOL, proof of delivery…)',
          params: ZLoadParams,
          response: { 200: ZLoadDocumentList },
        },
      },
      async (req) => ({
        items: await listLoadDocuments({ ...callerOf(ctx, req), loadId: req.params.id }),
      }),
    )

    app.post(
      '/loads/:id/documents',
      {
        schema: {
          summary:
            'Attach a PDF or a photo to one of your loads as `kind` (multipart/form-data, one `file` part); the same file again answers 200',
          params: ZLoadParams,
          querystring: ZAttachLoadDocumentQuery,
          response: { 200: ZLoadDocument, 201: ZLoadDocument },
        },
      },
      async (req, reply) => {
        await assertStorageRoom(ctx, requireUser(req))
        const { document, created } = await attachLoadDocument({
          ...callerOf(ctx, req),
          storage: ctx.storage,
          jobs: ctx.jobs,
          loadId: req.params.id,
          kind: req.query.kind,
          readFile: () => oneFile(req, 'Please attach one file at a time'),
        })
        return reply.code(created ? 201 : 200).send(document)
      },
    )

    app.get(
      '/loads/:id/documents/:documentId/file',
      {
        schema: {
          summary: 'A file attached to a load, as uploaded',
          params: ZLoadDocumentParams,
          querystring: ZFileQuery,
        },
      },
      async (req, reply) => {
        const file = await readLoadDocumentFile({
          ...callerOf(ctx, req),
          storage: ctx.storage,
          loadId: req.params.id,
          documentId: req.params.documentId,
        })
        return sendDocumentFile(reply, file, Boolean(req.query.download))
      },
    )

    app.delete(
      '/loads/:id/documents/:documentId',
      {
        schema: {
          summary: 'Take a file off one of your loads (a file attached only there is deleted)',
          params: ZLoadDocumentParams,
        },
      },
      async (req, reply) => {
        await removeLoadDocument({
          ...callerOf(ctx, req),
          storage: ctx.storage,
          loadId: req.params.id,
          documentId: req.params.documentId,
        })
        return reply.code(204).send()
      },
    )

    /** Like the other analysis reports (Revenue, Trucks & Drivers), a feature of the Owner Operator plan up. */
    const advancedReport = { access: { paywall: { books: true, feature: 'advanced' as const } } }
    const report = (
      req: Parameters<typeof requireUser>[0],
      { page, pageSize, ...query }: z.output<typeof ZLoadReportQuery>,
      paged: boolean,
    ) =>
      loadReport({
        ...callerOf(ctx, req),
        ...query,
        today: today(req),
        ...(paged ? { page: { page, pageSize } } : {}),
      })

    app.get(
      '/reports/loads',
      {
        config: advancedReport,
        schema: {
          summary:
            'Profit of your loads by load, broker, lane, truck, driver or month (this year by default); by month with a lane, what it paid a mile',
          querystring: ZLoadReportQuery,
          response: { 200: ZLoadReport },
        },
      },
      async (req, reply) =>
        booksAnswer(ctx, req, reply, {
          name: 'reports/loads',
          extra: await fleetVersions(req),
          compute: () => report(req, req.query, true),
        }),
    )

    app.get(
      '/reports/loads/export.:format',
      {
        config: advancedReport,
        schema: {
          summary: 'Download the load profit report as CSV or PDF',
          params: z.object({ format: z.enum(['csv', 'pdf'], { error: 'Choose csv or pdf' }) }),
          querystring: ZLoadReportQuery,
          produces: ['text/csv', 'application/pdf'],
        },
      },
      async (req, reply) => {
        const document = loadReportDocument(await report(req, req.query, false))
        if (req.params.format === 'csv')
          return sendCsv(reply, `${document.fileStem}.csv`, renderCsv(document))
        const owner = await reportOwner(ctx.db, requireUser(req).id)
        const bytes = await renderPdf(document, {
          productName: 'RigLedger',
          owner,
          generatedAt: ctx.clock.now(),
          timeZone: owner.timeZone,
        })
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${document.fileStem}.pdf"`)
          .send(bytes)
      },
    )

    app.get(
      '/payers',
      { schema: { summary: 'Your brokers and carriers', response: { 200: ZPayerList } } },
      async (req) => ({ items: await listPayers(callerOf(ctx, req)) }),
    )

    app.patch(
      '/payers/:id',
      {
        schema: {
          summary: 'Change a payer’s name, MC/DOT numbers or lease terms',
          params: ZPayerParams,
          body: ZPayerPatch,
          response: { 200: ZPayer },
        },
      },
      (req) => updatePayer({ ...callerOf(ctx, req), id: req.params.id, patch: req.body }),
    )
  }
}

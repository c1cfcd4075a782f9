import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZIdParams } from '@/contracts/common.ts'
import { MAX_UPLOAD_BYTES } from '@/contracts/documents.ts'
import {
  IFTA_IMPORT_MESSAGES,
  ZConfirmImport,
  ZIftaImport,
  ZImportQuery,
  ZImportResult,
} from '@/contracts/ifta-imports.ts'
import { ROLE_RULES } from '@/contracts/role-rules.ts'
import type { AppContext } from '@/server/context.ts'
import { oneFile } from '@/server/features/documents/documents.public.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { confirmIftaImport } from './confirm-ifta-import.ts'
import { getIftaImport, startIftaImport } from './start-ifta-import.ts'

const ZImportParams = ZIdParams(IFTA_IMPORT_MESSAGES.notFound)

/**
 * /api/ifta/imports: an ELD's miles by jurisdiction or a fuel card's transactions from a
 * spreadsheet, read, mapped column by column and then made into trips or fuel purchases. Kept by
 * whoever keeps the trip sheets (the same guard as /api/ifta).
 */
export function iftaImportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, {
      who: 'user',
      apiKey: 'books',
      paywall: { books: true },
      roles: ROLE_RULES.keepsTrucks,
    })
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, parts: 20 },
      throwFileSizeLimit: false,
    })

    app.post(
      '/ifta/imports',
      {
        schema: {
          summary:
            'Read an ELD mileage export (`kind=eld_miles`) or a fuel card export (`kind=fuel_card`), CSV or XLSX (multipart, one `file` part): its columns, sample rows and the mapping guessed or saved for its layout',
          querystring: ZImportQuery,
          response: { 201: ZIftaImport },
        },
      },
      async (req, reply) => {
        const file = await oneFile(req, IFTA_IMPORT_MESSAGES.oneFile)
        const made = await startIftaImport({ ...callerOf(ctx, req), kind: req.query.kind, file })
        return reply.code(201).send(made)
      },
    )
    app.get(
      '/ifta/imports/:id',
      {
        schema: {
          summary: 'One IFTA import: its columns, mapping and result',
          params: ZImportParams,
          response: { 200: ZIftaImport },
        },
      },
      (req) => getIftaImport({ ...callerOf(ctx, req), id: req.params.id }),
    )
    app.post(
      '/ifta/imports/:id/confirm',
      {
        schema: {
          summary:
            'Import the file with this mapping: every trip or fuel purchase (and its fuel expense) in one transaction; card lines already recorded are matched, not made twice',
          params: ZImportParams,
          body: ZConfirmImport,
          response: { 200: ZImportResult },
        },
      },
      (req) => confirmIftaImport({ ...callerOf(ctx, req), id: req.params.id, input: req.body }),
    )
  }
}

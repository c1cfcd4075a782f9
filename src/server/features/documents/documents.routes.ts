import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZIdParams } from '@/contracts/common.ts'
import {
  ZConfirmMapping,
  ZDocument,
  ZDocumentList,
  ZDocumentQuery,
  ZScannedReceipt,
  ZUploadQuery,
  ZUploadRefused,
  ZUploadResponse,
} from '@/contracts/documents.ts'
import type { AppContext } from '@/server/context.ts'
import { assertStorageRoom } from '@/server/features/billing/billing.public.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { confirmMapping } from './confirm-mapping.ts'
import { deleteDocument } from './delete-document.ts'
import { sendDocumentFile } from './document-file-reply.ts'
import { DOCUMENT_NOT_FOUND } from './document-view.ts'
import { getDocument } from './get-document.ts'
import { listDocuments } from './list-documents.ts'
import { eachFile, multipartLimits, oneFile } from './multipart-files.ts'
import { readDocumentFile } from './read-document-file.ts'
import { retryDocument } from './retry-document.ts'
import { scanReceipt } from './scan-receipt.ts'
import { documentServices } from './services.ts'
import { uploadDocuments } from './upload-documents.ts'

const ZDocumentParams = ZIdParams(DOCUMENT_NOT_FOUND)
const ZFlag = z.enum(['1', 'true']).optional()
const ZFileQuery = z.object({
  /** As an attachment (a download) instead of shown in the browser. */
  download: ZFlag,
  /** For an iPhone (HEIF) photo: a JPEG of it, which every browser can show. */
  preview: ZFlag,
})

/** /api/documents and /api/receipts: the signed-in user's own files only. */
export function documentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const services = documentServices(ctx)
    guardRoutes(app, { who: 'user', apiKey: 'books', paywall: { books: true } })
    await app.register(multipart, multipartLimits)

    app.post(
      '/documents',
      {
        schema: {
          summary:
            'Upload settlement documents, or with `kind=rate_confirmation` rate confirmations or `kind=fuel_receipt` fuel receipts (multipart/form-data, one `file` part each)',
          querystring: ZUploadQuery,
          response: {
            200: ZUploadResponse,
            201: ZUploadResponse,
            400: ZUploadRefused,
            413: ZUploadRefused,
            415: ZUploadRefused,
          },
        },
      },
      async (req, reply) => {
        await assertStorageRoom(ctx, requireUser(req))
        const items = await uploadDocuments({
          ...callerOf(ctx, req),
          ...services,
          files: eachFile(req),
          kind: req.query.kind,
        })
        // One file answers with its own status (413, 415, …); several with 201 when any was stored.
        const status: 200 | 201 | 400 | 413 | 415 =
          items.length === 1
            ? items[0]!.status
            : items.some((item) => item.status === 201)
              ? 201
              : items.every((item) => item.status === 200)
                ? 200
                : (items.find((item) => item.error)?.status ?? 200)
        const body = { items: items.map(({ status: _status, ...item }) => item) }
        if (status === 200 || status === 201) return reply.code(status).send(body)
        const error = items.find((item) => item.error)?.error ?? 'Upload failed'
        return reply.code(status).send({ error, ...body })
      },
    )

    app.get(
      '/documents',
      {
        schema: {
          summary: 'List your uploaded documents, newest first',
          querystring: ZDocumentQuery,
          response: { 200: ZDocumentList },
        },
      },
      (req) => listDocuments({ ...callerOf(ctx, req), ...req.query }),
    )

    app.get(
      '/documents/:id',
      {
        schema: {
          summary: 'One document and what was read from it',
          params: ZDocumentParams,
          response: { 200: ZDocument },
        },
      },
      (req) => getDocument({ ...callerOf(ctx, req), id: req.params.id }),
    )

    app.get(
      '/documents/:id/file',
      { schema: { summary: 'The uploaded file itself', params: ZDocumentParams, querystring: ZFileQuery } },
      async (req, reply) => {
        const file = await readDocumentFile({
          ...callerOf(ctx, req),
          ...services,
          id: req.params.id,
          preview: Boolean(req.query.preview),
        })
        return sendDocumentFile(reply, file, Boolean(req.query.download))
      },
    )

    app.delete(
      '/documents/:id',
      {
        schema: {
          summary: 'Delete a document and its file',
          params: ZDocumentParams,
        },
      },
      async (req, reply) => {
        await deleteDocument({ ...callerOf(ctx, req), ...services, id: req.params.id })
        return reply.code(204).send()
      },
    )

    app.post(
      '/documents/:id/retry',
      {
        schema: {
          summary: 'Read a failed settlement document again (it waits in the queue once more)',
          params: ZDocumentParams,
          response: { 200: ZDocument },
        },
      },
      (req) => retryDocument({ ...callerOf(ctx, req), ...services, id: req.params.id }),
    )

    app.post(
      '/documents/:id/mapping',
      {
        schema: {
          summary: "Confirm a spreadsheet's columns and read its rows",
          params: ZDocumentParams,
          body: ZConfirmMapping,
          response: { 200: ZDocument },
        },
      },
      (req) =>
        confirmMapping({ ...callerOf(ctx, req), ...services, id: req.params.id, mapping: req.body.mapping }),
    )

    app.post(
      '/receipts/scan',
      {
        schema: {
          summary: 'Read vendor, date and total from a receipt photo (multipart)',
          response: { 200: ZScannedReceipt },
        },
      },
      async (req) => {
        await assertStorageRoom(ctx, requireUser(req))
        const file = await oneFile(req, 'Please scan one receipt at a time')
        return scanReceipt({ ...callerOf(ctx, req), ...services, file })
      },
    )
  }
}

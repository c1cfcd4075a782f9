import type { FastifyRequest } from 'fastify'
import { DOCUMENT_MESSAGES, MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES } from '@/contracts/documents.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { IncomingFile } from './upload-documents.ts'

/** The options of @fastify/multipart for every upload route (registered in each route plugin). */
export const multipartLimits = {
  // One byte over the limit is enough to know a file is too large.
  limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: MAX_FILES_PER_UPLOAD, fields: 20, parts: 100 },
  throwFileSizeLimit: false,
}

/**
 * The files of a multipart request, one at a time as they arrive, so a request of many files holds
 * one in memory (at most the size limit: a larger file comes back cut short and marked `truncated`).
 * No file at all is the spec's "select files" error.
 */
export async function* eachFile(req: FastifyRequest): AsyncGenerator<IncomingFile> {
  if (!req.isMultipart()) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.noFiles)
  let count = 0
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue
      const bytes = new Uint8Array(await part.toBuffer())
      count += 1
      yield {
        fileName: part.filename || 'document',
        claimedType: part.mimetype || undefined,
        bytes,
        truncated: part.file.truncated,
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('TOO_LARGE', DOCUMENT_MESSAGES.tooManyFiles)
    }
    throw error
  }
  if (count === 0) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.noFiles)
}

/** The one file of a request that takes exactly one. */
export async function oneFile(req: FastifyRequest, tooMany: string): Promise<IncomingFile> {
  let first: IncomingFile | undefined
  for await (const file of eachFile(req)) {
    if (first) throw new AppError('BAD_REQUEST', tooMany)
    first = file
  }
  return first!
}

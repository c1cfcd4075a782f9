import type { FastifyRequest } from 'fastify'
import { DOCUMENT_MESSAGES } from '../../../contracts/documents.ts'
import { AppError } from '../../lib/errors.ts'
import type { IncomingFile } from './upload-documents.ts'

/**
 * The files of a multipart request, read one at a time (at most the size limit each: a larger file
 * comes back cut short and marked `truncated`). No file at all is the spec's "select files" error.
 */
export async function readFiles(req: FastifyRequest): Promise<IncomingFile[]> {
  if (!req.isMultipart()) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.noFiles)
  const files: IncomingFile[] = []
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue
      const bytes = new Uint8Array(await part.toBuffer())
      files.push({
        fileName: part.filename || 'document',
        claimedType: part.mimetype || undefined,
        bytes,
        truncated: part.file.truncated,
      })
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('TOO_LARGE', DOCUMENT_MESSAGES.tooManyFiles)
    }
    throw error
  }
  if (files.length === 0) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.noFiles)
  return files
}

import type { FastifyReply } from 'fastify'
import type { DocumentFile } from './read-document-file.ts'

/**
 * Sends a stored file as the browser should get it: shown inline (or as a download), named as it
 * was uploaded, and unable to run or load anything (it may be shown in one of our frames).
 */
export function sendDocumentFile(reply: FastifyReply, file: DocumentFile, download: boolean) {
  const disposition = download ? 'attachment' : 'inline'
  return reply
    .type(file.mediaType)
    .header(
      'content-disposition',
      `${disposition}; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    )
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cache-control', 'private, max-age=300')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength))
}

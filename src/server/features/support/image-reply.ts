import type { FastifyReply } from 'fastify'

/** Sends a chat image as itself, never sniffed into something else by the browser (for the routes). */
export function sendImage(reply: FastifyReply, image: { bytes: Uint8Array; type: string }) {
  return reply
    .type(image.type)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(image.bytes))
}

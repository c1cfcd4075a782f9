/** A document we cannot read; the message is meant for the user who uploaded it. */
export class DocumentReadError extends Error {
  override name = 'DocumentReadError'
}

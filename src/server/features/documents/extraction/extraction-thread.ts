// The worker-thread side of the extraction pool: requests answered by id.
import { parentPort } from 'node:worker_threads'
import type { PageText } from '@/domain/settlement-parsing/types.ts'
import { DocumentReadError } from './document-read-error.ts'
import {
  extractDocument,
  extractFuelReceipt,
  extractRateConfirmation,
  readTable,
} from './extract-document.ts'
import type { ExtractionReply, ExtractionRequest } from './extraction-pool.ts'
import { heifToJpeg } from './heic.ts'
import { ocrImage } from './ocr.ts'
import { readPdfText } from './pdf-text.ts'

async function handle(request: ExtractionRequest): Promise<unknown> {
  switch (request.op) {
    case 'document': {
      const options = { ocr: { timeoutMs: request.ocrTimeoutMs } }
      switch (request.kind) {
        case 'rate_confirmation':
          return extractRateConfirmation(request.bytes, request.mediaType, options)
        case 'fuel_receipt':
          return extractFuelReceipt(request.bytes, request.mediaType, options)
        default:
          return extractDocument(request.bytes, request.mediaType, options)
      }
    }
    case 'table':
      return (await readTable(request.bytes, request.mediaType, request.mapping)).table
    case 'receipt': {
      // Loaded on first use: most threads only ever read settlements.
      const { parseReceipt } = await import('@/domain/settlement-parsing/receipts/parse-receipt.ts')
      const pages: PageText[] =
        request.mediaType === 'application/pdf'
          ? await readPdfText(request.bytes)
          : [await ocrImage(request.bytes)]
      return parseReceipt(pages)
    }
    case 'jpeg':
      return heifToJpeg(request.bytes)
  }
}

parentPort?.on('message', async (message: ExtractionRequest & { id: number }) => {
  let reply: ExtractionReply
  try {
    reply = { id: message.id, ok: true, value: await handle(message) }
  } catch (error) {
    reply = {
      id: message.id,
      ok: false,
      readError: error instanceof DocumentReadError,
      message: error instanceof Error ? error.message : String(error),
    }
  }
  parentPort?.postMessage(reply)
})

import { Worker } from 'node:worker_threads'
import type { ColumnMapping, ReadingKind, ReadingOf } from '@/domain/settlement-parsing/types.ts'
import type { ExtractionPool } from '@/server/lib/extraction-pool.ts'
import { DocumentReadError } from './document-read-error.ts'

export type ExtractionRequest =
  | { op: 'document'; bytes: Uint8Array; mediaType: string; ocrTimeoutMs?: number; kind: ReadingKind }
  | { op: 'table'; bytes: Uint8Array; mediaType: string; mapping: ColumnMapping }
  | { op: 'receipt'; bytes: Uint8Array; mediaType: string }
  | { op: 'jpeg'; bytes: Uint8Array }

export type ExtractionReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; readError: boolean; message: string }

interface Pending {
  resolve(value: unknown): void
  reject(error: Error): void
}

interface Slot {
  worker: Worker
  pending: Map<number, Pending>
}

const threadUrl = new URL('./extraction-thread.mjs', import.meta.url)

export function createExtractionPool(options: { threads: number }): ExtractionPool {
  let nextId = 0
  let closed = false
  const slots: (Slot | undefined)[] = Array.from({ length: options.threads })

  const spawn = (index: number): Slot => {
    // The heap cap keeps a hostile file from taking the server down with it.
    const worker = new Worker(threadUrl, {
      resourceLimits: { maxOldGenerationSizeMb: 1536 },
    })
    const slot: Slot = { worker, pending: new Map() }
    worker.on('message', (reply: ExtractionReply) => {
      const waiting = slot.pending.get(reply.id)
      if (!waiting) return
      slot.pending.delete(reply.id)
      if (reply.ok) waiting.resolve(reply.value)
      else waiting.reject(reply.readError ? new DocumentReadError(reply.message) : new Error(reply.message))
    })
    const fail = (error: Error) => {
      if (slots[index] === slot) slots[index] = undefined
      for (const waiting of slot.pending.values()) waiting.reject(error)
      slot.pending.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`The document reader stopped (exit code ${code})`)))
    worker.unref()
    return slot
  }

  const run = <T>(request: ExtractionRequest): Promise<T> => {
    if (closed) return Promise.reject(new Error('The document reader is closed'))
    // The least busy thread takes it; a thread that died is started again.
    let index = 0
    for (let i = 0; i < slots.length; i++) {
      if ((slots[i]?.pending.size ?? 0) < (slots[index]?.pending.size ?? 0)) index = i
    }
    const slot = slots[index] ?? spawn(index)
    slots[index] = slot
    const id = ++nextId
    return new Promise<T>((resolve, reject) => {
      slot.pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      slot.worker.ref()
      slot.worker.postMessage({ id, ...request })
    }).finally(() => {
      if (slot.pending.size === 0) slot.worker.unref()
    })
  }

  return {
    extract: <K extends ReadingKind = 'settlement'>(
      bytes: Uint8Array,
      mediaType: string,
      options: { ocrTimeoutMs?: number; kind?: K } = {},
    ) =>
      run<ReadingOf[K]>({
        op: 'document',
        bytes,
        mediaType,
        ocrTimeoutMs: options.ocrTimeoutMs,
        kind: options.kind ?? 'settlement',
      }),
    extractTable: (bytes, mediaType, mapping) => run({ op: 'table', bytes, mediaType, mapping }),
    readReceipt: (bytes, mediaType) => run({ op: 'receipt', bytes, mediaType }),
    heifToJpeg: (bytes) => run({ op: 'jpeg', bytes }),
    async close() {
      closed = true
      await Promise.all(slots.map((slot) => slot?.worker.terminate()))
    },
  }
}

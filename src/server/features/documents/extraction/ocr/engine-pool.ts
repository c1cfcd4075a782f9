import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import Tesseract from 'tesseract.js'

/*
 * The OCR engines, fully offline. tesseract.js runs each engine in a worker thread, so the event
 * loop stays free while a page is read. Workers are expensive to start (~1 s to load the language
 * model) and hold ~150 MB each, so a small pool is kept warm, reused through a queue and dropped
 * after a while without work. The pool knows nothing of images: a job is a function of an engine.
 */

const { OEM, PSM } = Tesseract
const require = createRequire(import.meta.url)
// The language data ships in an npm package; pointing at it keeps tesseract.js off the network
// (its default fetches from a CDN and, failing that, throws inside the worker).
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
)

// One engine per spare core: the OCR is CPU-bound and the API process needs a core of its own.
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1))
// Photos tend to come in a session; an engine kept this long saves the next one its start-up.
const IDLE_MS = 5 * 60_000
// A page takes well under 10 s on an idle machine; a job still running after this has hung the
// engine or is starved of CPU. Callers may set their own (the server's OCR_TIMEOUT_SECONDS).
export const DEFAULT_JOB_TIMEOUT_MS = 60_000

/** The engine failed or ran out of time: nothing is known of the image, so it may be read again. */
export class EngineError extends Error {
  override name = 'EngineError'
}

interface Thread extends NodeJS.EventEmitter {
  ref(): void
  unref(): void
}

interface PoolWorker {
  engine: Tesseract.Worker
  thread: Thread | undefined
  busy: boolean
  dead: boolean
  idleTimer: NodeJS.Timeout | null
  /** Rejects the running job when the thread dies under it. */
  failCurrent: ((error: Error) => void) | null
}

interface Job {
  read: (engine: Tesseract.Worker) => Promise<unknown>
  timeoutMs: number
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

const workers: PoolWorker[] = []
const queue: Job[] = []
let starting = 0

async function startWorker(): Promise<PoolWorker> {
  const engine = await Tesseract.createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
    // Without an errorHandler tesseract.js rethrows a failed job on the main thread, where nothing
    // can catch it; the job's own promise is rejected either way.
    errorHandler: () => {},
    logger: () => {},
  })
  await engine.setParameters({
    // Measured on the photo fixtures: a single column of variable-size text reads table rows whole
    // (sparse-text mode splits them, single-block mode merges neighbouring columns).
    tessedit_pageseg_mode: PSM.SINGLE_COLUMN,
    preserve_interword_spaces: '1',
    tessedit_do_invert: '0',
  } as Partial<Tesseract.WorkerParams>)
  const thread = (engine as unknown as { worker?: Thread }).worker
  const pooled: PoolWorker = { engine, thread, busy: false, dead: false, idleTimer: null, failCurrent: null }
  // tesseract.js only sets `onerror`, which a Node Worker ignores: an unhandled 'error' event from
  // the thread would take the whole process down.
  const onDeath = (reason: unknown) => {
    pooled.dead = true
    removeWorker(pooled)
    pooled.failCurrent?.(new EngineError(reason instanceof Error ? reason.message : String(reason)))
    pump()
  }
  thread?.on('error', onDeath)
  thread?.on('exit', () => onDeath(new Error('OCR worker exited')))
  return pooled
}

function removeWorker(pooled: PoolWorker) {
  const index = workers.indexOf(pooled)
  if (index >= 0) workers.splice(index, 1)
  if (pooled.idleTimer) clearTimeout(pooled.idleTimer)
  pooled.idleTimer = null
}

async function retire(pooled: PoolWorker) {
  pooled.dead = true
  removeWorker(pooled)
  await pooled.engine.terminate().catch(() => {})
}

function pump() {
  while (queue.length > 0) {
    const idle = workers.find((w) => !w.busy && !w.dead)
    if (idle) {
      run(idle, queue.shift()!)
      continue
    }
    if (workers.length + starting < POOL_SIZE) addWorker()
    return
  }
}

function addWorker() {
  starting++
  startWorker()
    .then((pooled) => {
      pooled.thread?.unref()
      workers.push(pooled)
      retireWhenIdle(pooled)
    })
    .catch((error: unknown) => {
      // Nothing to read with: fail what waits rather than retry forever.
      const failure = new EngineError(
        `OCR engine did not start: ${error instanceof Error ? error.message : error}`,
      )
      for (const job of queue.splice(0)) job.reject(failure)
    })
    .finally(() => {
      starting--
      pump()
    })
}

function retireWhenIdle(pooled: PoolWorker) {
  if (pooled.dead) return
  pooled.idleTimer = setTimeout(() => void retire(pooled), IDLE_MS)
  pooled.idleTimer.unref()
}

/** Starts loading an engine (~1–2 s for the language model) while the image is being prepared. */
export function warmUp() {
  if (workers.length + starting === 0) addWorker()
}

function run(pooled: PoolWorker, job: Job) {
  pooled.busy = true
  pooled.thread?.ref()
  if (pooled.idleTimer) clearTimeout(pooled.idleTimer)
  pooled.idleTimer = null
  let settled = false
  const finish = (outcome: () => void) => {
    if (settled) return
    settled = true
    clearTimeout(timeout)
    pooled.failCurrent = null
    pooled.busy = false
    // An idle engine must not keep a CLI or test process alive.
    pooled.thread?.unref()
    outcome()
    retireWhenIdle(pooled)
    pump()
  }
  const timeout = setTimeout(() => {
    // Out of the pool first, so the next job waiting is not handed this hung engine.
    pooled.dead = true
    removeWorker(pooled)
    finish(() => job.reject(new EngineError(`OCR timed out after ${job.timeoutMs} ms`)))
    void retire(pooled)
  }, job.timeoutMs)
  timeout.unref()
  pooled.failCurrent = (error) => finish(() => job.reject(error))
  job.read(pooled.engine).then(
    (value) => finish(() => job.resolve(value)),
    (error: unknown) =>
      finish(() => job.reject(new EngineError(error instanceof Error ? error.message : String(error)))),
  )
}

/**
 * Runs `read` on the next free engine, starting one when the pool has room. Whatever goes wrong
 * (the engine fails, dies or runs past `timeoutMs` once started) rejects with an EngineError.
 */
export function withEngine<T>(
  read: (engine: Tesseract.Worker) => Promise<T>,
  options: { timeoutMs?: number } = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_JOB_TIMEOUT_MS
  return new Promise((resolve, reject) => {
    queue.push({ read, timeoutMs, resolve: resolve as (value: unknown) => void, reject })
    pump()
  })
}

/** Stops every engine and fails what waits; the next job starts a fresh engine. */
export async function closeEngines(): Promise<void> {
  for (const job of queue.splice(0)) job.reject(new EngineError('OCR was shut down'))
  await Promise.all([...workers].map((w) => retire(w)))
}

import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import Tesseract from 'tesseract.js'
import type { PageText, TextItem } from '@/domain/settlement-parsing/types.ts'
import { DocumentReadError } from './document-read-error.ts'
import { decodeHeif, isHeif } from './heic.ts'

/*
 * Server-side OCR of photos, fully offline. tesseract.js runs each engine in a worker thread, so
 * the event loop stays free while a page is read. Workers are expensive to start (~1 s to load the
 * language model) and hold ~150 MB each, so a small pool is kept warm, reused through a queue and
 * dropped after a while without work.
 */

export const IMAGE_UNREADABLE = 'We could not read this image. Please upload a clearer photo.'

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
// A page takes well under 10 s; a job still running after this has hung the engine.
const JOB_TIMEOUT_MS = 60_000

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
  image: PreparedImage
  resolve: (words: OcrWord[]) => void
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
    pooled.failCurrent?.(reason instanceof Error ? reason : new Error(String(reason)))
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
      for (const job of queue.splice(0)) job.reject(error)
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
function warmUp() {
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
    finish(() => job.reject(new Error('OCR timed out')))
    void retire(pooled)
  }, JOB_TIMEOUT_MS)
  timeout.unref()
  pooled.failCurrent = (error) => finish(() => job.reject(error))
  readPage(pooled.engine, job.image).then(
    (words) => finish(() => job.resolve(words)),
    (error: unknown) => finish(() => job.reject(error)),
  )
}

/** A word read by the engine, in the pixels of the straightened, resampled page. */
interface OcrWord {
  text: string
  /** 0–100, as the engine reports it. */
  confidence: number
  x0: number
  y0: number
  x1: number
  y1: number
}

interface OcrLine {
  words: OcrWord[]
  x0: number
  y0: number
  x1: number
  y1: number
}

// A page holds 150+ words; fewer means a receipt, or a page whose blocks the layout analysis
// dropped (it does with a receipt photographed on a dark table).
const FEW_WORDS = 120
// Below this (0–100) a word is read a second time, from the unflattened page.
const UNSURE = 80
// At most this many lines are read again (those with the least confident words): a page read that
// badly is not saved by a second reading, and the time stays bounded.
const MAX_UNSURE_LINES = 30
// Context kept either side of the unsure words of a line, in line heights.
const CONTEXT = 3
// Skew the engine measures below ~0.3° is not worth turning the page for.
const MIN_SKEW = 0.005

const pgm = (data: Buffer, width: number, height: number) =>
  Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), data])

/*
 * Every step is a pure function of the image: no time limits or pass choices depend on how busy the
 * machine is, so a photo reads the same on every run.
 *
 * 1. The skew is measured once on a small copy and the page turned with libvips, so every pass
 *    reads the same straightened pixels and their words can be matched by position.
 * 2. The main pass reads the flattened page as one column of variable-size text.
 * 3. The stretches of line around words it was unsure of, and any patch of ink it left unread
 *    (the layout analysis drops blocks now and then: a boxed header), are cut out of both the
 *    flattened and the unflattened page, stacked into one small image and read again as one block
 *    (one engine call). A re-read word replaces the word it overlaps when it reads the same
 *    letters with more punctuation, or other letters with more confidence; a re-read word where
 *    the main pass found nothing is added.
 */
async function readPage(engine: Tesseract.Worker, prepared: PreparedImage): Promise<OcrWord[]> {
  const skew = await engine.recognize(prepared.preview, { rotateAuto: true }, { text: false, blocks: false })
  const angle = Math.abs(skew.data.rotateRadians ?? 0) >= MIN_SKEW ? (skew.data.rotateRadians ?? 0) : 0
  const { W, H } = prepared
  // The unflattened page is only re-read from: it is turned (libvips, off this thread) while the
  // engine reads the flattened one.
  const turnedPlain = angle ? turn(prepared.plain, W, H, angle) : Promise.resolve(prepared.plain)
  turnedPlain.catch(() => {})
  const flat = angle ? await turn(prepared.flat, W, H, angle) : prepared.flat
  const columns = linesOf((await engine.recognize(pgm(flat, W, H), {}, { blocks: true, text: false })).data)
  const plain = await turnedPlain
  const count = columns.reduce((sum, line) => sum + line.words.length, 0)

  if (count < FEW_WORDS) {
    // Read as one block of text, nothing is dropped; small images make this second pass cheap.
    const block = linesOf(
      (
        await engine.recognize(
          pgm(flat, W, H),
          { tessedit_pageseg_mode: PSM.SINGLE_BLOCK } as Partial<Tesseract.RecognizeOptions>,
          { blocks: true, text: false },
        )
      ).data,
    )
    return (confidentText(block) > confidentText(columns) ? block : columns).flatMap((line) => line.words)
  }

  // The unsure words of a line, with a few characters of context either side: the engine reads
  // a word better within its line than alone.
  const least = (line: OcrLine) => Math.min(...line.words.map((word) => word.confidence))
  const unsure = columns
    .filter((line) => line.words.length > 0 && least(line) < UNSURE)
    .sort((a, b) => least(a) - least(b))
    .slice(0, MAX_UNSURE_LINES)
    .map((line) => {
      const words = line.words.filter((word) => word.confidence < UNSURE)
      const h = line.y1 - line.y0
      const x0 = Math.max(line.x0, Math.min(...words.map((w) => w.x0)) - CONTEXT * h)
      const x1 = Math.min(line.x1, Math.max(...words.map((w) => w.x1)) + CONTEXT * h)
      return pad({ x0, y0: line.y0, x1, y1: line.y1 }, h / 4, W, H)
    })
  const unread = unreadInk(flat, W, H, columns)
  // Each region is read from both pages: their misreadings differ, and the better reading wins.
  const regions: Region[] = [
    ...unread.map((box) => ({ ...box, from: flat })),
    ...unsure.map((box) => ({ ...box, from: flat })),
    ...unread.map((box) => ({ ...box, from: plain })),
    ...unsure.map((box) => ({ ...box, from: plain })),
  ]
  const words = columns.flatMap((line) => line.words)
  // The engine takes images up to 32767 px high; regions past the limit are not read again.
  let height = GAP
  const fitting = regions.filter((region) => {
    const next = height + region.y1 - region.y0 + GAP
    if (next > MAX_SHEET_HEIGHT) return false
    height = next
    return true
  })
  const reread = fitting.length ? await readRegions(engine, W, fitting) : []
  return merge(words, reread)
}

function linesOf(page: Tesseract.Page): OcrLine[] {
  return (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((p) =>
      p.lines.map((line) => ({
        ...line.bbox,
        words: line.words
          .map((word) => ({ text: word.text.trim(), confidence: word.confidence, ...word.bbox }))
          .filter((word) => word.text),
      })),
    ),
  )
}

function confidentText(lines: OcrLine[]): number {
  return lines
    .flatMap((line) => line.words)
    .filter((word) => word.confidence >= 60)
    .reduce((sum, word) => sum + word.text.length, 0)
}

/** Turns the page as the engine would (about its centre, same size, white brought in). */
async function turn(data: Buffer, W: number, H: number, radians: number): Promise<Buffer> {
  const turned = await sharp(data, { raw: { width: W, height: H, channels: 1 } })
    .rotate((radians * 180) / Math.PI, { background: { r: 255, g: 255, b: 255 } })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const left = Math.floor((turned.info.width - W) / 2)
  const top = Math.floor((turned.info.height - H) / 2)
  return sharp(turned.data, { raw: { width: turned.info.width, height: turned.info.height, channels: 1 } })
    .extract({ left, top, width: W, height: H })
    .extractChannel(0)
    .raw()
    .toBuffer()
}

interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

function pad(box: Box, by: number, W: number, H: number): Box {
  return {
    x0: Math.max(0, Math.floor(box.x0 - by)),
    y0: Math.max(0, Math.floor(box.y0 - by)),
    x1: Math.min(W, Math.ceil(box.x1 + by)),
    y1: Math.min(H, Math.ceil(box.y1 + by)),
  }
}

// Ink is looked for in cells of this many pixels of the resampled page (~1/4 of a text line).
const CELL = 16
const INK = 120
// Share of a patch's cells that must hold ink for it to be text.
const MIN_PATCH_FILL = 0.1

/**
 * Patches of text-like ink no line of the main pass covers: cells holding dark pixels, minus the
 * read lines, grouped into connected patches; rules and specks are left out by their shape.
 */
function unreadInk(flat: Buffer, W: number, H: number, lines: OcrLine[]): Box[] {
  const cw = Math.ceil(W / CELL)
  const ch = Math.ceil(H / CELL)
  const dark = new Uint16Array(cw * ch)
  const cellOf = new Uint32Array(W)
  for (let x = 0; x < W; x++) cellOf[x] = (x / CELL) | 0
  for (let y = 0; y < H; y++) {
    const row = y * W
    const cellRow = ((y / CELL) | 0) * cw
    for (let x = 0; x < W; x++) if (flat[row + x]! < INK) dark[cellRow + cellOf[x]!]!++
  }
  const ink = new Uint8Array(cw * ch)
  for (let i = 0; i < ink.length; i++) ink[i] = dark[i]! >= 4 ? 1 : 0
  for (const line of lines) {
    const box = pad(line, CELL / 2, W, H)
    for (let cy = (box.y0 / CELL) | 0; cy <= Math.min(ch - 1, (box.y1 / CELL) | 0); cy++)
      for (let cx = (box.x0 / CELL) | 0; cx <= Math.min(cw - 1, (box.x1 / CELL) | 0); cx++)
        ink[cy * cw + cx] = 0
  }
  const boxes: Box[] = []
  const stack: number[] = []
  for (let start = 0; start < ink.length; start++) {
    if (ink[start] !== 1) continue
    ink[start] = 2
    stack.push(start)
    let x0 = cw
    let y0 = ch
    let x1 = 0
    let y1 = 0
    let cells = 0
    while (stack.length > 0) {
      const at = stack.pop()!
      const cx = at % cw
      const cy = (at / cw) | 0
      cells++
      x0 = Math.min(x0, cx)
      x1 = Math.max(x1, cx)
      y0 = Math.min(y0, cy)
      y1 = Math.max(y1, cy)
      // Neighbours up to two cells away: the letters and words of a line join into one patch.
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) {
          const nx = cx + dx
          const ny = cy + dy
          if (nx < 0 || ny < 0 || nx >= cw || ny >= ch) continue
          const next = ny * cw + nx
          if (ink[next] === 1) {
            ink[next] = 2
            stack.push(next)
          }
        }
    }
    const width = x1 - x0 + 1
    const height = y1 - y0 + 1
    // A word is at least a few cells wide and two tall; a rule is one or two cells tall and long;
    // a patch mostly empty is a frame or the edge of the sheet (on the photo fixtures the edge of
    // a photographed sheet fills ~2 % of its box, a missed block of text 20–45 %).
    if (width < 3 || height < 2 || cells < 6 || cells < MIN_PATCH_FILL * width * height) continue
    boxes.push(pad({ x0: x0 * CELL, y0: y0 * CELL, x1: (x1 + 1) * CELL, y1: (y1 + 1) * CELL }, CELL, W, H))
  }
  return boxes
}

// White between the stacked regions: more than a line spacing, so no two regions read as one line.
const GAP = 48
const MAX_SHEET_HEIGHT = 30_000

/** Reads the regions as one image (one engine call), words placed back on the page. */
interface Region extends Box {
  /** The page the region is cut from. */
  from: Buffer
}

async function readRegions(engine: Tesseract.Worker, W: number, regions: Region[]): Promise<OcrWord[]> {
  const width = Math.max(...regions.map((r) => r.x1 - r.x0)) + 2 * GAP
  const offsets: number[] = []
  let height = GAP
  for (const region of regions) {
    offsets.push(height)
    height += region.y1 - region.y0 + GAP
  }
  const sheet = Buffer.alloc(width * height, 255)
  regions.forEach((region, index) => {
    // The engine thresholds the whole sheet at once: each region's paper is brought to white, as
    // the white between them, or the paper itself would read as ink.
    const histogram = new Uint32Array(256)
    const plain = region.from
    for (let y = region.y0; y < region.y1; y++)
      for (let x = region.x0; x < region.x1; x++) histogram[plain[y * W + x]!]!++
    const paper = percentile(histogram, 0.9)
    const gain = 255 / Math.max(paper, 1)
    for (let y = region.y0; y < region.y1; y++) {
      const from = y * W
      const to = (offsets[index]! + y - region.y0) * width + GAP - region.x0
      for (let x = region.x0; x < region.x1; x++) sheet[to + x] = Math.min(255, plain[from + x]! * gain)
    }
  })
  const page = await engine.recognize(
    pgm(sheet, width, height),
    { tessedit_pageseg_mode: PSM.SINGLE_BLOCK } as Partial<Tesseract.RecognizeOptions>,
    { blocks: true, text: false },
  )
  const words: OcrWord[] = []
  for (const word of linesOf(page.data).flatMap((line) => line.words)) {
    const middle = (word.y0 + word.y1) / 2
    const index = offsets.findIndex(
      (top, i) => middle >= top && middle < top + regions[i]!.y1 - regions[i]!.y0,
    )
    if (index < 0) continue
    const region = regions[index]!
    const dx = region.x0 - GAP
    const dy = region.y0 - offsets[index]!
    // A word must lie inside its region; one straddling the white around it is noise.
    if (word.x0 + dx < region.x0 - 2 || word.x1 + dx > region.x1 + 2) continue
    words.push({ ...word, x0: word.x0 + dx, x1: word.x1 + dx, y0: word.y0 + dy, y1: word.y1 + dy })
  }
  return words
}

function percentile(histogram: Uint32Array, share: number): number {
  const total = histogram.reduce((sum, n) => sum + n, 0)
  let seen = 0
  for (let value = 0; value < histogram.length; value++) {
    seen += histogram[value]!
    if (seen >= share * total) return value
  }
  return 255
}

const area = (b: Box) => Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0)
function overlap(a: Box, b: Box): number {
  return area({
    x0: Math.max(a.x0, b.x0),
    y0: Math.max(a.y0, b.y0),
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
  })
}

const ADD_CONFIDENCE = 60
const TOUCH = 0.2
// A longer word is kept at a lower confidence: noise reads as one or two characters.
const ADD_LONG_CONFIDENCE = 40

function addable(word: OcrWord): boolean {
  const letters = skeleton(word.text).length
  return letters > 0 && word.confidence >= (letters >= 4 ? ADD_LONG_CONFIDENCE : ADD_CONFIDENCE)
}

/**
 * The main reading, improved by the re-read: a word both passes read as one word (boxes mostly the
 * same) keeps the more confident text; a re-read word over nothing read is added.
 */
const skeleton = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '')

/**
 * Whether a re-read word should replace the first reading. Where both read the same letters and
 * digits, the one with more punctuation wins: a lost decimal point, comma or minus sign is a far
 * more common misreading than an invented one. Otherwise the more confident reading wins.
 */
function better(reread: OcrWord, first: OcrWord): boolean {
  if (skeleton(reread.text) === skeleton(first.text) && reread.text.length !== first.text.length)
    return reread.text.length > first.text.length
  return reread.confidence > first.confidence
}

function merge(words: OcrWord[], reread: OcrWord[]): OcrWord[] {
  const result = [...words]
  for (const word of reread) {
    // Boxes of neighbouring lines may graze each other; only a real overlap counts.
    const touching = result.filter(
      (other) => overlap(word, other) > TOUCH * Math.min(area(word), area(other)),
    )
    if (touching.length === 0) {
      if (addable(word)) result.push(word)
      continue
    }
    if (touching.length !== 1) continue
    const other = touching[0]!
    const shared = overlap(word, other)
    const same = shared >= 0.6 * area(word) && shared >= 0.6 * area(other)
    if (same && better(word, other)) result[result.indexOf(other)] = word
  }
  return result
}

function recognize(image: PreparedImage): Promise<OcrWord[]> {
  return new Promise((resolve, reject) => {
    queue.push({ image, resolve, reject })
    pump()
  })
}

// Text on a phone photo of a letter page is ~150 dpi; LSTM reads best near 300 dpi, so the page is
// brought to ~3500 px on its long side (a letter page at ~320 dpi). Larger photos are shrunk to
// the same size, which keeps a 12 MP photo within the time budget.
const TARGET_LONG_SIDE = 3500
// Twice brings a phone photo of a page to ~300 dpi; more only slows the reading of small receipts.
const MAX_UPSCALE = 2
// The skew is measured on a copy this size: enough for the lines, a fraction of the work.
const PREVIEW_LONG_SIDE = 1200
// The paper's brightness is estimated on a copy this many times smaller than the page…
const BACKGROUND_SHRINK = 8
// …as the brightest pixel within this many of its pixels (wider than a stroke of text)…
const BACKGROUND_REACH = 2
// …smoothed with a Gaussian of this sigma, so shading bands and folds are followed but not text.
const BACKGROUND_SIGMA = 3
// Where the estimated background is darker than this share of the paper, the pixel is off the
// sheet (table, shadow) and is whitened rather than read as noise.
const OFF_PAPER = 0.75

interface PreparedImage {
  /** The page divided by its own background: even white paper, text as printed. 8-bit, W×H. */
  flat: Buffer
  /** The page without flattening, for the second reading. */
  plain: Buffer
  /** A small copy of `flat` as PGM, for measuring the skew. */
  preview: Buffer
  W: number
  H: number
  scale: number
  width: number
  height: number
}

/**
 * Decodes any common photo format off the main thread (libvips; HEIF through heic.ts), turns it as its EXIF says,
 * resamples it to the size the engine reads best and flattens the lighting. Decoding here also
 * rejects corrupt or truncated files before they reach the engine.
 */
async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  try {
    const image = isHeif(bytes) ? await decodeHeif(bytes) : sharp(bytes)
    const meta = await image.metadata()
    const turned = (meta.orientation ?? 1) >= 5
    const width = turned ? meta.height : meta.width
    const height = turned ? meta.width : meta.height
    if (!width || !height) throw new Error('image has no size')
    const scale = Math.min(MAX_UPSCALE, TARGET_LONG_SIDE / Math.max(width, height))
    const W = Math.round(width * scale)
    const H = Math.round(height * scale)
    const { data: plain, info } = await image
      .rotate()
      .grayscale()
      .resize({ width: W, height: H, fit: 'fill' })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true })
    if (info.channels !== 1 || info.width !== W || info.height !== H) throw new Error('unexpected decode')
    const flat = await flatten(plain, W, H)
    const shrink = Math.min(1, PREVIEW_LONG_SIDE / Math.max(W, H))
    const preview = await sharp(flat, { raw: { width: W, height: H, channels: 1 } })
      .resize({ width: Math.round(W * shrink), height: Math.round(H * shrink), fit: 'fill' })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true })
    return {
      flat,
      plain,
      preview: pgm(preview.data, preview.info.width, preview.info.height),
      W,
      H,
      scale: W / width,
      width,
      height,
    }
  } catch (error) {
    throw new DocumentReadError(IMAGE_UNREADABLE, { cause: error })
  }
}

/**
 * Divides the page by an estimate of the bare paper under it, which evens out a light gradient, a
 * shaded table row or a fold, and whitens what lies off the sheet.
 */
async function flatten(gray: Buffer, W: number, H: number): Promise<Buffer> {
  const sw = Math.max(1, Math.round(W / BACKGROUND_SHRINK))
  const sh = Math.max(1, Math.round(H / BACKGROUND_SHRINK))
  const small = await sharp(gray, { raw: { width: W, height: H, channels: 1 } })
    .resize({ width: sw, height: sh, fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer()
  const paperOnly = await sharp(maxFilter(small, sw, sh, BACKGROUND_REACH), {
    raw: { width: sw, height: sh, channels: 1 },
  })
    .blur(BACKGROUND_SIGMA)
    .extractChannel(0)
    .raw()
    .toBuffer()
  const background = await sharp(paperOnly, { raw: { width: sw, height: sh, channels: 1 } })
    .resize({ width: W, height: H, fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer()
  const sorted = Uint8Array.from(paperOnly).sort()
  const paper = sorted[Math.floor(sorted.length * 0.9)]!
  const offPaper = paper * OFF_PAPER
  const out = Buffer.alloc(gray.length)
  for (let i = 0; i < gray.length; i++) {
    const b = background[i]!
    if (b < offPaper || b === 0) {
      out[i] = 255
      continue
    }
    const v = (255 * gray[i]!) / b
    out[i] = Math.min(v, 255)
  }
  return out
}

/** Brightest pixel within `reach` pixels (a square), in two passes. */
function maxFilter(src: Buffer, w: number, h: number, reach: number): Buffer {
  const across = Buffer.alloc(src.length)
  for (let y = 0; y < h; y++) {
    const row = y * w
    for (let x = 0; x < w; x++) {
      let m = 0
      for (let k = Math.max(0, x - reach); k <= Math.min(w - 1, x + reach); k++)
        m = Math.max(m, src[row + k]!)
      across[row + x] = m
    }
  }
  const out = Buffer.alloc(src.length)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let m = 0
      for (let k = Math.max(0, y - reach); k <= Math.min(h - 1, y + reach); k++)
        m = Math.max(m, across[k * w + x]!)
      out[y * w + x] = m
    }
  }
  return out
}

/** Word-level text of a photo or scan, in image pixels with the origin at the top left. */
export async function ocrImage(bytes: Uint8Array): Promise<PageText> {
  warmUp()
  const prepared = await prepareImage(bytes)
  let words: OcrWord[]
  try {
    words = await recognize(prepared)
  } catch (error) {
    throw new DocumentReadError(IMAGE_UNREADABLE, { cause: error })
  }
  return toPageText(words, prepared)
}

/**
 * Back to the uploaded image's pixels. The page was straightened before it was read, so rows of a
 * table share one y even when the photo was taken at an angle.
 */
function toPageText(words: OcrWord[], { scale, width, height }: PreparedImage): PageText {
  const items: TextItem[] = []
  const px = (value: number) => Math.round((value / scale) * 10) / 10
  const ordered = [...words].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)
  for (const word of ordered) {
    const x0 = Math.max(0, px(word.x0))
    const x1 = Math.min(width, px(word.x1))
    const y0 = Math.max(0, px(word.y0))
    const y1 = Math.min(height, px(word.y1))
    if (x1 <= x0 || y1 <= y0) continue
    items.push({
      text: word.text,
      x: x0,
      y: y0,
      width: Math.round((x1 - x0) * 10) / 10,
      height: Math.round((y1 - y0) * 10) / 10,
      confidence: Math.max(0, Math.min(1, word.confidence / 100)),
    })
  }
  return { width, height, items }
}

/** Stops every engine (tests, CLI, shutdown); the next ocrImage starts a fresh one. */
export async function closeOcr(): Promise<void> {
  for (const job of queue.splice(0)) job.reject(new Error('OCR was shut down'))
  await Promise.all([...workers].map((w) => retire(w)))
}

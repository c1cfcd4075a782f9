import sharp from 'sharp'
import { decodeHeif, isHeif } from '@/server/features/documents/extraction/heic.ts'

/*
 * The page as the engine reads it best: decoded (any common photo format, off the main thread),
 * turned as its EXIF says, resampled to ~300 dpi and flattened (the paper brought to an even
 * white). Every step is a pure function of the image, so a photo reads the same on every run.
 */

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
// The paper is as bright as this share of the background estimate (the rest is off the sheet).
const PAPER_SHARE = 0.9
// Where the estimated background is darker than this share of the paper, the pixel is off the
// sheet (table, shadow) and is whitened rather than read as noise.
const OFF_PAPER = 0.75

export interface PreparedImage {
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
 * Decodes any common photo format off the main thread (libvips; HEIF through extraction/heic.ts),
 * turns it as its EXIF says, resamples it to the size the engine reads best and flattens the
 * lighting. Decoding here also rejects corrupt or truncated files before they reach the engine.
 */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
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
  const paper = sorted[Math.floor(sorted.length * PAPER_SHARE)]!
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

/** Turns the page as the engine would (about its centre, same size, white brought in). */
export async function turn(data: Buffer, W: number, H: number, radians: number): Promise<Buffer> {
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

/** An 8-bit grey image as PGM, the format the engine takes without decoding it again. */
export const pgm = (data: Buffer, width: number, height: number) =>
  Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), data])

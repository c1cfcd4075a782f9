import decode from 'heic-decode'
import sharp, { type Sharp } from 'sharp'

/*
 * iPhone photos (HEIF with HEVC inside). The prebuilt image library decodes only AVIF from HEIF, so
 * these go through libheif compiled to WebAssembly (heic-decode): a few hundred milliseconds a
 * photo, synchronous, so only ever called in the extraction thread.
 */

/** Whether the bytes are a HEIF file, from the brand of its `ftyp` box. */
export function isHeif(bytes: Uint8Array): boolean {
  const brand = String.fromCharCode(...bytes.subarray(4, 12))
  return /^ftyp(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand)
}

/** The photo as an image sharp reads (raw RGBA, already turned as the file says). */
export async function decodeHeif(bytes: Uint8Array): Promise<Sharp> {
  const { width, height, data } = await decode({ buffer: bytes })
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  })
}

/** A JPEG of the photo for browsers that cannot show HEIF (all but Safari). */
export async function heifToJpeg(bytes: Uint8Array): Promise<Uint8Array> {
  return (await decodeHeif(bytes)).jpeg({ quality: 85 }).toBuffer()
}

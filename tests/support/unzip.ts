import { crc32, inflateRawSync } from 'node:zlib'

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_HEADER = 0x04034b50

/**
 * The files of a zip by name, read through its central directory (stored or deflated entries),
 * each checked against the size and CRC-32 the directory gives: enough to see what a download holds.
 */
export function unzip(bytes: Buffer): Map<string, Buffer> {
  let end = bytes.length - 22
  while (end >= 0 && bytes.readUInt32LE(end) !== END_OF_DIRECTORY) end -= 1
  if (end < 0) throw new Error('Not a zip: no end of central directory')
  const count = bytes.readUInt16LE(end + 10)
  let at = bytes.readUInt32LE(end + 16)
  const files = new Map<string, Buffer>()
  for (let i = 0; i < count; i += 1) {
    if (bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error(`Bad central directory entry ${i}`)
    const method = bytes.readUInt16LE(at + 10)
    const crc = bytes.readUInt32LE(at + 16)
    const compressedSize = bytes.readUInt32LE(at + 20)
    const size = bytes.readUInt32LE(at + 24)
    const nameLength = bytes.readUInt16LE(at + 28)
    const extraLength = bytes.readUInt16LE(at + 30)
    const commentLength = bytes.readUInt16LE(at + 32)
    const local = bytes.readUInt32LE(at + 42)
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength)
    if (bytes.readUInt32LE(local) !== LOCAL_HEADER) throw new Error(`${name}: bad local header`)
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28)
    const stored = bytes.subarray(start, start + compressedSize)
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method}`)
    const data = method === 0 ? Buffer.from(stored) : inflateRawSync(stored)
    if (data.length !== size || crc32(data) !== crc) throw new Error(`${name}: size or CRC-32 differs`)
    files.set(name, data)
    at += 46 + nameLength + extraLength + commentLength
  }
  return files
}

import { randomUUID } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Storage } from './storage.ts'

const PARTIAL = '.partial'

/** Files in a folder (DATA_DIR/documents by default). */
export function localStorage(dir: string): Storage {
  const root = path.resolve(dir)
  const fileFor = (key: string) => {
    const file = path.resolve(root, key)
    // Keys are ours, but a path that leaves the folder must never be read or written.
    if (!file.startsWith(root + path.sep)) throw new Error(`Invalid storage key: ${key}`)
    return file
  }
  return {
    async put(key, bytes) {
      const file = fileFor(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Written beside, flushed, then renamed: a crash leaves the old object or the whole new one.
      const temp = `${file}.${randomUUID()}${PARTIAL}`
      const handle = await open(temp, 'wx')
      try {
        await handle.writeFile(bytes)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(temp, file)
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileFor(key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true })
    },
    async removeLeftovers() {
      // A write in progress has a `.partial` name until its rename; at start-up none is in progress.
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      })
      const partial = entries.filter((entry) => entry.isFile() && entry.name.endsWith(PARTIAL))
      for (const entry of partial) await rm(path.join(entry.parentPath, entry.name), { force: true })
      return partial.length
    },
  }
}

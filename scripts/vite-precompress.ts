import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text the browser downloads; source maps are left alone (only developer tools fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/

/**
 * Writes a `.br` and a `.gz` copy beside every compressible file of the build, at the highest
 * levels, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing each response. A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'rigledger-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
      // zlib's async calls run on libuv's thread pool: the files are compressed side by side.
      await Promise.all(files.map(compressBeside))
    },
  }
}

/** Writes `file`'s `.br` and `.gz` copies beside it, each only when smaller. */
export async function compressBeside(file: string): Promise<void> {
  const bytes = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  if (br.length < bytes.length) await writeFile(`${file}.br`, br)
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz)
}

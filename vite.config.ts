import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/vite-precompress.ts'
import { prerender } from './scripts/vite-prerender.ts'

const apiPort = process.env.PORT ?? '3000'

export default defineConfig({
  root: '.',
  publicDir: 'src/web/public',
  plugins: [react(), precompress(), prerender()],
  resolve: {
    // `@/` is `src/` and `@tests/` is `tests/`, as in tsconfig.json.
    alias: [
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
      { find: /^@tests\//, replacement: `${path.resolve(import.meta.dirname, 'tests')}/` },
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // No <link rel="modulepreload">, neither in index.html nor added for a lazy chunk's imports
    // (the browser finds those when the chunk arrives; a chunk's CSS is still added). On a phone the
    // helper adding a link for each of a screen's ~20 files ran as one task of tens of milliseconds
    // right after the first paint, and the first script preloaded beside the stylesheet delayed the
    // first paint of the pages rendered at build time: Lighthouse on a phone scored the dashboard
    // ~5 points higher without them, the home page ~4 (docs/benchmarks.md).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The first script: everything index.html loads before any route, as one file, not ~25
          // (index.html and main.tsx stay the entry, so it is a file with its map, not a stub).
          groups: [
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/[\\/](index\.html|src[\\/]web[\\/]main\.tsx)$/.test(id),
            },
          ],
          // The small pieces the lazy chunks share (a Mantine component, an icon, a helper) are
          // copied into the chunks that use them instead of each being a file of its own: a route
          // fetched ~50 files before, ~10 now, and over HTTP/1.1 each file costs a round trip on
          // a phone. Rolldown's runtime keeps one instance of each copied module.
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
        },
      },
      // Required by experimentalInlineCommonChunks; the app's entry exports nothing anyway.
      preserveEntrySignatures: false,
    },
  },
  server: {
    proxy: {
      '/api': `http://localhost:${apiPort}`,
    },
  },
})

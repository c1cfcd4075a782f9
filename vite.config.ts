import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/vite-precompress.ts'

const apiPort = process.env.PORT ?? '3000'

export default defineConfig({
  root: '.',
  publicDir: 'src/web/public',
  plugins: [react(), precompress()],
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
  },
  server: {
    proxy: {
      '/api': `http://localhost:${apiPort}`,
    },
  },
})

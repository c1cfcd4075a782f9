import path from 'node:path'
import { defineConfig } from 'vitest/config'

/** The document-reading corpus: real PDFs, photos and sheets read end to end (OCR makes them slow). */
const DOCUMENT_CORPUS = [
  'tests/integration/extraction-*.test.ts',
  'tests/integration/ocr.test.ts',
  'tests/integration/receipts.test.ts',
]

export default defineConfig({
  resolve: {
    // `@/` is `src/` and `@tests/` is `tests/`, as in tsconfig.json.
    alias: [
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
      { find: /^@tests\//, replacement: `${path.resolve(import.meta.dirname, 'tests')}/` },
    ],
  },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker runs its files one after another in one module graph, so they share one test server
    // (tests/support/test-server.ts: sharedTestServer) instead of starting one each.
    isolate: false,
    // `npm test` runs them as stages (scripts/test.mjs): the fast rules first, then the API, then
    // the document corpus; `npm run test:unit` runs all three.
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'api', include: ['tests/integration/**/*.test.ts'], exclude: DOCUMENT_CORPUS },
      },
      { extends: true, test: { name: 'documents', include: DOCUMENT_CORPUS } },
    ],
  },
})

import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    // `@/` is `src/` and `@tests/` is `tests/`, as in tsconfig.json.
    alias: [
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
      { find: /^@tests\//, replacement: `${path.resolve(import.meta.dirname, 'tests')}/` },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker runs its files one after another in one module graph, so they share one test server
    // (tests/support/test-server.ts: sharedTestServer) instead of starting one each.
    isolate: false,
  },
})

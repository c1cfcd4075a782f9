import path from 'node:path'

/** Where the browser-test server writes its output. */
export const SERVER_LOG = path.resolve(import.meta.dirname, '../../../test-results/e2e-server.log')

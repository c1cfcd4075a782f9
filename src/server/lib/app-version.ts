import { readFileSync } from 'node:fs'

/** The version in package.json: the server runs from the checkout (tsx), so the file is beside it. */
export const APP_VERSION: string = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
).version

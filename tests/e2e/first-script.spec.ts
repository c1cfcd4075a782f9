import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './support/test.ts'

/**
 * The first script, as the build wrote it (`npm run test:e2e` builds before the browser tests): the
 * entry and every file it imports statically (not its `import()`s), which a phone downloads and runs
 * before any screen can draw. Their gzip copies (what the server sends a browser that accepts gzip) stay under
 * 200 KB together; charts, the support chat, the confirm dialogs and the captcha are not in them.
 */
const BUDGET_BYTES = 200 * 1024
const WEB = path.resolve(import.meta.dirname, '../../dist/web')

test('the first script stays under 200 KB of gzip and holds no route-only code', () => {
  const html = readFileSync(path.join(WEB, 'index.html'), 'utf8')
  const entries = [...html.matchAll(/<script type="module"[^>]* src="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  )
  // The entry's static imports, and theirs: `import … from "./x.js"` and `import "./x.js"`.
  const scripts: string[] = []
  for (const file of entries) {
    if (scripts.includes(file)) continue
    scripts.push(file)
    const code = readFileSync(path.join(WEB, file), 'utf8')
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) {
      entries.push(`assets/${match[1]!}`)
    }
  }
  expect(scripts.length, 'index.html loads a script, which imports the app').toBeGreaterThan(1)

  const gzipBytes = (file: string) => {
    const gz = path.join(WEB, `${file}.gz`)
    return statSync(existsSync(gz) ? gz : path.join(WEB, file)).size
  }
  const sizes = scripts.map((file) => `${file}: ${gzipBytes(file)}`)
  const total = scripts.reduce((sum, file) => sum + gzipBytes(file), 0)
  expect(total, `gzip bytes of the first script (${sizes.join(', ')})`).toBeLessThan(BUDGET_BYTES)

  // What only some screens show is fetched by those screens (the source maps name every module).
  // (Rolldown's small runtime chunk has no map and holds no module.)
  const maps = scripts.map((file) => path.join(WEB, `${file}.map`)).filter((map) => existsSync(map))
  expect(maps.length, 'the first script has source maps').toBeGreaterThan(0)
  const modules = maps.flatMap((map) => JSON.parse(readFileSync(map, 'utf8')).sources as string[])
  for (const routeOnly of [
    'node_modules/recharts/',
    'node_modules/@mantine/charts/',
    'node_modules/altcha/',
    'node_modules/@mantine/modals/',
    'node_modules/zod/',
    'src/web/features/support/components/support-chat',
    'src/web/features/dashboard/',
  ]) {
    expect(
      modules.filter((source) => source.includes(routeOnly)),
      `${routeOnly} in the first script`,
    ).toEqual([])
  }
})

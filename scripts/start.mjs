// npm start: builds the web app when it is missing or older than its sources, then runs the server.
// npm run demo: the same with the demo database and demo accounts.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { buildProgress } from './build-progress.mjs'

const root = path.resolve(import.meta.dirname, '..')
const demo = process.argv.includes('--demo')

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

const builtIndex = path.join(root, 'dist/web/index.html')
const sources = [path.join(root, 'src/web'), path.join(root, 'src/contracts')]
const stale =
  !existsSync(builtIndex) ||
  Math.max(...sources.map(newestMtime), statSync(path.join(root, 'index.html')).mtimeMs) >
    statSync(builtIndex).mtimeMs
if (stale) {
  const { build } = await import('vite')
  try {
    await build({ root, logLevel: 'warn', plugins: [buildProgress()] })
  } catch {
    // Vite has printed what failed.
    process.exit(1)
  }
}

const env = { ...process.env, ...(demo ? { RIGLEDGER_DEMO: '1' } : {}) }
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

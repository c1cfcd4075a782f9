import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// The import rules `npm run check` enforces (.dependency-cruiser.cjs), tried on a small tree of
// planted files: what breaks a rule fails the check, what keeps to it passes.
const root = path.resolve(import.meta.dirname, '../..')
const trees: string[] = []
afterAll(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true })
})

function cruise(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rigledger-boundaries-'))
  trees.push(dir)
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  for (const name of ['.dependency-cruiser.cjs', '.babelrc.dependency-cruiser.json', 'tsconfig.json']) {
    copyFileSync(path.join(root, name), path.join(dir, name))
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      ...['src', 'tests'].filter((folder) =>
        Object.keys(files).some((file) => file.startsWith(`${folder}/`)),
      ),
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
    ],
    { cwd: dir, encoding: 'utf8' },
  )
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

const base = {
  'src/server/features/expenses/list-expenses.ts': "export const listExpenses = () => 'expenses'\n",
  'src/server/features/settlements/get-settlement.ts': "export const getSettlement = () => 'settlement'\n",
  'src/server/shared/ownership.ts': "export const own = () => 'own'\n",
  'src/server/features/settlements/settlements.public.ts':
    "export { getSettlement } from './get-settlement.ts'\n",
  'src/server/lib/clock.ts': 'export const now = () => 0\n',
  'src/web/features/expenses/expenses-page.tsx': 'export const Page = () => <main>Expenses</main>\n',
  'src/web/features/mileage/mileage-api.ts': "export const mileageKeys = ['mileage']\n",
  'src/web/lib/query-keys.ts': "export const keys = ['all']\n",
}

describe('import boundaries', () => {
  it('pass a tree that keeps to them', () => {
    const run = cruise({
      ...base,
      'src/server/features/expenses/create-expense.ts':
        "import { own } from '@/server/shared/ownership.ts'\nimport { listExpenses } from './list-expenses.ts'\nexport const x = [own, listExpenses]\n",
      'src/web/features/expenses/expenses-api.ts':
        "import { keys } from '@/web/lib/query-keys'\nexport const y = keys\n",
    })
    expect(run.status, run.output).toBe(0)
  })

  it('fail a feature that imports another feature, on the server and in the web app', () => {
    const server = cruise({
      ...base,
      'src/server/features/expenses/planted.ts':
        "import { getSettlement } from '@/server/features/settlements/get-settlement.ts'\nexport const p = getSettlement\n",
    })
    expect(server.status).not.toBe(0)
    expect(server.output).toContain('no-cross-feature-server')
    const web = cruise({
      ...base,
      'src/web/features/expenses/planted.ts':
        "import { mileageKeys } from '../mileage/mileage-api'\nexport const p = mileageKeys\n",
    })
    expect(web.status).not.toBe(0)
    expect(web.output).toContain('no-cross-feature-web')
  })

  it('let a feature use what another offers in its public file, and nothing else of it', () => {
    const through = cruise({
      ...base,
      'src/server/features/expenses/planted.ts':
        "import { getSettlement } from '@/server/features/settlements/settlements.public.ts'\nexport const p = getSettlement\n",
    })
    expect(through.status, through.output).toBe(0)
    const misnamed = cruise({
      ...base,
      'src/server/features/settlements/helpers.public.ts': 'export const h = 1\n',
      'src/server/features/expenses/planted.ts':
        "import { h } from '@/server/features/settlements/helpers.public.ts'\nexport const p = h\n",
    })
    expect(misnamed.status).not.toBe(0)
    expect(misnamed.output).toContain('public-file-of-its-feature')
  })

  it('fail infrastructure that reaches up: lib into shared or a feature, the context into a feature', () => {
    const lib = cruise({
      ...base,
      'src/server/lib/planted.ts':
        "import { own } from '@/server/shared/ownership.ts'\nexport const p = own\n",
    })
    expect(lib.status).not.toBe(0)
    expect(lib.output).toContain('lib-is-infrastructure')
    const context = cruise({
      ...base,
      'src/server/context.ts':
        "import { now } from './lib/clock.ts'\nimport { listExpenses } from './features/expenses/list-expenses.ts'\nexport const c = [now, listExpenses]\n",
    })
    expect(context.status).not.toBe(0)
    expect(context.output).toContain('context-is-infrastructure')
    expect(context.output).not.toContain('lib/clock')
  })

  it('fail an import cycle and production code that imports tests/', () => {
    const cycle = cruise({
      ...base,
      'src/domain/a.ts': "import { b } from './b.ts'\nexport const a = () => b\n",
      'src/domain/b.ts': "import { a } from './a.ts'\nexport const b = () => a\n",
    })
    expect(cycle.output).toContain('no-circular')
    const tests = cruise({
      ...base,
      'tests/support/helper.ts': 'export const helper = 1\n',
      'src/server/shared/seed.ts':
        "import { helper } from '../../../tests/support/helper.ts'\nexport const s = helper\n",
    })
    expect(tests.output).toContain('production-not-tests')
  })
})

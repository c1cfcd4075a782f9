import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import { freshDatabases } from '../support/fresh-database.ts'
import { freePort, runScript, waitForHealth } from '../support/spawn-server.ts'

const databaseUrl = inject('databaseUrl')

/** The server as `npm start` runs it: a real process on a real port. */
describe('the server process', () => {
  it('refuses a second server on the same PGlite data folder', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rigledger-lock-'))
    const port = await freePort()
    const first = runScript('src/server/main.ts', {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    })
    try {
      await waitForHealth(port)
      const second = runScript('src/server/main.ts', {
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
      })
      expect(await second.exited).toBe(2)
      expect(second.output()).toMatch(/Another RigLedger server \(process \d+\) is using the data folder/)
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
    } finally {
      first.child.kill('SIGTERM')
      expect(await first.exited).toBe(0)
    }
    // A clean stop releases the folder.
    const third = runScript('src/server/main.ts', {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    })
    await waitForHealth(port)
    third.child.kill('SIGTERM')
    await third.exited
  }, 180_000)

  it('prints a one-time admin setup link that creates the first admin', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rigledger-setup-'))
    const port = await freePort()
    const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' }
    if (databaseUrl) env.DATABASE_URL = await freshDatabase()
    const proc = runScript('src/server/main.ts', env)
    try {
      await waitForHealth(port)
      const match = proc.output().match(/\/admin\/setup\?token=([\w-]+)/)
      expect(match, proc.output()).toBeTruthy()
      const token = match![1]!
      const base = `http://127.0.0.1:${port}/api/setup/admin`
      expect((await fetch(`${base}?token=${token}`)).status).toBe(200)
      expect((await fetch(`${base}?token=wrong`)).status).toBe(404)
      const body = {
        token,
        fullName: 'First Admin',
        email: 'first.admin@example.com',
        password: 'keeps-the-books-1',
        confirmPassword: 'keeps-the-books-1',
      }
      const created = await fetch(base, { method: 'POST', headers: json, body: JSON.stringify(body) })
      expect(created.status).toBe(201)
      expect((await created.json()).user.role).toBe('admin')
      const cookie = created.headers.get('set-cookie')!.split(';')[0]!
      const users = await fetch(`http://127.0.0.1:${port}/api/admin/users`, { headers: { cookie } })
      expect(users.status).toBe(200)
      const reused = await fetch(base, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...body, email: 'second.admin@example.com' }),
      })
      expect(reused.status).toBe(404)
    } finally {
      proc.child.kill('SIGTERM')
      await proc.exited
    }
  }, 180_000)

  it('npm run admin:create makes an admin who can sign in', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rigledger-cli-'))
    const env: Record<string, string> = { DATA_DIR: dataDir }
    if (databaseUrl) env.DATABASE_URL = await freshDatabase()
    const bad = runScript('src/server/cli/create-admin.ts', env, [
      '--email',
      'ops@example.com',
      '--password',
      'short',
    ])
    expect(await bad.exited).toBe(1)
    expect(bad.output()).toContain('Password must be at least 8 characters long')
    const common = runScript('src/server/cli/create-admin.ts', env, [
      '--email',
      'ops@example.com',
      '--password',
      'Password123',
    ])
    expect(await common.exited).toBe(1)
    expect(common.output()).toContain(AUTH_MESSAGES.passwordCommon)
    const cli = runScript('src/server/cli/create-admin.ts', env, [
      '--email',
      'ops@example.com',
      '--password',
      'ops-password-1',
    ])
    expect(await cli.exited).toBe(0)
    expect(cli.output()).toContain('Administrator ops@example.com created')

    const port = await freePort()
    const proc = runScript('src/server/main.ts', { ...env, PORT: String(port), HOST: '127.0.0.1' })
    try {
      await waitForHealth(port)
      expect(proc.output()).not.toContain('/admin/setup?token=')
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/admin-login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'ops@example.com', password: 'ops-password-1' }),
      })
      expect(login.status).toBe(200)
    } finally {
      proc.child.kill('SIGTERM')
      await proc.exited
    }
  }, 180_000)
})

const json = { 'content-type': 'application/json' }

const databases = freshDatabases(databaseUrl)
const freshDatabase = () => databases.create()

afterAll(() => databases.dropAll())

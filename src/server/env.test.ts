import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './env.ts'

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'rigledger-env-'))

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dir = freshDir()
    const config = loadConfig({ DATA_DIR: dir })
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      demo: false,
      storage: { kind: 'local', dir: path.join(dir, 'documents') },
      jobs: {
        schema: 'pgboss',
        expireSeconds: 300,
        maintenanceSeconds: 60,
        extractionThreads: 1,
        ocrTimeoutMs: 60_000,
      },
    })
    expect(loadConfig({ PORT: '8080', DATA_DIR: dir }).publicUrl).toBe('http://localhost:8080')
  })

  it('generates the secret into DATA_DIR once and reads it back on the next start', () => {
    const dir = freshDir()
    const first = loadConfig({ DATA_DIR: dir }).appSecret
    expect(first.length).toBeGreaterThanOrEqual(40)
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8').trim()).toBe(first)
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first)
    expect(loadConfig({ DATA_DIR: dir, APP_SECRET: 'given' }).appSecret).toBe('given')
  })

  it('keeps the demo away from the real database and data folder', () => {
    const real = freshDir()
    const demoDir = freshDir()
    const config = loadConfig({
      RIGLEDGER_DEMO: '1',
      DATABASE_URL: 'postgres://real/db',
      DATA_DIR: real,
      DEMO_DATA_DIR: demoDir,
    })
    expect(config).toMatchObject({ demo: true, dataDir: demoDir, databaseUrl: undefined })
    expect(existsSync(path.join(real, 'app-secret'))).toBe(false)
    expect(
      loadConfig({ RIGLEDGER_DEMO: '1', DEMO_DATA_DIR: demoDir, DEMO_DATABASE_URL: 'postgres://demo/db' })
        .databaseUrl,
    ).toBe('postgres://demo/db')
  })

  it('refuses values it cannot use', () => {
    const dir = freshDir()
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATA_DIR: dir, EXTRACTION_THREADS: '0' })).toThrow(/EXTRACTION_THREADS/)
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'docs' })).toThrow(/S3_ENDPOINT/)
  })
})

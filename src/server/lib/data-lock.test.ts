import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-lock.ts'

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'rigledger-lock-unit-'))

describe('lockDataDir', () => {
  it('refuses a second holder while the first holds the folder', () => {
    const dir = freshDir()
    const release = lockDataDir(dir)
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    release()
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false)
    lockDataDir(dir)()
  })

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = freshDir()
    // Pids are below 2^22 on Linux; this one cannot be running.
    writeFileSync(path.join(dir, 'server.lock'), '99999999')
    const release = lockDataDir(dir)
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
    release()
  })
})

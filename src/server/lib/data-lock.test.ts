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
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`))
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
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `))
    release()
  })

  it('takes over a lock with its own pid that it does not hold (a restart that got the same pid)', () => {
    const dir = freshDir()
    writeFileSync(path.join(dir, 'server.lock'), `${process.pid} 1`)
    lockDataDir(dir)()
  })

  it('takes over a lock whose pid now belongs to a process that started later', () => {
    const dir = freshDir()
    // The parent process runs, but not since the start time written here.
    writeFileSync(path.join(dir, 'server.lock'), `${process.ppid} 1`)
    lockDataDir(dir)()
  })

  it('refuses while the process that wrote the lock still runs', () => {
    const dir = freshDir()
    const started = readFileSync(`/proc/${process.ppid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]
    writeFileSync(path.join(dir, 'server.lock'), `${process.ppid} ${started}`)
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
  })
})

import { readFileSync } from 'node:fs'
import path from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))

describe('the dependencies run on the Node the product supports', () => {
  // The oldest Node package.json allows: every installed package must accept it, or
  // `npm install` warns EBADENGINE on a supported machine.
  const oldest = semver.minVersion(manifest.engines.node)?.version ?? ''

  it('supports Node 20', () => {
    expect(oldest).toMatch(/^20\./)
  })

  it('every locked package accepts that Node', () => {
    const refused = Object.entries(lock.packages as Record<string, { engines?: { node?: string } }>)
      .filter(([, entry]) => typeof entry.engines?.node === 'string')
      .filter(([, entry]) => !semver.satisfies(oldest, entry.engines?.node ?? '*'))
      .map(([where, entry]) => `${where} needs node ${entry.engines?.node}`)
    expect(refused).toEqual([])
  })
})

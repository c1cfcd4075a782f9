import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoAccounts } from '@/server/features/demo/demo-accounts.ts'

const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8')

describe('README', () => {
  it('starts with the command that runs the app and the one that runs the tests', () => {
    const firstBlock = readme.split('```sh\n')[1]?.split('```')[0] ?? ''
    expect(firstBlock).toMatch(/^npm install && npm start\b/m)
    expect(firstBlock).toMatch(/^npm test\b/m)
  })

  it('lists every demo account with its e-mail and password', () => {
    for (const account of demoAccounts) {
      const row = readme.split('\n').find((line) => line.includes(account.email))
      expect(row, account.label).toBeDefined()
      expect(row).toContain(account.label)
      expect(row).toContain(account.password)
    }
  })
})

import { describe, expect, it } from 'vitest'
import { loadConfig } from '@/server/env.ts'
import { setupLinkNotice } from './admin-setup.ts'

describe('the setup link printed at start-up', () => {
  const dataDir = { DATA_DIR: '/tmp/rigledger-setup-notice', APP_SECRET: 'x'.repeat(32) }

  it('says the link names localhost when PUBLIC_URL is unset', () => {
    const notice = setupLinkNotice(loadConfig({ ...dataDir, PORT: '3999' }), 'abc')
    expect(notice).toContain('http://localhost:3999/admin/setup?token=abc')
    expect(notice).toContain('PUBLIC_URL is not set')
  })

  it('prints the public address alone when PUBLIC_URL is set', () => {
    const config = loadConfig({ ...dataDir, PUBLIC_URL: 'https://books.example.com/' })
    const notice = setupLinkNotice(config, 'abc')
    expect(notice).toContain('https://books.example.com/admin/setup?token=abc')
    expect(notice).not.toContain('PUBLIC_URL is not set')
  })
})

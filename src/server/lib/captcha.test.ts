import { solveCaptcha } from '@tests/support/solve-captcha.ts'
import { describe, expect, it } from 'vitest'
import { CAPTCHA_TTL_MS, createCaptchaChallenge, verifyCaptchaSolution } from './captcha.ts'

const SECRET = 'test-secret'

function decode(payload: string) {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64')
}

describe('captcha', () => {
  it('creates a signed PBKDF2 challenge that expires in 10 minutes', async () => {
    const now = new Date()
    const challenge = await createCaptchaChallenge(SECRET, { now })
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256')
    expect(challenge.parameters.expiresAt).toBe(Math.floor((now.getTime() + CAPTCHA_TTL_MS) / 1000))
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
  })

  it('accepts a solved challenge', async () => {
    const challenge = await createCaptchaChallenge(SECRET)
    const payload = await solveCaptcha(JSON.stringify(challenge))
    const result = await verifyCaptchaSolution(SECRET, payload)
    expect(result).toEqual({ ok: true, id: challenge.signature })
  })

  it('keeps the work small enough for a browser to solve well under a second', async () => {
    // 400k PBKDF2-SHA-256 rounds ≈ 0.2 s single-threaded on the build machine (wall time is not
    // asserted: it depends on the machine's load, the work does not).
    const challenge = await createCaptchaChallenge(SECRET)
    const { solution } = decode(await solveCaptcha(challenge))
    expect((solution.counter + 1) * challenge.parameters.cost).toBeLessThanOrEqual(401_000)
  })

  it('gives the same id when the same payload is verified twice, so the caller can refuse reuse', async () => {
    const payload = await solveCaptcha(await createCaptchaChallenge(SECRET))
    const first = await verifyCaptchaSolution(SECRET, payload)
    const second = await verifyCaptchaSolution(SECRET, payload)
    expect(first.ok && second.ok).toBe(true)
    expect(second).toEqual(first)
  })

  it('gives different ids to different challenges', async () => {
    const a = await verifyCaptchaSolution(SECRET, await solveCaptcha(await createCaptchaChallenge(SECRET)))
    const b = await verifyCaptchaSolution(SECRET, await solveCaptcha(await createCaptchaChallenge(SECRET)))
    expect(a.ok && b.ok && a.id !== b.id).toBe(true)
  })

  it('keeps the id when a replayed payload is re-encoded with different unsigned fields', async () => {
    const payload = await solveCaptcha(await createCaptchaChallenge(SECRET))
    const original = await verifyCaptchaSolution(SECRET, payload)
    const varied = decode(payload)
    varied.solution.time = 1
    const reencoded = Buffer.from(JSON.stringify(varied, null, 2)).toString('base64')
    expect(reencoded).not.toBe(payload)
    expect(await verifyCaptchaSolution(SECRET, reencoded)).toEqual(original)
  })

  it('rejects tampered payloads', async () => {
    const payload = await solveCaptcha(await createCaptchaChallenge(SECRET))
    const tamper = (change: (p: ReturnType<typeof decode>) => void) => {
      const value = decode(payload)
      change(value)
      return encode(value)
    }
    const tampered = [
      tamper((p) => {
        const last = p.solution.derivedKey.at(-1)
        p.solution.derivedKey = `${p.solution.derivedKey.slice(0, -1)}${last === '0' ? '1' : '0'}`
      }),
      tamper((p) => {
        p.challenge.parameters.cost = 1
      }),
      tamper((p) => {
        p.challenge.parameters.expiresAt += 3600
      }),
      tamper((p) => {
        p.challenge.signature = p.challenge.signature.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a'))
      }),
      tamper((p) => {
        delete p.challenge.signature
      }),
      encode({ challenge: null, solution: null, test: true }),
      'not base64 at all!',
      '',
      'A'.repeat(100_000),
    ]
    for (const bad of tampered) {
      expect(await verifyCaptchaSolution(SECRET, bad)).toEqual({ ok: false })
    }
    expect(await verifyCaptchaSolution('another-secret', payload)).toEqual({ ok: false })
  })

  it('rejects a challenge that expired (created with a past clock)', async () => {
    const past = new Date(Date.now() - CAPTCHA_TTL_MS - 1000)
    const payload = await solveCaptcha(await createCaptchaChallenge(SECRET, { now: past }))
    expect(await verifyCaptchaSolution(SECRET, payload)).toEqual({ ok: false })
  })

  it('rejects a solution verified after the 10 minutes (injected clock)', async () => {
    const now = new Date()
    const payload = await solveCaptcha(await createCaptchaChallenge(SECRET, { now }))
    const later = (ms: number) => ({ now: new Date(now.getTime() + ms) })
    expect((await verifyCaptchaSolution(SECRET, payload, later(CAPTCHA_TTL_MS - 2000))).ok).toBe(true)
    expect(await verifyCaptchaSolution(SECRET, payload, later(CAPTCHA_TTL_MS + 1000))).toEqual({ ok: false })
  })
})

import { createHmac } from 'node:crypto'
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Db } from '@/server/db/client.ts'
import { usedCaptchas } from '@/server/db/schema/index.ts'
import type { Clock } from './clock.ts'

/*
 * Self-hosted ALTCHA proof-of-work (altcha-lib v2, deterministic mode): the server picks a secret
 * counter, derives a PBKDF2 key from it and publishes half of that key; the browser tries counters
 * 0, 1, 2… until it derives a key with that prefix, so the work (counter × COST PBKDF2 rounds) is
 * bounded, not luck. Measured on the build machine: ~0.4 ms a derivation in Node, ~0.25 ms in
 * Chromium; with counters 100-400 a solve takes median 100 ms / max 185 ms single-threaded in Node
 * and median ~100 ms / max ~220 ms in the widget (which then pads to its 500 ms minimum display time).
 * The altcha-lib README example (cost 5000, counter 5000-10000) is ~150× the work: >10 s.
 * Creating a challenge costs the server one derivation (~0.5 ms); verifying costs one HMAC.
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256'
export const CAPTCHA_COST = 1_000
export const CAPTCHA_COUNTER_MIN = 100
export const CAPTCHA_COUNTER_MAX = 400
export const CAPTCHA_TTL_MS = 10 * 60 * 1000
/** A real payload is ~1 kB; anything far larger is not worth decoding. */
const MAX_PAYLOAD_LENGTH = 8_192

/** The JSON the widget fetches from its `challenge` URL. */
export type CaptchaChallenge = Challenge

export type CaptchaVerification = { ok: true; id: string } | { ok: false }

export interface CaptchaTimeOptions {
  /** "Now", for an injected clock; defaults to the system time. */
  now?: Date
}

/** Creates a signed challenge that expires CAPTCHA_TTL_MS after `now`. */
export async function createCaptchaChallenge(
  secret: string,
  options: CaptchaTimeOptions = {},
): Promise<CaptchaChallenge> {
  const now = options.now ?? new Date()
  const keys = signingKeys(secret)
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    counter: randomInt(CAPTCHA_COUNTER_MAX, CAPTCHA_COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  })
  return { parameters: challenge.parameters, signature: challenge.signature }
}

/**
 * Checks a payload the widget submitted (base64 JSON of `{ challenge, solution }`). `id` identifies
 * the solved challenge (its HMAC signature, which no one can vary without the secret, unlike the
 * solution's counter or timing fields): store it and refuse it next time, because altcha-lib accepts
 * the same payload again until it expires. Never throws for bad input.
 */
export async function verifyCaptchaSolution(
  secret: string,
  payload: string,
  options: CaptchaTimeOptions = {},
): Promise<CaptchaVerification> {
  const keys = signingKeys(secret)
  const decoded = decodePayload(payload)
  if (!decoded) return { ok: false }
  const { challenge, solution } = decoded
  const nowSeconds = (options.now ?? new Date()).getTime() / 1000
  // altcha-lib skips the expiry check when expiresAt is absent and reads the system clock; ours
  // always carry a (signed) expiry, so require it and also honour an injected clock.
  const expiresAt = challenge.parameters.expiresAt
  if (typeof expiresAt !== 'number' || expiresAt <= nowSeconds) return { ok: false }
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    })
    if (!result.verified || challenge.parameters.algorithm !== CAPTCHA_ALGORITHM) return { ok: false }
    return { ok: true, id: challenge.signature }
  } catch {
    return { ok: false }
  }
}

interface DecodedPayload {
  challenge: Challenge & { signature: string }
  solution: { counter: number; derivedKey: string }
}

function decodePayload(payload: string): DecodedPayload | null {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > MAX_PAYLOAD_LENGTH) return null
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
    if (!isObject(value) || !isObject(value.challenge) || !isObject(value.solution)) return null
    const { challenge, solution } = value
    if (!isObject(challenge.parameters) || typeof challenge.signature !== 'string') return null
    if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null
    return {
      challenge: {
        parameters: challenge.parameters as unknown as Challenge['parameters'],
        signature: challenge.signature,
      },
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    }
  } catch {
    return null
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Two independent HMAC keys from the one app secret, so the captcha never reuses it directly. */
function signingKeys(secret: string): { signature: string; keySignature: string } {
  if (!secret) throw new Error('captcha secret must not be empty')
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex')
  return { signature: derive('altcha-challenge-signature'), keySignature: derive('altcha-key-signature') }
}

/**
 * Checks a solved challenge and uses it up: a solution verifies only once (its challenge id goes into
 * used_captchas), so a solved captcha cannot be replayed.
 */
export async function consumeCaptcha(options: { db: Db; clock: Clock; secret: string; payload: string }) {
  const verified = await verifyCaptchaSolution(options.secret, options.payload, { now: options.clock.now() })
  if (!verified.ok) return false
  const [fresh] = await options.db
    .insert(usedCaptchas)
    .values({ id: verified.id })
    .onConflictDoNothing()
    .returning()
  return Boolean(fresh)
}

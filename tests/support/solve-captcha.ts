import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'

/**
 * Solves a challenge from GET /api/auth/captcha the way the ALTCHA widget does (WebCrypto PBKDF2,
 * counters from 0 up, payload = base64 of `{ challenge: { parameters, signature }, solution }`) and
 * returns the string to send as `captcha` to POST /api/auth/forgot-password.
 * Accepts the response body as text or parsed JSON.
 */
export async function solveCaptcha(challengeJson: unknown): Promise<string> {
  const challenge = (
    typeof challengeJson === 'string' ? JSON.parse(challengeJson) : challengeJson
  ) as Challenge
  if (!challenge?.parameters) throw new Error('solveCaptcha: not an ALTCHA challenge')
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 })
  if (!solution) throw new Error('solveCaptcha: no solution found within 30 s')
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  }
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}

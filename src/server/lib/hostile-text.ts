import type { FastifyRequest } from 'fastify'
import { hasLoneSurrogate } from '@/contracts/common.ts'
import { AppError } from './errors.ts'

export const HOSTILE_TEXT_MESSAGE = 'Text must not contain NUL characters or broken Unicode'

/** NUL, which PostgreSQL text cannot hold, and UTF-16 halves without their other half. */
const isHostile = (text: string) => text.includes('\u0000') || hasLoneSurrogate(text)

/** Every string in a parsed JSON body or query string, keys included, depth first. */
function* strings(value: unknown, depth = 0): Generator<string> {
  if (typeof value === 'string') {
    yield value
    return
  }
  if (value === null || typeof value !== 'object' || depth > 64) return
  if (Array.isArray(value)) {
    for (const item of value) yield* strings(item, depth + 1)
    return
  }
  for (const [key, item] of Object.entries(value)) {
    yield key
    yield* strings(item, depth + 1)
  }
}

export function hasHostileText(value: unknown): boolean {
  for (const text of strings(value)) if (isHostile(text)) return true
  return false
}

/**
 * A preValidation hook for every API route: text the database cannot store as given is refused
 * with 400 before any route sees it. Path parameters are left to their schema, so a malformed id
 * stays a 404.
 */
export async function refuseHostileText(req: FastifyRequest) {
  if (hasHostileText(req.query) || hasHostileText(req.body)) {
    throw new AppError('BAD_REQUEST', HOSTILE_TEXT_MESSAGE)
  }
}

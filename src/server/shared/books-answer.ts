import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '@/server/context.ts'
import { type AnswerCache, createAnswerCache } from '@/server/lib/answer-cache.ts'
import { todayFor } from '@/server/lib/today.ts'
import { requireUser } from './auth/auth-context.ts'

/*
 * The dashboard and the reports answer from the user's books as they were at their last change:
 * users.books_version moves in the transaction of every such change (triggers, migration 0035), the
 * session lookup reads it with the user, and an answer is kept under a key naming the version and
 * everything else it depends on. An unchanged book is served without reading the ledger again, and a
 * browser that already has the answer gets 304 (docs/decisions/024-answers-from-the-books-version.md).
 */

/** One cache per server (tests run several in one process). */
const caches = new WeakMap<AppContext, AnswerCache>()

export function answerCacheOf(ctx: AppContext): AnswerCache {
  let cache = caches.get(ctx)
  if (!cache) {
    cache = createAnswerCache()
    caches.set(ctx, cache)
  }
  return cache
}

/** A value as text with its object keys in order, so equal queries make equal keys. */
function canonical(value: unknown): string {
  if (value === undefined) return ''
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
}

/**
 * Everything an answer of the books depends on: which answer, whose books at which version, who
 * looks (the account holder, an accountant, a fleet manager or an admin in them, an API key), the
 * user's role, time zone and today, and the query as validated. `extra` is what else a route's
 * answer depends on.
 */
export function booksAnswerKey(ctx: AppContext, req: FastifyRequest, name: string, extra?: unknown): string {
  const user = requireUser(req)
  const acting = req.impersonation
  const viewer = req.apiKey
    ? `key:${req.apiKey.scope}`
    : acting
      ? `${acting.kind}:${acting.kind === 'admin' ? '' : acting.access}:${req.impersonatorId}`
      : 'self'
  return [
    name,
    user.id,
    `v${user.booksVersion}`,
    viewer,
    user.role,
    user.timeZone,
    todayFor(user, ctx.clock),
    canonical(req.query),
    canonical(extra),
  ].join('|')
}

/**
 * Answers a GET of the user's books from the cache, computing it (and serialising it with the
 * route's response schema) when the books changed since; answers 304 when the request's
 * If-None-Match already names it. The browser keeps the answer and revalidates it every time
 * (`private, no-cache`).
 */
export async function booksAnswer<T>(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  options: { name: string; extra?: unknown; compute: () => Promise<T> },
): Promise<void> {
  const key = booksAnswerKey(ctx, req, options.name, options.extra)
  // Serialised by the route's response schema, as an answer it returned would be.
  const answer = await answerCacheOf(ctx).get(key, async () =>
    String(reply.serialize(await options.compute())),
  )
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache')
  if (matches(req.headers['if-none-match'], answer.etag)) reply.code(304).send()
  else reply.type('application/json; charset=utf-8').send(answer.body)
  // An async handler that sends must wait for the reply (Fastify's "await reply"): the send runs the
  // onSend hooks asynchronously, and a handler that resolved first would be answered a second time.
  await reply
}

/** Whether If-None-Match names the tag (a list, `*`, or weak tags compared weakly, RFC 9110 13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

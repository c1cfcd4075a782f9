import { createHash } from 'node:crypto'

/** One serialised answer and its entity tag (a hash of its bytes). */
export interface CachedAnswer {
  body: string
  etag: string
}

export interface AnswerCacheLimits {
  /** At most this many answers are kept… */
  maxEntries: number
  /** …and at most about this many bytes of them (keys and bodies, counted as UTF-16). */
  maxBytes: number
}

/** Enough for a few thousand users' dashboards and reports (~2–10 KB each). */
export const DEFAULT_ANSWER_CACHE_LIMITS: AnswerCacheLimits = { maxEntries: 5000, maxBytes: 32 * 1024 * 1024 }

export interface AnswerCache {
  /**
   * The answer kept under `key`, or the one `compute` makes (kept for next time). Requests for a key
   * being computed wait for that computation instead of starting their own; a failure is not kept.
   */
  get(key: string, compute: () => Promise<string>): Promise<CachedAnswer & { hit: boolean }>
  /** How full it is, and how it has been used since it was made. */
  stats(): { entries: number; bytes: number; hits: number; misses: number; evictions: number }
}

/** The entity tag of a body: a hash of its bytes, so equal answers have equal tags on every instance. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/**
 * A bounded in-memory cache of serialised answers, least recently used out first. Keys must name
 * everything an answer depends on; the cache never decides whether an answer is still true.
 */
export function createAnswerCache(limits: AnswerCacheLimits = DEFAULT_ANSWER_CACHE_LIMITS): AnswerCache {
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recent.
  const entries = new Map<string, CachedAnswer>()
  const computing = new Map<string, Promise<CachedAnswer>>()
  const counts = { bytes: 0, hits: 0, misses: 0, evictions: 0 }
  const sizeOf = (key: string, answer: CachedAnswer) => 2 * (key.length + answer.body.length) + 100

  const remove = (key: string) => {
    const answer = entries.get(key)
    if (!answer) return
    entries.delete(key)
    counts.bytes -= sizeOf(key, answer)
  }

  const keep = (key: string, answer: CachedAnswer) => {
    const size = sizeOf(key, answer)
    // An answer bigger than a quarter of the budget is served, not kept.
    if (size > limits.maxBytes / 4) return
    remove(key)
    entries.set(key, answer)
    counts.bytes += size
    for (const oldest of entries.keys()) {
      if (entries.size <= limits.maxEntries && counts.bytes <= limits.maxBytes) break
      remove(oldest)
      counts.evictions++
    }
  }

  return {
    async get(key, compute) {
      const kept = entries.get(key)
      if (kept) {
        counts.hits++
        entries.delete(key)
        entries.set(key, kept)
        return { ...kept, hit: true }
      }
      counts.misses++
      let running = computing.get(key)
      if (!running) {
        running = compute()
          .then((body) => {
            const answer = { body, etag: etagOf(body) }
            keep(key, answer)
            return answer
          })
          .finally(() => computing.delete(key))
        computing.set(key, running)
      }
      return { ...(await running), hit: false }
    },
    stats: () => ({ entries: entries.size, ...counts }),
  }
}

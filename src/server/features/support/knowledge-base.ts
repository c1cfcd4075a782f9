import { and, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { type HelpResult, type KbArticle, SUPPORT_MESSAGES } from '@/contracts/support.ts'
import { FAQ } from '@/domain/help/faq.ts'
import { kbArticles } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { likePattern } from '@/server/lib/paging.ts'
import type { Caller } from '@/server/shared/caller.ts'
import type { AdminCaller } from './support-caller.ts'

type ArticleRow = typeof kbArticles.$inferSelect
type KbInput = { title: string; body: string; status: 'draft' | 'published' }

/** The Help Center search answers at most this many. */
const RESULT_LIMIT = 20
/** Words of a search beyond these are ignored (each is one more condition). */
const MAX_WORDS = 8

function articleView(row: ArticleRow): KbArticle {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  }
}

/** The articles, the most recently changed first: every one for an admin, the published for a user. */
export async function listArticles(
  options: (Caller | AdminCaller) & { publishedOnly: boolean },
): Promise<KbArticle[]> {
  const rows = await options.db
    .select()
    .from(kbArticles)
    .where(options.publishedOnly ? eq(kbArticles.status, 'published') : undefined)
    .orderBy(desc(kbArticles.updatedAt))
    .limit(500)
  return rows.map(articleView)
}

/** One article: any for an admin, a published one for a user (a draft is not found). */
export async function getArticle(
  options: (Caller | AdminCaller) & { id: string; publishedOnly: boolean },
): Promise<KbArticle> {
  const { db, id } = options
  const [row] = await db
    .select()
    .from(kbArticles)
    .where(and(eq(kbArticles.id, id), options.publishedOnly ? eq(kbArticles.status, 'published') : undefined))
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.articleNotFound)
  return articleView(row)
}

/** An admin writes an article; published at once, it is dated now. */
export async function createArticle(options: AdminCaller & KbInput): Promise<KbArticle> {
  const { db, clock, admin, ...input } = options
  const now = clock.now()
  const [row] = await db
    .insert(kbArticles)
    .values({
      ...input,
      authorId: admin.id,
      createdAt: now,
      updatedAt: now,
      publishedAt: input.status === 'published' ? now : null,
    })
    .returning()
  return articleView(row!)
}

/** Changes an article; publishing it dates it, taking it back to draft hides it from users. */
export async function updateArticle(
  options: AdminCaller & { id: string } & Partial<KbInput>,
): Promise<KbArticle> {
  const { db, clock, admin: _admin, id, ...patch } = options
  const now = clock.now()
  const [row] = await db
    .update(kbArticles)
    .set({
      ...patch,
      updatedAt: now,
      ...(patch.status === 'published'
        ? { publishedAt: sql`coalesce(${kbArticles.publishedAt}, ${now.toISOString()}::timestamptz)` }
        : patch.status === 'draft'
          ? { publishedAt: null }
          : {}),
    })
    .where(eq(kbArticles.id, id))
    .returning()
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.articleNotFound)
  return articleView(row)
}

export async function deleteArticle(options: AdminCaller & { id: string }): Promise<void> {
  const { db, id } = options
  const deleted = await db.delete(kbArticles).where(eq(kbArticles.id, id)).returning({ id: kbArticles.id })
  if (deleted.length === 0) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.articleNotFound)
}

function wordsOf(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length > 1),
    ),
  ].slice(0, MAX_WORDS)
}

/** A short piece of the text around the first word found (Markdown marks taken out). */
function excerpt(text: string, words: string[], size = 180): string {
  const plain = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_>`~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const lower = plain.toLowerCase()
  const at = Math.min(...words.map((word) => lower.indexOf(word)).filter((i) => i >= 0), plain.length)
  const start = at === plain.length ? 0 : Math.max(0, at - 60)
  const piece = plain.slice(start, start + size)
  return `${start > 0 ? '…' : ''}${piece}${start + size < plain.length ? '…' : ''}`
}

/**
 * The Help Center search: published articles and FAQ entries holding every word of the query (in the
 * title or the text), those with the words in the title first. A blank query finds nothing.
 */
export async function searchHelp(options: Caller & { query: string }): Promise<HelpResult[]> {
  const { db } = options
  const words = wordsOf(options.query)
  if (words.length === 0) return []
  const titleHits = sql<number>`(${sql.join(
    words.map((word) => sql`(${kbArticles.title} ilike ${likePattern(word)})::int`),
    sql` + `,
  )})`
  const rows = await db
    .select({ id: kbArticles.id, title: kbArticles.title, body: kbArticles.body, titleHits })
    .from(kbArticles)
    .where(
      and(
        eq(kbArticles.status, 'published'),
        ...words.map((word) =>
          or(ilike(kbArticles.title, likePattern(word)), ilike(kbArticles.body, likePattern(word))),
        ),
      ),
    )
    .orderBy(desc(titleHits), desc(kbArticles.publishedAt))
    .limit(RESULT_LIMIT)
  const articles = rows.map((row) => ({
    kind: 'article' as const,
    id: row.id,
    title: row.title,
    excerpt: excerpt(row.body, words),
    score: Number(row.titleHits),
  }))
  const faqs = FAQ.flatMap((entry) => {
    const title = entry.question.toLowerCase()
    const text = `${title} ${entry.answer.toLowerCase()}`
    if (!words.every((word) => text.includes(word))) return []
    return [
      {
        kind: 'faq' as const,
        id: entry.key,
        title: entry.question,
        excerpt: excerpt(entry.answer, words),
        score: words.filter((word) => title.includes(word)).length,
      },
    ]
  })
  return [...articles, ...faqs]
    .sort((a, b) => b.score - a.score)
    .slice(0, RESULT_LIMIT)
    .map(({ score: _score, ...result }) => result)
}

import { and, asc, eq, inArray } from 'drizzle-orm'
import { COMMENT_MESSAGES, type CommentSubject } from '@/contracts/comments.ts'
import type { Db } from '@/server/db/client.ts'
import { comments, ledgerEntries, settlements, users } from '@/server/db/schema/index.ts'
import { fleetManagerOf } from '@/server/features/fleet/fleet.public.ts'
import { notifyUser } from '@/server/features/notifications/notifications.public.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Mailer } from '@/server/lib/mail/mailer.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'

interface Subject {
  subjectType: CommentSubject
  subjectId: string
}

/**
 * Who may talk about a row: its owner and the fleet manager they drive for. Anyone else (another
 * driver, another fleet) is told it does not exist. Answers the owner and the manager.
 */
async function participants(db: Db, userId: string, subject: Subject) {
  const [row] =
    subject.subjectType === 'settlement'
      ? await db
          .select({ ownerId: settlements.userId })
          .from(settlements)
          .where(eq(settlements.id, subject.subjectId))
      : await db
          .select({ ownerId: ledgerEntries.userId })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.id, subject.subjectId), eq(ledgerEntries.type, 'expense')))
  if (!row) throw new AppError('NOT_FOUND', COMMENT_MESSAGES.notFound)
  const managerId = await fleetManagerOf(db, row.ownerId)
  if (userId !== row.ownerId && userId !== managerId)
    throw new AppError('NOT_FOUND', COMMENT_MESSAGES.notFound)
  return { ownerId: row.ownerId, managerId }
}

export async function listComments(options: { db: Db; userId: string } & Subject) {
  const { db, userId } = options
  const { ownerId, managerId } = await participants(db, userId, options)
  const names = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(inArray(users.id, managerId ? [ownerId, managerId] : [ownerId]))
  const nameOf = (id: string | null) => names.find((n) => n.id === id)?.name ?? null
  const rows = await db
    .select()
    .from(comments)
    .where(and(eq(comments.subjectType, options.subjectType), eq(comments.subjectId, options.subjectId)))
    .orderBy(asc(comments.createdAt), asc(comments.id))
  return {
    items: rows.map((c) => ({
      id: c.id,
      body: c.body,
      authorName: c.authorName,
      mine: c.authorId === userId,
      createdAt: c.createdAt.toISOString(),
    })),
    ownerName: nameOf(ownerId) ?? '',
    managerName: nameOf(managerId),
  }
}

/** Adds a comment and e-mails the other side (the driver, or their fleet manager) unless they opted out. */
export async function addComment(
  options: {
    db: Db
    clock: Clock
    mailer: Mailer
    publicUrl: string
    userId: string
    body: string
  } & Subject,
) {
  const { db, userId } = options
  const { ownerId, managerId } = await participants(db, userId, options)
  const [author] = await db.select().from(users).where(eq(users.id, userId))
  const [row] = await db
    .insert(comments)
    .values({
      subjectType: options.subjectType,
      subjectId: options.subjectId,
      ownerId,
      authorId: userId,
      authorName: author!.fullName,
      body: options.body.trim(),
      createdAt: options.clock.now(),
    })
    .returning()
  const otherId = userId === ownerId ? managerId : ownerId
  if (otherId) {
    const where = options.subjectType === 'settlement' ? `/settlements/${options.subjectId}` : '/expenses'
    const title = `${author!.fullName} commented on a ${options.subjectType}`
    await notifyUser(options.db, otherId, 'comments', { title, body: row!.body, link: where })
    await sendMail(options, { userId: otherId }, 'comments', {
      subject: title,
      text: [`${author!.fullName} wrote:`, '', row!.body, '', `Open it: ${options.publicUrl}${where}`].join(
        '\n',
      ),
    })
  }
  return {
    id: row!.id,
    body: row!.body,
    authorName: row!.authorName,
    mine: true,
    createdAt: row!.createdAt.toISOString(),
  }
}

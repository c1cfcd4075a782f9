import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { COMMENT_SUBJECTS } from '@/contracts/comments.ts'
import { users } from './users.ts'

export const commentSubject = pgEnum('comment_subject', COMMENT_SUBJECTS)

/**
 * A note on a settlement or expense between its owner (a driver) and their fleet manager. `owner_id`
 * is the row's owner, kept so a deleted account takes its conversations with it.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: commentSubject('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_subject_idx').on(t.subjectType, t.subjectId, t.createdAt)],
)

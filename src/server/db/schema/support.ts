import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { KB_STATUSES, TICKET_PRIORITIES, TICKET_STATUSES } from '@/contracts/support.ts'
import { users } from './users.ts'

export const ticketStatus = pgEnum('ticket_status', TICKET_STATUSES)
export const ticketPriority = pgEnum('ticket_priority', TICKET_PRIORITIES)
export const kbStatus = pgEnum('kb_status', KB_STATUSES)

/**
 * A user's one conversation with the team (the chat widget). `awaiting_since` is when the oldest
 * message nobody of the team has answered was written; `ticket_id` the open ticket it became.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Fleet Manager plan or the add-on when the user last wrote: answered first. */
    prioritySupport: boolean('priority_support').notNull().default(false),
    awaitingSince: timestamp('awaiting_since', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessage: text('last_message').notNull().default(''),
    userReadAt: timestamp('user_read_at', { withTimezone: true }),
    adminReadAt: timestamp('admin_read_at', { withTimezone: true }),
    ticketId: uuid('ticket_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_conversations_user_idx').on(t.userId),
    index('support_conversations_last_idx').on(t.lastMessageAt),
  ],
)

/** One chat message; an image's bytes are in the file storage under `image_key`. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: ['user', 'admin', 'system'] }).notNull(),
    authorName: text('author_name').notNull(),
    type: text('type', { enum: ['text', 'image'] })
      .notNull()
      .default('text'),
    content: text('content').notNull(),
    imageKey: text('image_key'),
    imageType: text('image_type'),
    /** For an answer of the team: seconds since the message it answered (the typical reply time). */
    replySeconds: integer('reply_seconds'),
    /** The order they were written in, even within one clock tick. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.seq),
    index('support_messages_reply_idx').on(t.createdAt).where(sql`reply_seconds is not null`),
  ],
)

/** A ticket: opened in the Help Center, or a chat nobody answered in time. Shown as TICK-`number`. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: ticketStatus('status').notNull().default('open'),
    priority: ticketPriority('priority').notNull().default('medium'),
    source: text('source', { enum: ['chat', 'help'] }).notNull(),
    prioritySupport: boolean('priority_support').notNull().default(false),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => supportConversations.id, {
      onDelete: 'set null',
    }),
    preview: text('preview').notNull().default(''),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
    index('support_tickets_status_idx').on(t.status, t.createdAt),
  ],
)

export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: ['user', 'admin'] }).notNull(),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    /** The order they were written in, even within one clock tick. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_messages_ticket_idx').on(t.ticketId, t.seq)],
)

/** Knowledge base articles (Markdown), written by admins; the published ones feed the Help Center. */
export const kbArticles = pgTable(
  'kb_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    status: kbStatus('status').notNull().default('draft'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('kb_articles_status_idx').on(t.status, t.updatedAt)],
)

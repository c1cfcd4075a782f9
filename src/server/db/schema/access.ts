import { sql } from 'drizzle-orm'
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { ACCESS_LEVELS } from '@/contracts/access.ts'
import { users } from './users.ts'

export const accessLevel = pgEnum('access_level', ACCESS_LEVELS)

/**
 * A client's grant of their books to an accountant, by e-mail: read-only or read-write, until
 * revoked. `accountant_id` is set once an account with that e-mail (an accountant) exists; until
 * then the invitation's token (hash kept) lets them register as an accountant.
 */
export const accessGrants = pgTable(
  'access_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    accountantId: uuid('accountant_id').references(() => users.id, { onDelete: 'cascade' }),
    access: accessLevel('access').notNull().default('read'),
    inviteTokenHash: text('invite_token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    // One live grant per client and e-mail, whatever its case.
    uniqueIndex('access_grants_live_idx')
      .on(t.clientId, sql`lower(${t.email})`)
      .where(sql`${t.revokedAt} is null`),
    index('access_grants_accountant_idx').on(t.accountantId).where(sql`${t.revokedAt} is null`),
  ],
)

import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accessLevel } from './access.ts'
import { users } from './users.ts'

/**
 * A driver's place in a fleet manager's fleet: one fleet at a time. `manager_access` is the
 * driver's choice: the manager reads their books, or also writes in them.
 */
export const fleetMembers = pgTable(
  'fleet_members',
  {
    driverId: uuid('driver_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fleetManagerId: uuid('fleet_manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    managerAccess: accessLevel('manager_access').notNull().default('read'),
  },
  (t) => [index('fleet_members_manager_idx').on(t.fleetManagerId)],
)

/** An invitation to join a fleet, sent by e-mail; only the token's hash is kept. */
export const fleetInvites = pgTable(
  'fleet_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fleetManagerId: uuid('fleet_manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('fleet_invites_manager_idx').on(t.fleetManagerId, t.createdAt)],
)

import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * What can be bought: the three plans (monthly and yearly), one-time services and monthly add-ons.
 * Seeded by a migration; Create Products pushes each to the payment provider and keeps its ids.
 */
export const catalogueItems = pgTable('catalogue_items', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'plan' | 'service' | 'addon'>().notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  /** A plan's or add-on's monthly price, or a service's one-time price, in cents. */
  amountCents: integer('amount_cents').notNull(),
  /** A plan's yearly price in cents; null for the rest. */
  yearlyAmountCents: integer('yearly_amount_cents'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  providerProductId: text('provider_product_id'),
  providerPriceId: text('provider_price_id'),
  providerYearlyPriceId: text('provider_yearly_price_id'),
})

/** A user's subscription to a plan or an add-on, kept true by the provider's webhooks. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => catalogueItems.id),
    interval: text('interval').$type<'month' | 'year'>().notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_key').on(t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
  ],
)

/** Money received or attempted (spec 3: payments), from checkouts and invoices. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    customerEmail: text('customer_email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    itemId: text('item_id'),
    description: text('description').notNull().default(''),
    /** Cents. */
    amount: integer('amount').notNull(),
    status: text('status').$type<'completed' | 'succeeded' | 'pending' | 'failed' | 'canceled'>().notNull(),
    stripeSessionId: text('stripe_session_id'),
    providerInvoiceId: text('provider_invoice_id'),
    /** The provider's payment intent behind it: how a refund (a charge's) finds the payment. */
    providerPaymentIntentId: text('provider_payment_intent_id'),
    /** Cents given back so far (the provider's `amount_refunded`), and when the last refund came. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_created_idx').on(t.createdAt),
    uniqueIndex('payments_session_key').on(t.stripeSessionId).where(sql`${t.stripeSessionId} is not null`),
    uniqueIndex('payments_invoice_key')
      .on(t.providerInvoiceId)
      .where(sql`${t.providerInvoiceId} is not null`),
    index('payments_intent_idx')
      .on(t.providerPaymentIntentId)
      .where(sql`${t.providerPaymentIntentId} is not null`),
    index('payments_refunded_idx').on(t.refundedAt).where(sql`${t.refundedAt} is not null`),
  ],
)

/** The provider's events handled so far: each is processed once. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A bought one-time service: a task for the admins with what it needs. */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    itemId: text('item_id').notNull(),
    status: text('status').$type<'open' | 'done'>().notNull().default('open'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [index('service_orders_status_idx').on(t.status, t.createdAt)],
)

import { z } from 'zod'
import { ZLine } from './common.ts'

/** The running server: the web app's crash reports and what an admin sees of the system. */

/** A crash the web app's crash screen reports (rate limited per address). */
export const ZClientError = z
  .object({
    message: ZLine(500),
    path: ZLine(300).default(''),
    stack: z.string().max(4000).default(''),
  })
  .meta({ examples: [{ message: 'Cannot read properties of undefined', path: '/reports/tax' }] })

export const SYSTEM_MESSAGES = {
  loadFailed: 'Failed to load system status',
  retried: (n: number) => (n === 0 ? 'No failed jobs to retry' : `${n} failed job(s) queued again`),
  retryFailed: 'Failed to retry the failed jobs',
} as const

const ZStored = z.object({ count: z.number().int(), bytes: z.number().int() })

/** What an admin sees of the running server: version, database, job queues, stored files, rows. */
export const ZSystemStatus = z.object({
  version: z.string(),
  uptimeSeconds: z.number().int(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), sizeBytes: z.number().int() }),
  queues: z.array(
    z.object({
      name: z.string(),
      /** Queued and not yet started. */
      waiting: z.number().int(),
      /** Failed a try and waiting for the next. */
      retrying: z.number().int(),
      active: z.number().int(),
      /** No try left: only Retry failed jobs runs them again. */
      failed: z.number().int(),
    }),
  ),
  documents: ZStored,
  reportFiles: ZStored,
  users: z.number().int(),
  ledgerEntries: z.number().int(),
})
export type SystemStatus = z.infer<typeof ZSystemStatus>

export const ZRetryFailedJobsResult = z.object({ retried: z.number().int() })

// ---- Support contact (System settings) ----

export const SUPPORT_CONTACT_MESSAGES = {
  saved: 'Support contact saved',
  saveFailed: 'Failed to save the support contact',
  email: 'Please enter a valid email address',
  phone: 'Please enter a phone number: digits, spaces, +, -, ( ) and . only',
} as const

/** Blank is "not set": the screens then show no mailbox or phone at all. */
const blankToNull = (value: string) => (value === '' ? null : value)

/**
 * The support mailbox and phone customers see (the landing page's footer, the Help Center, the
 * legal pages); each is hidden wherever it is not set. Nothing is set until an admin saves it.
 */
export const ZSupportContactInput = z
  .object({
    email: ZLine(254)
      .regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: SUPPORT_CONTACT_MESSAGES.email })
      .default('')
      .transform(blankToNull),
    phone: ZLine(40)
      .regex(/^$|^\+?[\d\s().-]*\d[\d\s().-]*$/, { error: SUPPORT_CONTACT_MESSAGES.phone })
      .default('')
      .transform(blankToNull),
  })
  .meta({ examples: [{ email: 'support@example.com', phone: '+1 (312) 555-0148' }] })

export const ZSupportContact = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  updatedAt: z.string().nullable(),
})
export type SupportContact = z.infer<typeof ZSupportContact>

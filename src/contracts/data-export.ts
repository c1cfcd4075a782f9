import { z } from 'zod'
import { ZIftaRecordsKept } from './ifta.ts'

export const DATA_EXPORT_STATUS_VALUES = ['queued', 'running', 'ready', 'failed'] as const

/** One "export all my data" run; a ready one's file is kept until `expiresAt` (7 days). */
export const ZDataExport = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUS_VALUES),
  progress: z.number().int(),
  step: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
})
export type DataExport = z.infer<typeof ZDataExport>

export const ZDataExportStarted = z.object({ id: z.string() })
export const ZLatestDataExport = z.object({
  export: ZDataExport.nullable(),
  /** IFTA records still within their four years: closing the account warns of them. */
  iftaRecords: ZIftaRecordsKept.nullable(),
})

/** The answer to closing the account: what happens now, and the day it is deleted (YYYY-MM-DD). */
export const ZAccountClosed = z.object({
  message: z.string(),
  deletionOn: z.string(),
  /** IFTA records still within their four years, deleted with the account unless exported. */
  iftaRecords: ZIftaRecordsKept.nullable(),
})

/** A closed account can be restored by signing in for this many days; then it is deleted. */
export const CLOSE_GRACE_DAYS = 30
export const CLOSE_MESSAGES = {
  closed: `Your account is closed. Sign in within ${CLOSE_GRACE_DAYS} days to restore it; after that it is deleted with all its data.`,
  restored: 'Welcome back: your account was closed and is restored.',
} as const
export type AccountClosed = z.infer<typeof ZAccountClosed>

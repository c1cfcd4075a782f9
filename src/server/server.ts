import type { FastifyServerOptions } from 'fastify'
import { mailPendingNotifications } from '@/server/features/notifications/notification-mail.ts'
import {
  queueDueTestClients,
  registerTestClientJobs,
} from '@/server/features/test-clients/test-client-jobs.ts'
import { buildApp } from './app.ts'
import type { AppContext } from './context.ts'
import { openDatabase } from './db/client.ts'
import type { Config } from './env.ts'
import { deleteClosedAccounts } from './features/account/close-account.ts'
import { registerDataExportJobs, removeExpiredDataExports } from './features/account/data-export.ts'
import { sendScheduledMail } from './features/account/scheduled-mail.ts'
import { registerDocumentJobs } from './features/documents/document-jobs.ts'
import { createExtractionPool } from './features/documents/extraction/extraction-pool.ts'
import { raiseNotification } from './features/notifications/notifications.public.ts'
import { registerReportJobs } from './features/reports/report-jobs.ts'
import { ticketUnansweredChats } from './features/support/ticket-unanswered-chats.ts'
import { BACKUP_SCHEDULE_EVERY_MS, queueDueBackup, registerBackupJobs } from './features/system/backups.ts'
import { type Clock, systemClock } from './lib/clock.ts'
import { startEventHub } from './lib/events/event-hub.ts'
import { startJobQueue } from './lib/jobs/job-queue.ts'
import { createMailer } from './lib/mail/mailer.ts'
import { createMetrics, type Metrics } from './lib/metrics.ts'
import { openStorage } from './lib/storage/open-storage.ts'
import { forgetSettingsOnSave, smtpSettings } from './shared/settings.ts'

/** How often high and urgent notifications are mailed to the admins (when they asked for it). */
const NOTIFICATION_MAIL_EVERY_MS = 30_000
/** How often test clients on a data schedule are checked for a run that has come. */
const TEST_CLIENT_SCHEDULE_EVERY_MS = 60_000
/** How often users' weekly summaries and tax reminders are checked for one that has come. */
const SCHEDULED_MAIL_EVERY_MS = 5 * 60_000
/** How often chats nobody answered in time are checked for becoming tickets. */
const CHAT_TICKETS_EVERY_MS = 30_000
/**
 * Data exports past their 7 days lose their file, and accounts closed more than 30 days ago are
 * deleted (checked hourly, so a restart never skips a day).
 */
const EXPIRED_EXPORTS_EVERY_MS = 60 * 60_000

interface Log {
  info(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/**
 * Opens the database (running migrations), wires the context and builds the HTTP app.
 * `close()` waits for background work, then closes the app and the database.
 */
export async function createServer(
  config: Config,
  options: { clock?: Clock; logger?: FastifyServerOptions['logger']; log?: Log } = {},
) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.databasePool,
  })
  const pending = new Set<Promise<void>>()
  let log: Log = options.log ?? { info: () => {}, error: () => {} }
  // Jobs run only once their handlers are registered, after the metrics exist.
  let metrics: Metrics | null = null
  const jobs = await startJobQueue({
    database,
    config: config.jobs,
    onError: (error) => log.error({ err: error }, 'job queue error'),
    onJobFailed: (queue) => metrics?.countJobFailure(queue),
  })
  metrics = createMetrics({ queueDepths: () => jobs.depths(), poolUse: database.poolUse })
  const events = await startEventHub(database)
  forgetSettingsOnSave(events, database.db)
  const extraction = createExtractionPool({ threads: config.jobs.extractionThreads })
  const storage = openStorage(config.storage)
  const leftovers = await storage.removeLeftovers()
  if (leftovers > 0) log.info({ leftovers }, 'removed files of uploads cut short by a crash')
  const ctx: AppContext = {
    db: database.db,
    config,
    clock: options.clock ?? systemClock,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      db: database.db,
      log: { info: (obj, msg) => log.info(obj, msg), error: (obj, msg) => log.error(obj, msg) },
      onAttempt: (status, via) => ctx.metrics.countMail(status, via),
      savedSmtp: () => smtpSettings(database.db, config.appSecret),
      // The admins hear of mail that could not go (never its text: it may hold a reset link).
      onFailure: (message, error) =>
        raiseNotification(database.db, {
          type: 'system_alert',
          title: 'E-mail delivery failed',
          message:
            `A message to ${message.to} (“${message.subject}”) could not be sent: ${error.message}`.slice(
              0,
              500,
            ),
          priority: 'high',
          data: { to: message.to, subject: message.subject },
          // One an hour at most: a broken mail server must not raise (and try to mail) one per message.
          dedupKey: `mail-failed:${new Date().toISOString().slice(0, 13)}`,
          at: new Date(),
        }),
    }),
    storage,
    jobs,
    events,
    metrics,
    extraction,
    pingDatabase: database.ping,
    databaseKind: database.kind,
    dumpDatabase: (file) => database.dumpTo(file),
    background(task) {
      const run = task()
        .catch((error) => log.error({ err: error }, 'background task failed'))
        .finally(() => pending.delete(run))
      pending.add(run)
    },
  }
  const app = await buildApp(ctx, { logger: options.logger })
  if (!options.log && options.logger) log = app.log
  await registerDocumentJobs(ctx, { error: (obj, msg) => log.error(obj, msg) })
  await registerReportJobs(ctx, { error: (obj, msg) => log.error(obj, msg) })
  await registerDataExportJobs(ctx, { error: (obj, msg) => log.error(obj, msg) })
  await registerTestClientJobs(ctx, { error: (obj, msg) => log.error(obj, msg) })
  await registerBackupJobs(ctx, { error: (obj, msg) => log.error(obj, msg) })
  // High and urgent notifications are mailed to the admins (when they asked for it) within half a minute.
  const notificationMail = setInterval(() => {
    mailPendingNotifications(ctx).catch((error) => log.error({ err: error }, 'notification mail failed'))
  }, NOTIFICATION_MAIL_EVERY_MS)
  notificationMail.unref()
  const testClientSchedule = setInterval(() => {
    queueDueTestClients(ctx).catch((error) => log.error({ err: error }, 'test client schedule failed'))
  }, TEST_CLIENT_SCHEDULE_EVERY_MS)
  testClientSchedule.unref()
  const scheduledMail = setInterval(() => {
    sendScheduledMail(ctx).catch((error) => log.error({ err: error }, 'scheduled mail failed'))
  }, SCHEDULED_MAIL_EVERY_MS)
  scheduledMail.unref()
  const chatTickets = setInterval(() => {
    ticketUnansweredChats(ctx).catch((error) => log.error({ err: error }, 'chat tickets failed'))
  }, CHAT_TICKETS_EVERY_MS)
  chatTickets.unref()
  // The daily backup: checked hourly, queued when the last one started a day ago or more.
  const backupSchedule = setInterval(() => {
    queueDueBackup(ctx).catch((error) => log.error({ err: error }, 'backup schedule failed'))
  }, BACKUP_SCHEDULE_EVERY_MS)
  backupSchedule.unref()
  const expiredExports = setInterval(() => {
    removeExpiredDataExports(ctx).catch((error) => log.error({ err: error }, 'export cleanup failed'))
    deleteClosedAccounts(ctx).catch((error) => log.error({ err: error }, 'closed account deletion failed'))
  }, EXPIRED_EXPORTS_EVERY_MS)
  expiredExports.unref()
  return {
    app,
    ctx,
    database,
    /** Resolves when every background task started so far has finished. */
    settle: () => Promise.all([...pending]).then(() => undefined),
    async close() {
      clearInterval(notificationMail)
      clearInterval(testClientSchedule)
      clearInterval(scheduledMail)
      clearInterval(chatTickets)
      clearInterval(backupSchedule)
      clearInterval(expiredExports)
      await Promise.all([...pending])
      await app.close()
      await jobs.stop()
      await events.close()
      await extraction.close()
      await database.close()
    },
  }
}

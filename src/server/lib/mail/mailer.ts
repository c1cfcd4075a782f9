import nodemailer from 'nodemailer'
import type { MailLogStatus, MailRoute } from '@/contracts/admin.ts'
import type { Db } from '@/server/db/client.ts'
import { mailLog, mailOutbox } from '@/server/db/schema/index.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
}

/** An SMTP server as the admin saved it in the settings. */
export interface SmtpServer {
  host: string
  port: number
  user: string
  password: string
  fromName: string
  fromEmail: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

interface Log {
  info(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/** The longest failure reason kept in the mail log. */
const MAX_ERROR_CHARS = 500

type Transport = ReturnType<typeof nodemailer.createTransport>

/**
 * Where mail goes: the SMTP server an admin saved in the settings, else SMTP_URL, else the dev outbox
 * table (also printed to the log). The saved settings are read on each message, so a change applies
 * at once.
 */
export function createMailer(options: {
  smtpUrl?: string
  from: string
  db: Db
  log: Log
  /** The SMTP server saved in the settings, read on each message. */
  savedSmtp: () => Promise<SmtpServer | null>
  /** Told when a message could not be delivered (the admins hear of it); never given its text. */
  onFailure: (message: Pick<MailMessage, 'to' | 'subject'>, error: Error) => Promise<void>
  /** Told of every attempt once it is in the mail log (the metrics count it). */
  onAttempt?: (status: MailLogStatus, via: MailRoute) => void
}): Mailer {
  const envTransport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
  let saved: { key: string; transport: Transport } | null = null
  const savedTransport = async () => {
    const smtp = await options.savedSmtp()
    if (!smtp) return null
    const key = JSON.stringify(smtp)
    if (saved?.key !== key) {
      saved = {
        key,
        transport: nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.port === 465,
          ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
        }),
      }
    }
    return { transport: saved.transport, from: `${smtp.fromName} <${smtp.fromEmail}>` }
  }
  // Every attempt goes in the mail log (to whom, the subject, how it ended, why): never the text.
  const record = async (
    message: MailMessage,
    status: MailLogStatus,
    via: MailRoute,
    error: Error | null,
    db: Pick<Db, 'insert'> = options.db,
  ) => {
    await db.insert(mailLog).values({
      to: message.to,
      subject: message.subject,
      status,
      via,
      error: error ? (error.message || error.name).slice(0, MAX_ERROR_CHARS) : null,
    })
    options.onAttempt?.(status, via)
  }
  // A log that cannot be written must not turn a sent message into a failure.
  const recordSafely = (message: MailMessage, status: MailLogStatus, error: Error | null) =>
    record(message, status, 'smtp', error).catch((err) =>
      options.log.error({ err, to: message.to }, 'mail log not written'),
    )
  const outbox = async (message: MailMessage) => {
    await options.db.transaction(async (tx) => {
      await tx.insert(mailOutbox).values(message)
      await record(message, 'sent', 'outbox', null, tx)
    })
    options.log.info(
      { to: message.to, subject: message.subject, text: message.text },
      'mail kept in the dev outbox',
    )
  }
  return {
    async send(message) {
      const fromSettings = await savedTransport()
      const route = fromSettings ?? (envTransport ? { transport: envTransport, from: options.from } : null)
      if (!route) return outbox(message)
      try {
        await route.transport.sendMail({ from: route.from, ...message })
      } catch (error) {
        await recordSafely(message, 'failed', error as Error)
        await options.onFailure({ to: message.to, subject: message.subject }, error as Error).catch(() => {})
        throw error
      }
      await recordSafely(message, 'sent', null)
    },
  }
}

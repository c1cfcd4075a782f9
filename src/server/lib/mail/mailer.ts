import nodemailer from 'nodemailer'
import type { Db } from '@/server/db/client.ts'
import { mailOutbox } from '@/server/db/schema/index.ts'
import { raiseNotification } from '@/server/shared/notifications.ts'
import { smtpSettings } from '@/server/shared/settings.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

interface Log {
  info(obj: object, msg: string): void
}

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
  appSecret: string
}): Mailer {
  const envTransport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
  let saved: { key: string; transport: Transport } | null = null
  const savedTransport = async () => {
    const smtp = await smtpSettings(options.db, options.appSecret)
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
  const outbox = async (message: MailMessage) => {
    await options.db.insert(mailOutbox).values(message)
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
      await deliver(route.transport, route.from, message, options.db)
    },
  }
}

async function deliver(transport: Transport, from: string, message: MailMessage, db: Db) {
  try {
    await transport.sendMail({ from, ...message })
  } catch (error) {
    // The admins hear of mail that could not go (never its text: it may hold a reset link).
    await raiseNotification(db, {
      type: 'system_alert',
      title: 'E-mail delivery failed',
      message:
        `A message to ${message.to} (“${message.subject}”) could not be sent: ${(error as Error).message}`.slice(
          0,
          500,
        ),
      priority: 'high',
      data: { to: message.to, subject: message.subject },
      // One an hour at most: a broken mail server must not raise (and try to mail) one per message.
      dedupKey: `mail-failed:${new Date().toISOString().slice(0, 13)}`,
      at: new Date(),
    }).catch(() => {})
    throw error
  }
}

import nodemailer from 'nodemailer'
import type { Db } from '@/server/db/client.ts'
import { mailOutbox } from '@/server/db/schema/index.ts'
import { raiseNotification } from '@/server/shared/notifications.ts'

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

/** SMTP when a URL is configured; otherwise the dev outbox table, also printed to the log. */
export function createMailer(options: { smtpUrl?: string; from: string; db: Db; log: Log }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(message) {
        try {
          await transport.sendMail({ from: options.from, ...message })
        } catch (error) {
          // The admins hear of mail that could not go (never its text: it may hold a reset link).
          await raiseNotification(options.db, {
            type: 'system_alert',
            title: 'E-mail delivery failed',
            message:
              `A message to ${message.to} (“${message.subject}”) could not be sent: ${(error as Error).message}`.slice(
                0,
                500,
              ),
            priority: 'high',
            data: { to: message.to, subject: message.subject },
            at: new Date(),
          }).catch(() => {})
          throw error
        }
      },
    }
  }
  return {
    async send(message) {
      await options.db.insert(mailOutbox).values(message)
      options.log.info(
        { to: message.to, subject: message.subject, text: message.text },
        'mail kept in the dev outbox',
      )
    },
  }
}

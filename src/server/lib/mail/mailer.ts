import nodemailer from 'nodemailer'
import type { Db } from '@/server/db/client.ts'
import { mailOutbox } from '@/server/db/schema/index.ts'

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
        await transport.sendMail({ from: options.from, ...message })
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

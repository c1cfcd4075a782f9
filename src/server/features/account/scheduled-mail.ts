import { and, eq, inArray, sql } from 'drizzle-orm'
import { SELF_REGISTER_ROLES } from '@/contracts/roles.ts'
import { formatUsd } from '@/domain/money.ts'
import { todayIn } from '@/domain/period.ts'
import { type ScheduledMail, scheduledMailsDue } from '@/domain/scheduled-mail.ts'
import type { AppContext } from '@/server/context.ts'
import { userMailLog, users } from '@/server/db/schema/index.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'

type Recipient = { id: string; fullName: string }

/**
 * Sends the scheduled e-mails that have come: each active customer's weekly summary on their
 * Monday, and their reminders before estimated tax due dates, unless they turned them off. A mail
 * is claimed by inserting its log row first, so it goes once even with several servers; checked
 * every few minutes.
 */
export async function sendScheduledMail(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now()
  const people = await ctx.db
    .select({
      id: users.id,
      fullName: users.fullName,
      timeZone: users.timeZone,
      prefs: users.notificationPrefs,
    })
    .from(users)
    .where(and(eq(users.status, 'active'), inArray(users.role, [...SELF_REGISTER_ROLES])))
  const wanted = people.flatMap((person) =>
    scheduledMailsDue(todayIn(person.timeZone, now))
      .filter((mail) => person.prefs[mail.kind] !== false)
      .map((mail) => ({ person, mail })),
  )
  if (wanted.length === 0) return 0
  const keys = [...new Set(wanted.map((w) => w.mail.periodKey))]
  const sent = await ctx.db
    .select({ userId: userMailLog.userId, kind: userMailLog.kind, periodKey: userMailLog.periodKey })
    .from(userMailLog)
    .where(inArray(userMailLog.periodKey, keys))
  const done = new Set(sent.map((s) => `${s.userId} ${s.kind} ${s.periodKey}`))
  let count = 0
  for (const { person, mail } of wanted) {
    if (done.has(`${person.id} ${mail.kind} ${mail.periodKey}`)) continue
    const claimed = await ctx.db
      .insert(userMailLog)
      .values({ userId: person.id, kind: mail.kind, periodKey: mail.periodKey, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: userMailLog.userId })
    if (claimed.length === 0) continue
    await sendMail(ctx, { userId: person.id }, mail.kind, await messageOf(ctx, person, mail))
    count++
  }
  return count
}

async function messageOf(ctx: AppContext, person: Recipient, mail: ScheduledMail) {
  const link = ctx.config.publicUrl
  if (mail.kind === 'tax_deadlines') {
    const quarter = mail.quarter.toUpperCase()
    return {
      subject: `Estimated tax for ${quarter} ${mail.taxYear} is due ${mail.due}`,
      text: [
        `Hello ${person.fullName},`,
        '',
        `Your ${quarter} ${mail.taxYear} estimated tax payment (Form 1040-ES) is due on ${mail.due}.`,
        `See what your books suggest paying in the Tax Summary: ${link}/reports/tax`,
        '',
        'You get this reminder because Tax deadlines is on in Settings › Notifications.',
      ].join('\n'),
    }
  }
  const [totals] = await queryRows<{ revenue: string; expenses: string; miles: string }>(
    ctx.db,
    sql`select
      coalesce((select sum(amount_cents) from ledger_daily_totals where user_id = ${person.id}
        and type = 'revenue' and date between ${mail.from}::date and ${mail.to}::date), 0)::text as revenue,
      coalesce((select sum(amount_cents) from ledger_daily_totals where user_id = ${person.id}
        and type = 'expense' and date between ${mail.from}::date and ${mail.to}::date), 0)::text as expenses,
      coalesce((select sum(miles_tenths) from mileage_entries where user_id = ${person.id}
        and purpose = 'business' and date between ${mail.from}::date and ${mail.to}::date), 0)::text as miles`,
  )
  const revenue = exactInt(totals?.revenue)
  const expenses = exactInt(totals?.expenses)
  const miles = exactInt(totals?.miles) / 10
  return {
    subject: `Your week: ${formatUsd(revenue - expenses)} net (${mail.from} to ${mail.to})`,
    text: [
      `Hello ${person.fullName},`,
      '',
      `Your week from ${mail.from} to ${mail.to}:`,
      `Revenue: ${formatUsd(revenue)}`,
      `Expenses: ${formatUsd(expenses)}`,
      `Net: ${formatUsd(revenue - expenses)}`,
      `Business miles: ${miles.toLocaleString('en-US')}`,
      '',
      `Your dashboard: ${link}/dashboard`,
      'You get this summary because Weekly summary is on in Settings › Notifications.',
    ].join('\n'),
  }
}

import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { FLEET_MESSAGES, type ZFleetRowsQuery } from '@/contracts/fleet.ts'
import type { Db } from '@/server/db/client.ts'
import { AppError } from '@/server/lib/errors.ts'
import { pageWindow } from '@/server/lib/paging.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'

type Query = z.output<typeof ZFleetRowsQuery>
export type FleetRowKind = 'expenses' | 'settlements' | 'mileage'

/** The rows' owners: the fleet's drivers, or the one asked for (404 when not the fleet's). */
async function driversOf(db: Db, managerId: string, driverId: string | undefined): Promise<SQL> {
  if (!driverId) return sql`(select driver_id from fleet_members where fleet_manager_id = ${managerId})`
  const [member] = await queryRows<{ id: string }>(
    db,
    sql`select driver_id as id from fleet_members where fleet_manager_id = ${managerId} and driver_id = ${driverId}`,
  )
  if (!member) throw new AppError('NOT_FOUND', FLEET_MESSAGES.driverNotFound)
  return sql`(${driverId}::uuid)`
}

const SELECTS: Record<FleetRowKind, { table: SQL; date: string; columns: SQL; where?: SQL }> = {
  expenses: {
    table: sql`ledger_entries r`,
    date: 'r.date',
    where: sql`r.type = 'expense'`,
    columns: sql`r.id, r.date::text as date, r.description, r.category, r.amount_cents::text as amount_cents,
      r.payment_method::text as payment_method, r.settlement_id, r.document_id`,
  },
  settlements: {
    table: sql`settlements r`,
    date: 'r.settlement_date',
    columns: sql`r.id, r.settlement_date::text as date, r.broker, r.settlement_number, r.trip_number,
      r.gross_cents::text as gross_cents, r.deductions_cents::text as deductions_cents,
      r.net_cents::text as net_cents, r.status::text as status`,
  },
  mileage: {
    table: sql`mileage_entries r`,
    date: 'r.date',
    columns: sql`r.id, r.date::text as date, r.start_location, r.end_location,
      r.miles_tenths, r.purpose::text as purpose`,
  },
}

const CENTS = new Set(['amount_cents', 'gross_cents', 'deductions_cents', 'net_cents'])
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/**
 * The fleet's expenses, settlements or miles, newest first, each with its driver and truck. A
 * fleet manager reads only their own drivers' rows.
 */
export async function listFleetRows(options: { db: Db; managerId: string; kind: FleetRowKind } & Query) {
  const { db, managerId, kind } = options
  const select = SELECTS[kind]
  const owners = await driversOf(db, managerId, options.driverId)
  const date = sql.raw(select.date)
  const filters = [
    sql`r.user_id in ${owners}`,
    ...(select.where ? [select.where] : []),
    ...(options.from ? [sql`${date} >= ${options.from}::date`] : []),
    ...(options.to ? [sql`${date} <= ${options.to}::date`] : []),
  ]
  const where = sql.join(filters, sql` and `)
  const window = pageWindow(options)
  const [rows, [total]] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`select ${select.columns}, r.user_id as driver_id, u.full_name as driver_name, r.truck_id,
          t.unit_number as truck_unit
        from ${select.table} join users u on u.id = r.user_id left join trucks t on t.id = r.truck_id
        where ${where} order by ${date} desc nulls last, r.id desc
        limit ${window.limit} offset ${window.offset}`,
    ),
    queryRows<{ n: string }>(db, sql`select count(*)::text as n from ${select.table} where ${where}`),
  ])
  return {
    items: rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => {
          if (key === 'miles_tenths') return ['miles', Number(value) / 10]
          return [camel(key), CENTS.has(key) ? exactInt(value as string) : value]
        }),
      ),
    ),
    total: exactInt(total?.n),
  }
}

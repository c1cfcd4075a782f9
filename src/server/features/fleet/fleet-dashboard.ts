import { sql } from 'drizzle-orm'
import type { FleetDashboard } from '@/contracts/fleet.ts'
import { addMonths, startOfMonth } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'
import { listFleetDrivers } from './fleet-drivers.ts'

/** The fleet dashboard: drivers' performance, trucks by status, 12 months of the fleet's books, alerts. */
export async function fleetDashboard({ db, managerId, today }: { db: Db; managerId: string; today: string }) {
  const first = addMonths(startOfMonth(today), -11)
  const drivers = sql`(select driver_id from fleet_members where fleet_manager_id = ${managerId})`
  const [{ items }, trucks, months, [review]] = await Promise.all([
    listFleetDrivers({ db, managerId, today }),
    queryRows<{
      id: string
      unit_number: string
      status: string
      odometer_miles: number | null
      next_service_date: string | null
      next_service_miles: number | null
    }>(
      db,
      sql`select id, unit_number, status::text as status, odometer_miles, next_service_date::text as next_service_date,
          next_service_miles
        from trucks where user_id = ${managerId} order by unit_number`,
    ),
    queryRows<{ month: string; type: string; cents: string }>(
      db,
      sql`select t.month::text as month, t.type::text as type, sum(t.amount_cents)::text as cents
        from ledger_monthly_totals t
        where t.user_id in ${drivers} and t.month >= ${first}::date
        group by 1, 2`,
    ),
    queryRows<{ n: string }>(
      db,
      sql`select count(*)::text as n from documents d where d.user_id in ${drivers} and d.status = 'needs_review'`,
    ),
  ])
  const monthly = Array.from({ length: 12 }, (_, i) => {
    const month = addMonths(first, i)
    const cents = (type: string) =>
      exactInt(months.find((m) => m.month === month && m.type === type)?.cents ?? 0)
    const revenueCents = cents('revenue')
    const expensesCents = cents('expense')
    return { month, revenueCents, expensesCents, netCents: revenueCents - expensesCents }
  })
  const count = (status: string) => trucks.filter((t) => t.status === status).length
  const waiting = exactInt(review?.n)
  const alerts: FleetDashboard['alerts'] = [
    ...(waiting > 0
      ? [{ kind: 'documents_review' as const, title: `${waiting} driver document(s) need review`, to: null }]
      : []),
    ...trucks
      .filter((t) => t.status !== 'in_service')
      .map((t) =>
        t.status === 'out_of_service'
          ? {
              kind: 'truck_out_of_service' as const,
              title: `Unit ${t.unit_number} is out of service`,
              to: '/settings/trucks',
            }
          : {
              kind: 'truck_in_shop' as const,
              title: `Unit ${t.unit_number} is in the shop`,
              to: '/settings/trucks',
            },
      ),
  ]
  return {
    drivers: items,
    trucks: {
      total: trucks.length,
      inService: count('in_service'),
      inShop: count('in_shop'),
      outOfService: count('out_of_service'),
    },
    monthly,
    alerts,
  }
}

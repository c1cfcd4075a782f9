import { sql } from 'drizzle-orm'
import type { FleetDashboard } from '@/contracts/fleet.ts'
import { TRUCK_MESSAGES } from '@/contracts/trucks.ts'
import { perMileCents } from '@/domain/per-mile.ts'
import { addMonths, startOfMonth } from '@/domain/period.ts'
import { serviceDue } from '@/domain/service-due.ts'
import type { Db } from '@/server/db/client.ts'
import { AppError } from '@/server/lib/errors.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'
import { listFleetDrivers } from './fleet-drivers.ts'

/**
 * The fleet dashboard: drivers' performance, trucks by status, 12 months of the fleet's books (or of
 * one of its trucks: the rows tagged with it), alerts. The fleet's revenue is the loads its trucks
 * hauled (a month without loads: the manager's own revenue); its expenses are the manager's own
 * books; what the drivers earn (their revenue entries) is the fleet's driver pay, a cost.
 */
export async function fleetDashboard(options: {
  db: Db
  managerId: string
  today: string
  truckId?: string
}) {
  const { db, managerId, today, truckId } = options
  const first = addMonths(startOfMonth(today), -11)
  const drivers = sql`(select driver_id from fleet_members where fleet_manager_id = ${managerId})`
  const [{ items }, trucks, months, [review], loadMonths] = await Promise.all([
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
    // The manager's own revenue and expenses, and the drivers' revenue: their pay, the fleet's cost.
    queryRows<{ month: string; kind: string; cents: string }>(
      db,
      truckId
        ? sql`select date_trunc('month', l.date)::date::text as month,
              case when l.user_id = ${managerId} then l.type::text else 'driver_pay' end as kind,
              sum(l.amount_cents)::text as cents
            from ledger_entries l
            where l.truck_id = ${truckId} and l.date >= ${first}::date
              and (l.user_id = ${managerId} or l.type = 'revenue')
            group by 1, 2`
        : sql`select t.month::text as month,
              case when t.user_id = ${managerId} then t.type::text else 'driver_pay' end as kind,
              sum(t.amount_cents)::text as cents
            from ledger_monthly_totals t
            where t.month >= ${first}::date
              and (t.user_id = ${managerId} or (t.user_id in ${drivers} and t.type = 'revenue'))
            group by 1, 2`,
    ),
    queryRows<{ n: string }>(
      db,
      sql`select count(*)::text as n from documents d where d.user_id in ${drivers} and d.status = 'needs_review'`,
    ),
    // Loads hauled by the fleet's trucks (whoever booked them): the fleet's freight revenue and miles.
    queryRows<{ month: string; cents: string; tenths: string }>(
      db,
      sql`select date_trunc('month', o.pickup_date)::date::text as month,
          sum(coalesce(o.paid_cents, o.rate_total_cents))::text as cents,
          sum(round((coalesce(o.loaded_miles, 0) + coalesce(o.empty_miles, 0)) * 10))::text as tenths
        from loads o join trucks t on t.id = o.truck_id
        where t.user_id = ${managerId} ${truckId ? sql`and t.id = ${truckId}` : sql``}
          and o.status <> 'cancelled' and o.pickup_date >= ${first}::date
        group by 1`,
    ),
  ])
  if (truckId && !trucks.some((t) => t.id === truckId)) {
    throw new AppError('NOT_FOUND', TRUCK_MESSAGES.notFound)
  }
  const monthly = Array.from({ length: 12 }, (_, i) => {
    const month = addMonths(first, i)
    const cents = (kind: string) =>
      exactInt(months.find((m) => m.month === month && m.kind === kind)?.cents ?? 0)
    const hauled = loadMonths.find((m) => m.month === month)
    // A month with loads on the fleet's trucks takes its revenue from them; else the manager's books.
    const revenueCents = hauled ? exactInt(hauled.cents) : cents('revenue')
    const expensesCents = cents('expense')
    const driverPayCents = cents('driver_pay')
    const costsCents = expensesCents + driverPayCents
    const milesTenths = exactInt(hauled?.tenths ?? 0)
    return {
      month,
      revenueSource: hauled ? ('loads' as const) : ('books' as const),
      revenueCents,
      expensesCents,
      driverPayCents,
      costsCents,
      netCents: revenueCents - costsCents,
      miles: milesTenths / 10,
      revenuePerMileCents: perMileCents(revenueCents, milesTenths),
      costPerMileCents: perMileCents(costsCents, milesTenths),
    }
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
    ...trucks.flatMap((t) => {
      const due = serviceDue(
        {
          nextServiceDate: t.next_service_date,
          nextServiceMiles: t.next_service_miles,
          odometerMiles: t.odometer_miles,
        },
        today,
      )
      if (due !== 'overdue' && due !== 'soon') return []
      const when = due === 'overdue' ? 'is overdue for service' : 'is due for service soon'
      return [{ kind: 'service_due' as const, title: `Unit ${t.unit_number} ${when}`, to: '/maintenance' }]
    }),
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

import { sql } from 'drizzle-orm'
import { MAINTENANCE_CATEGORIES, type MaintenanceOverview, type TruckProfitLoss } from '@/contracts/trucks.ts'
import { perMileCents } from '@/domain/per-mile.ts'
import { startOfMonth, startOfQuarter, startOfYear } from '@/domain/period.ts'
import { serviceDue } from '@/domain/service-due.ts'
import type { Db } from '@/server/db/client.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'

const categories = sql.join(
  MAINTENANCE_CATEGORIES.map((c) => sql`${c}`),
  sql`, `,
)

/**
 * Each of the owner's trucks for the period to date: its revenue and miles (the loads it hauled, or
 * without loads what the owner earned on rows tagged with it and the business miles logged with
 * it), what the owner spent on it, and for a fleet what its drivers were paid on it (their revenue
 * entries: the fleet's cost, never its revenue); revenue and cost per mile.
 */
export async function truckProfitLoss(options: {
  db: Db
  ownerId: string
  today: string
  period: 'monthly' | 'quarterly' | 'yearly'
}): Promise<TruckProfitLoss> {
  const { db, ownerId, today, period } = options
  const from =
    period === 'monthly'
      ? startOfMonth(today)
      : period === 'quarterly'
        ? startOfQuarter(today)
        : startOfYear(today)
  const rows = await queryRows<{
    id: string
    unit_number: string
    status: 'in_service' | 'in_shop' | 'out_of_service'
    revenue: string
    expenses: string
    driver_pay: string
    miles_tenths: string
    load_revenue: string
    load_miles_tenths: string
    loads: string
  }>(
    db,
    sql`select t.id, t.unit_number, t.status::text as status,
        coalesce((select sum(l.amount_cents) from ledger_entries l where l.truck_id = t.id and l.type = 'revenue'
          and l.user_id = t.user_id and l.date between ${from}::date and ${today}::date), 0)::text as revenue,
        coalesce((select sum(l.amount_cents) from ledger_entries l where l.truck_id = t.id and l.type = 'expense'
          and l.user_id = t.user_id and l.date between ${from}::date and ${today}::date), 0)::text as expenses,
        coalesce((select sum(l.amount_cents) from ledger_entries l where l.truck_id = t.id and l.type = 'revenue'
          and l.user_id <> t.user_id and l.date between ${from}::date and ${today}::date), 0)::text as driver_pay,
        coalesce((select sum(m.miles_tenths) from mileage_entries m where m.truck_id = t.id and m.purpose = 'business'
          and m.date between ${from}::date and ${today}::date), 0)::text as miles_tenths,
        ld.revenue::text as load_revenue, ld.miles_tenths::text as load_miles_tenths, ld.n::text as loads
      from trucks t
      cross join lateral (
        select count(*) as n, coalesce(sum(coalesce(o.paid_cents, o.rate_total_cents)), 0) as revenue,
          coalesce(sum(round((coalesce(o.loaded_miles, 0) + coalesce(o.empty_miles, 0)) * 10)), 0) as miles_tenths
        from loads o where o.truck_id = t.id and o.status <> 'cancelled'
          and o.pickup_date between ${from}::date and ${today}::date
      ) ld where t.user_id = ${ownerId} order by t.unit_number`,
  )
  return {
    from,
    to: today,
    rows: rows.map((r) => {
      // Loads hauled by the truck are its revenue and its miles, whoever booked them; without loads,
      // the owner's revenue tagged with it and the business miles logged with it.
      const fromLoads = exactInt(r.loads) > 0
      const revenueCents = fromLoads ? exactInt(r.load_revenue) : exactInt(r.revenue)
      const expensesCents = exactInt(r.expenses)
      const driverPayCents = exactInt(r.driver_pay)
      const costsCents = expensesCents + driverPayCents
      const milesTenths = fromLoads ? exactInt(r.load_miles_tenths) : exactInt(r.miles_tenths)
      return {
        truckId: r.id,
        unitNumber: r.unit_number,
        status: r.status,
        revenueCents,
        expensesCents,
        driverPayCents,
        netCents: revenueCents - costsCents,
        miles: milesTenths / 10,
        costPerMileCents: perMileCents(costsCents, milesTenths),
        revenuePerMileCents: perMileCents(revenueCents, milesTenths),
        source: fromLoads ? ('loads' as const) : ('books' as const),
        loads: exactInt(r.loads),
      }
    }),
  }
}

/**
 * Maintenance by truck: the owner's trucks with their service due and this year's maintenance, and
 * the latest maintenance expenses of the owner and, for a fleet manager, of their drivers.
 */
export async function maintenanceOverview(options: {
  db: Db
  ownerId: string
  today: string
}): Promise<MaintenanceOverview> {
  const { db, ownerId, today } = options
  const from = startOfYear(today)
  const people = sql`(select ${ownerId}::uuid union select driver_id from fleet_members where fleet_manager_id = ${ownerId})`
  const [trucks, expenses] = await Promise.all([
    queryRows<{
      id: string
      unit_number: string
      status: 'in_service' | 'in_shop' | 'out_of_service'
      odometer_miles: number | null
      next_service_date: string | null
      next_service_miles: number | null
      spent: string
      last_date: string | null
    }>(
      db,
      sql`select t.id, t.unit_number, t.status::text as status, t.odometer_miles, t.next_service_date::text as next_service_date,
          t.next_service_miles,
          coalesce((select sum(l.amount_cents) from ledger_entries l where l.truck_id = t.id and l.type = 'expense'
            and l.category in (${categories}) and l.date >= ${from}::date), 0)::text as spent,
          (select max(l.date)::text from ledger_entries l where l.truck_id = t.id and l.type = 'expense'
            and l.category in (${categories})) as last_date
        from trucks t where t.user_id = ${ownerId} order by t.unit_number`,
    ),
    queryRows<{
      id: string
      date: string
      description: string
      category: string
      amount_cents: string
      truck_unit: string | null
      driver_name: string
    }>(
      db,
      sql`select l.id, l.date::text as date, l.description, l.category, l.amount_cents::text as amount_cents,
          t.unit_number as truck_unit, u.full_name as driver_name
        from ledger_entries l join users u on u.id = l.user_id left join trucks t on t.id = l.truck_id
        where l.user_id in ${people} and l.type = 'expense' and l.category in (${categories})
        order by l.date desc, l.id desc limit 50`,
    ),
  ])
  return {
    trucks: trucks.map((t) => {
      const truck = {
        nextServiceDate: t.next_service_date,
        nextServiceMiles: t.next_service_miles,
        odometerMiles: t.odometer_miles,
      }
      return {
        truckId: t.id,
        unitNumber: t.unit_number,
        status: t.status,
        ...truck,
        serviceDue: serviceDue(truck, today),
        maintenanceCentsThisYear: exactInt(t.spent),
        lastMaintenanceDate: t.last_date,
      }
    }),
    expenses: expenses.map((e) => ({
      id: e.id,
      date: e.date,
      description: e.description,
      category: e.category,
      amountCents: exactInt(e.amount_cents),
      truckUnit: e.truck_unit,
      driverName: e.driver_name,
    })),
  }
}

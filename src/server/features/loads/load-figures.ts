import { and, between, inArray, sql } from 'drizzle-orm'
import { DIRECT_COST_CATEGORIES, FIXED_COST_CATEGORIES, MAX_LOAD_DAYS } from '@/domain/loads/load-costs.ts'
import { addDays, endOfMonth, type IsoDate, startOfMonth } from '@/domain/period.ts'
import { pricePerDiemDay } from '@/domain/tax/per-diem-log.ts'
import type { Db } from '@/server/db/client.ts'
import { perDiemDays } from '@/server/db/schema/index.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'

/** One load's revenue, miles and costs (domain/loads/load-costs.ts), with what it is grouped by. */
export interface LoadFigures {
  id: string
  ownerId: string
  loadNumber: string | null
  payerId: string | null
  payerName: string | null
  originPlace: string | null
  destinationPlace: string | null
  originState: string | null
  destinationState: string | null
  truckId: string | null
  truckUnit: string | null
  driverId: string | null
  driverName: string
  pickupDate: string
  revenueCents: number
  revenueBasis: 'paid' | 'rate'
  loadedMiles: number
  emptyMiles: number
  directCostsCents: number
  perDiemCents: number
  fixedCostsShareCents: number
  /** Days from delivery to the date of the settlement that paid it; null unpaid. */
  daysToPay: number | null
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )

/** The owners' logged per diem days of the range, priced, as JSON for the query. */
async function pricedPerDiem(db: Db, owners: readonly string[], from: IsoDate, to: IsoDate) {
  const days = await db
    .select()
    .from(perDiemDays)
    .where(and(inArray(perDiemDays.userId, [...owners]), between(perDiemDays.date, from, to)))
  return JSON.stringify(days.map((d) => ({ u: d.userId, d: d.date, c: pricePerDiemDay(d).amountCents ?? 0 })))
}

/**
 * Every load of the owners picked up in [from, to] (or the one `loadId`), cancelled ones aside, with
 * its revenue, miles and its share of the costs of its days and month. The shares are worked out
 * over all the owners' loads of the months the range touches, so a load's figures do not depend on
 * the range it is asked in.
 */
export async function loadFigures(
  db: Db,
  options: { owners: readonly string[]; from: IsoDate; to: IsoDate; loadId?: string },
): Promise<LoadFigures[]> {
  const { owners } = options
  if (owners.length === 0) return []
  const spanFrom = startOfMonth(options.from)
  const spanTo = endOfMonth(options.to)
  const perDiem = await pricedPerDiem(db, owners, spanFrom, addDays(spanTo, MAX_LOAD_DAYS))
  const noTruck = sql`'00000000-0000-0000-0000-000000000000'::uuid`
  // The planner cannot know a load spans a day or two (it guesses a thousand rows per series), so
  // it prices the statement in millions and would spend seconds compiling it (JIT): not here.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`)
    return queryRows<Record<string, string | null> & { id: string }>(
      tx,
      sql`
    with span as (
      select l.id, l.user_id, coalesce(l.truck_id, ${noTruck}) as tk, l.pickup_date as p,
        least(greatest(coalesce(l.delivery_date, l.pickup_date), l.pickup_date), l.pickup_date + ${MAX_LOAD_DAYS - 1}::int) as d,
        coalesce(l.loaded_miles, 0) + coalesce(l.empty_miles, 0) as miles
      from loads l
      where l.user_id in (${list(owners)}) and l.status <> 'cancelled'
        and l.pickup_date between ${spanFrom}::date and ${spanTo}::date
    ),
    chosen as (
      select s.* from span s
      where ${options.loadId ? sql`s.id = ${options.loadId}::uuid` : sql`s.p between ${options.from}::date and ${options.to}::date`}
    ),
    load_days as (
      select s.id, s.user_id, s.tk, g::date as day from span s, generate_series(s.p, s.d, interval '1 day') g
    ),
    truck_day_loads as (select user_id, tk, day, count(*) as n from load_days group by 1, 2, 3),
    owner_day_loads as (select user_id, day, count(*) as n from load_days group by 1, 2),
    day_costs as (
      select e.user_id, coalesce(e.truck_id, ${noTruck}) as tk, e.date as day, sum(e.amount_cents) as amount
      from ledger_entries e
      where e.user_id in (${list(owners)}) and e.type = 'expense'
        and e.category in (${list(DIRECT_COST_CATEGORIES)})
        and e.date between ${spanFrom}::date and ${addDays(spanTo, MAX_LOAD_DAYS)}::date
      group by 1, 2, 3
    ),
    direct as (
      select ld.id, sum(round(c.amount::numeric / n.n)) as amount
      from load_days ld
      join day_costs c on c.user_id = ld.user_id and c.tk = ld.tk and c.day = ld.day
      join truck_day_loads n on n.user_id = ld.user_id and n.tk = ld.tk and n.day = ld.day
      where ld.id in (select id from chosen)
      group by ld.id
    ),
    per_diem as (
      select (x->>'u')::uuid as user_id, (x->>'d')::date as day, (x->>'c')::bigint as amount
      from jsonb_array_elements(${perDiem}::jsonb) x
    ),
    diem as (
      select ld.id, sum(round(pd.amount::numeric / n.n)) as amount
      from load_days ld
      join per_diem pd on pd.user_id = ld.user_id and pd.day = ld.day
      join owner_day_loads n on n.user_id = ld.user_id and n.day = ld.day
      where ld.id in (select id from chosen)
      group by ld.id
    ),
    month_fixed as (
      select e.user_id, coalesce(e.truck_id, ${noTruck}) as tk, date_trunc('month', e.date)::date as m,
        sum(e.amount_cents) as amount
      from ledger_entries e
      where e.user_id in (${list(owners)}) and e.type = 'expense'
        and e.category in (${list(FIXED_COST_CATEGORIES)})
        and e.date between ${spanFrom}::date and ${spanTo}::date
      group by 1, 2, 3
    ),
    month_miles as (
      select user_id, tk, date_trunc('month', p)::date as m, sum(miles) as miles from span group by 1, 2, 3
    )
    select c.id, l.user_id as owner_id, l.load_number, l.payer_id, py.name as payer_name,
      l.origin_place, l.destination_place, l.origin_state, l.destination_state,
      l.truck_id, t.unit_number as truck_unit, coalesce(l.driver_id, l.user_id) as driver_id,
      du.full_name as driver_name, l.pickup_date::text as pickup_date,
      coalesce(l.paid_cents, l.rate_total_cents)::text as revenue_cents,
      case when l.paid_cents is null then 'rate' else 'paid' end as revenue_basis,
      coalesce(l.loaded_miles, 0)::text as loaded_miles, coalesce(l.empty_miles, 0)::text as empty_miles,
      coalesce(dc.amount, 0)::text as direct_costs_cents,
      coalesce(dm.amount, 0)::text as per_diem_cents,
      coalesce(round(mf.amount::numeric * c.miles / nullif(mm.miles, 0)), 0)::text as fixed_costs_share_cents,
      (s.settlement_date - coalesce(l.delivery_date, l.pickup_date))::text as days_to_pay
    from chosen c
    join loads l on l.id = c.id
    left join payers py on py.id = l.payer_id
    left join trucks t on t.id = l.truck_id
    left join users du on du.id = coalesce(l.driver_id, l.user_id)
    left join settlements s on s.id = l.settlement_id
    left join direct dc on dc.id = c.id
    left join diem dm on dm.id = c.id
    left join month_fixed mf on mf.user_id = c.user_id and mf.tk = c.tk and mf.m = date_trunc('month', c.p)::date
    left join month_miles mm on mm.user_id = c.user_id and mm.tk = c.tk and mm.m = date_trunc('month', c.p)::date
    order by c.p, c.id`,
    )
  })
  return rows.map((r) => ({
    id: r.id!,
    ownerId: r.owner_id!,
    loadNumber: r.load_number ?? null,
    payerId: r.payer_id ?? null,
    payerName: r.payer_name ?? null,
    originPlace: r.origin_place ?? null,
    destinationPlace: r.destination_place ?? null,
    originState: r.origin_state ?? null,
    destinationState: r.destination_state ?? null,
    truckId: r.truck_id ?? null,
    truckUnit: r.truck_unit ?? null,
    driverId: r.driver_id ?? null,
    driverName: r.driver_name ?? '',
    pickupDate: r.pickup_date!,
    revenueCents: exactInt(r.revenue_cents),
    revenueBasis: r.revenue_basis === 'paid' ? 'paid' : 'rate',
    loadedMiles: Number(r.loaded_miles),
    emptyMiles: Number(r.empty_miles),
    directCostsCents: exactInt(r.direct_costs_cents),
    perDiemCents: exactInt(r.per_diem_cents),
    fixedCostsShareCents: exactInt(r.fixed_costs_share_cents),
    daysToPay: (r.days_to_pay ?? null) === null ? null : Number(r.days_to_pay),
  }))
}

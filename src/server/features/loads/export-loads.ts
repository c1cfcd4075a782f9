import type { Readable } from 'node:stream'
import { and, desc, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { ZLoadFilters } from '@/contracts/loads.ts'
import { moneyToAskAbout } from '@/domain/loads/load-check.ts'
import { LOAD_STATUS_LABELS } from '@/domain/loads/load-terms.ts'
import { centsToDecimalString } from '@/domain/money.ts'
import { loads } from '@/server/db/schema/index.ts'
import { csvFileName, csvStream } from '@/server/lib/csv.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { discrepanciesOf, loadsWithNames, type NamedLoad, partsOf } from './load-view.ts'
import { flagClockOf, loadFilters } from './read-loads.ts'

const BATCH_SIZE = 500

const HEADER = [
  'Load #',
  'Payer',
  'Status',
  'Origin',
  'Destination',
  'Pickup Date',
  'Delivery Date',
  'Loaded Miles',
  'Empty Miles',
  'Truck',
  'Rate',
  'Paid',
  'Short Paid',
  'Flags',
  'Needs Review',
] as const

/** After the last row sent, in (pickup date desc nulls last, id desc) order. */
function after(last: NamedLoad) {
  const { pickupDate, id } = last.load
  if (pickupDate === null) return sql`(${loads.pickupDate} is null and ${loads.id} < ${id}::uuid)`
  return sql`(${loads.pickupDate} < ${pickupDate}::date
    or (${loads.pickupDate} = ${pickupDate}::date and ${loads.id} < ${id}::uuid)
    or ${loads.pickupDate} is null)`
}

/**
 * Every load matching the list's filters as CSV, newest pickup first, read in keyset batches so the
 * export holds one batch in memory; each row with its flags and the money paid short.
 */
export function exportLoads(
  options: Caller & z.output<typeof ZLoadFilters> & { today: string; batchSize?: number },
): { fileName: string; stream: Readable } {
  const { db, userId, today, batchSize = BATCH_SIZE } = options
  let clock: Awaited<ReturnType<typeof flagClockOf>> | undefined
  let where: SQL | undefined
  const stream = csvStream<{ row: NamedLoad; values: (string | number | null)[] }>({
    header: HEADER,
    toValues: (line) => line.values,
    nextBatch: async (last) => {
      clock ??= await flagClockOf(options)
      where ??= await loadFilters(db, userId, options, clock)
      const rows = await loadsWithNames(db)
        .where(last ? and(where, after(last.row)) : where)
        .orderBy(sql`${loads.pickupDate} desc nulls last`, desc(loads.id))
        .limit(batchSize)
      const unpaid = rows.filter((r) => r.load.paidCents === null).map((r) => r.load.id)
      const { rateLines } = await partsOf(db, unpaid)
      return rows.map((row) => {
        const { load } = row
        const flags = discrepanciesOf(
          row,
          rateLines.filter((l) => l.loadId === load.id),
          clock!,
        )
        const short = moneyToAskAbout(flags)
        return {
          row,
          values: [
            load.loadNumber,
            row.payerName,
            LOAD_STATUS_LABELS[load.status],
            load.originPlace,
            load.destinationPlace,
            load.pickupDate,
            load.deliveryDate,
            load.loadedMiles,
            load.emptyMiles,
            row.truckUnit,
            // Text, so 1800.50 keeps its two decimals.
            centsToDecimalString(load.rateTotalCents),
            load.paidCents === null ? null : centsToDecimalString(load.paidCents),
            short > 0 ? centsToDecimalString(short) : null,
            flags.map((f) => f.message).join('; '),
            load.review === null ? 'No' : 'Yes',
          ],
        }
      })
    },
  })
  return { fileName: csvFileName('loads', today), stream }
}

import type { LoadSummary } from '@/contracts/loads'
import { moneyToAskAbout } from '@/domain/loads/load-check'
import { LOAD_STATUS_LABELS, type LoadStatus } from '@/domain/loads/load-terms'
import { formatDate, formatMoney } from '@/web/lib/format'

/** A load read from a settlement or a rate confirmation may have no number of its own. */
export const loadNumberLabel = (load: Pick<LoadSummary, 'loadNumber'>) => load.loadNumber ?? 'No load #'

export const loadTitle = (load: Pick<LoadSummary, 'loadNumber'>) =>
  load.loadNumber ? `Load ${load.loadNumber}` : 'Load'

export const payerNameLabel = (load: Pick<LoadSummary, 'payerName'>) => load.payerName ?? 'No payer'

/** "Dallas, TX → Memphis, TN", or whichever end is known ("—" when neither is). */
export function routeLabel(load: Pick<LoadSummary, 'originPlace' | 'destinationPlace'>): string {
  if (!load.originPlace && !load.destinationPlace) return '—'
  return [load.originPlace ?? '—', load.destinationPlace ?? '—'].join(' → ')
}

/** The booked rate, or "—" for a load with none (made from a settlement's line, or typed without one). */
export const rateLabel = (load: Pick<LoadSummary, 'rateTotalCents'>) =>
  load.rateTotalCents === 0 ? '—' : formatMoney(load.rateTotalCents)

export const pickupLabel = (load: Pick<LoadSummary, 'pickupDate'>) =>
  load.pickupDate ? formatDate(load.pickupDate) : '—'

/** The money the load's flags say was paid short (overpayments are flagged but put nothing at stake). */
export const moneyAtStake = (load: Pick<LoadSummary, 'discrepancies'>) => moneyToAskAbout(load.discrepancies)

export const STATUS_COLORS: Record<LoadStatus, string> = {
  booked: 'blue',
  dispatched: 'indigo',
  in_transit: 'cyan',
  delivered: 'teal',
  paid: 'green',
  cancelled: 'gray',
}

export const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  ...Object.entries(LOAD_STATUS_LABELS).map(([value, label]) => ({ value, label })),
]

/** The way a load moves on the road; Paid comes from a settlement, Cancelled from anywhere. */
export const ROAD_STATUSES = [
  'booked',
  'dispatched',
  'in_transit',
  'delivered',
] as const satisfies readonly LoadStatus[]

/** The next step on the road, or null once delivered (or paid, or cancelled). */
export function nextStatus(status: LoadStatus): LoadStatus | null {
  const at = (ROAD_STATUSES as readonly LoadStatus[]).indexOf(status)
  return at >= 0 && at < ROAD_STATUSES.length - 1 ? ROAD_STATUSES[at + 1]! : null
}

/** A stop's local time '2026-03-02T08:00' as "3/2/26, 8:00 AM" (its own clock: no time zone). */
export function stopTimeLabel(value: string): string {
  const [day, time] = value.split('T') as [string, string]
  const [h, m] = time.split(':').map(Number) as [number, number]
  const hour = h % 12 === 0 ? 12 : h % 12
  return `${formatDate(day)}, ${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

/** How late the truck got to a stop against its appointment ("1 h 15 min"), or null when on time. */
export function lateBy(scheduledAt: string | null, arrivedAt: string | null): string | null {
  if (!scheduledAt || !arrivedAt) return null
  // Both are the stop's own clock: read alike, their difference is real minutes.
  const minutes = Math.round((Date.parse(`${arrivedAt}:00Z`) - Date.parse(`${scheduledAt}:00Z`)) / 60_000)
  if (!(minutes > 0)) return null
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  return [days && `${days} d`, hours && `${hours} h`, rest && `${rest} min`].filter(Boolean).join(' ')
}

import { formatNumber } from '@/web/lib/format'

/** 1234.5 → "1,234.5"; miles are kept to a tenth. */
export function formatMiles(miles: number): string {
  return formatNumber(miles, 1)
}

/** 72.5 → "72.5¢ / mile". */
export function formatRate(centsPerMile: number): string {
  return `${centsPerMile}¢ / mile`
}

export const MILEAGE_PERIODS = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'yearly', label: 'Yearly' },
] as const
export type MileagePeriod = (typeof MILEAGE_PERIODS)[number]['value']

export const PURPOSE_LABELS = { business: 'Business', personal: 'Personal' } as const

import { formatUsd } from '@/domain/money'

/** Integer cents to US dollars with 2 decimals: 4999 → "$49.99". The only money formatter. */
export const formatMoney = formatUsd

const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'short' })
const shortDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' })

/** An ISO instant or `YYYY-MM-DD` date as an en-US short date. */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value)
  return shortDate.format(date)
}

export function formatDateTime(value: string): string {
  return shortDateTime.format(new Date(value))
}

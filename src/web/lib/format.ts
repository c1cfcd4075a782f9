import { formatUsd } from '@/domain/money'

/** Integer cents to US dollars with 2 decimals: 4999 → "$49.99". The only money formatter. */
export const formatMoney = formatUsd

// Made on first use: building a date formatter costs tens of milliseconds on a phone, and screens
// that show no date (the landing page's prices) should not pay it while they load.
let shortDate: Intl.DateTimeFormat | undefined
let shortDateTime: Intl.DateTimeFormat | undefined

/** An ISO instant or `YYYY-MM-DD` date as an en-US short date. */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value)
  shortDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'short' })
  return shortDate.format(date)
}

export function formatDateTime(value: string): string {
  shortDateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' })
  return shortDateTime.format(new Date(value))
}

/** A size in bytes as people read it: "512 B", "245.3 KB", "12.0 MB", "1.4 GB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`
}

/** A count as the screens show it: 12,345; nothing (a loading card) while it is not known. */
export function formatCount(n: number): string
export function formatCount(n: number | undefined): string | null
export function formatCount(n: number | undefined): string | null {
  return n === undefined ? null : n.toLocaleString('en-US')
}

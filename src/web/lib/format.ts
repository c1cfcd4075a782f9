import { groupDigits } from '@/domain/decimal'
import { formatUsd } from '@/domain/money'

/** Integer cents to US dollars with 2 decimals: 4999 → "$49.99". The only money formatter. */
export const formatMoney = formatUsd

// Dates and numbers are written out rather than with `Intl`: the first formatter a browser makes
// sets up its locale data, tens of milliseconds on a phone while the dashboard draws.
let shortDateTime: Intl.DateTimeFormat | undefined

/**
 * An ISO instant or `YYYY-MM-DD` date as an en-US short date ("11/27/26", as `dateStyle: 'short'`
 * writes it); an instant in the browser's time zone. Text that is no date comes back as it is.
 */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value)
  if (Number.isNaN(date.getTime())) return value
  const year = String(date.getFullYear() % 100).padStart(2, '0')
  return `${date.getMonth() + 1}/${date.getDate()}/${year}`
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

/**
 * A number with thousands commas and at most `maxFractionDigits` decimals, rounded half away from
 * zero, trailing zeros dropped: 12345.67 → "12,345.7" with one.
 */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  const scale = 10 ** maxFractionDigits
  const scaled = Math.round(Math.abs(value) * scale)
  const whole = Math.floor(scaled / scale)
  const fraction = String(scaled % scale)
    .padStart(maxFractionDigits, '0')
    .replace(/0+$/, '')
  const sign = value < 0 && scaled > 0 ? '-' : ''
  return `${sign}${groupDigits(whole)}${fraction ? `.${fraction}` : ''}`
}

/** A count as the screens show it: 12,345; nothing (a loading card) while it is not known. */
export function formatCount(n: number): string
export function formatCount(n: number | undefined): string | null
export function formatCount(n: number | undefined): string | null {
  return n === undefined ? null : formatNumber(n, 3)
}

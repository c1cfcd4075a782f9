import { and, asc, eq, lte, sum } from 'drizzle-orm'
import { isDepreciated } from '@/domain/depreciation/asset-terms.ts'
import { addMonths, type IsoDate } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { assets, loanPayments, loans } from '@/server/db/schema/index.ts'
import { depreciationOfAssets, figured, yearOf } from './asset-figures.ts'

export interface EquipmentValue {
  assetId: string
  description: string
  /** Cost × business use less the depreciation taken through the end of the date's year. */
  bookValueCents: number
}

export interface LoanBalance {
  loanId: string
  lender: string
  /** The asset it financed, if any. */
  assetDescription: string | null
  /** Principal less the principal of the payments recorded on or before the date. */
  balanceCents: number
}

/**
 * The user's equipment at book value on a date: every asset the user owns (outright, on a loan or a
 * lease-purchase; a true lease is the lessor's) placed in service on or before it and not disposed
 * of by then, at its business basis less the depreciation through the date's tax year (the year's
 * whole deduction: section 179, bonus and MACRS are taken by the year, not by the day). An asset
 * disposed of later in that year keeps the basis it had when it went.
 */
export async function equipmentOn(options: {
  db: Db
  userId: string
  date: IsoDate
}): Promise<EquipmentValue[]> {
  const { db, userId, date } = options
  const rows = await db
    .select()
    .from(assets)
    .where(eq(assets.userId, userId))
    .orderBy(asc(assets.placedInServiceDate), asc(assets.id))
  const year = yearOf(date)
  const figures = new Map(figured(() => depreciationOfAssets(rows, year)).map((f) => [f.assetId, f]))
  return rows
    .filter((row) => isDepreciated(row.holding) && row.placedInServiceDate <= date)
    .filter((row) => row.disposedDate === null || row.disposedDate > date)
    .map((row) => {
      const figure = figures.get(row.id)!
      return {
        assetId: row.id,
        description: row.description,
        bookValueCents: figure.disposal ? figure.disposal.adjustedBasisCents : figure.basisRemainingCents,
      }
    })
}

/**
 * What each loan owes on a date: its principal less the principal of the payments recorded on or
 * before it (a payment's split is kept when it is recorded). A loan counts from the earlier of its
 * asset's placed-in-service date and a month before its first payment (when a monthly loan is
 * made); one paid off drops out. Two queries whatever the number of loans.
 */
export async function loanBalancesOn(options: {
  db: Db
  userId: string
  date: IsoDate
}): Promise<LoanBalance[]> {
  const { db, userId, date } = options
  const [loanRows, paid] = await Promise.all([
    db
      .select({
        id: loans.id,
        lender: loans.lender,
        principalCents: loans.principalCents,
        firstPaymentDate: loans.firstPaymentDate,
        assetDescription: assets.description,
        placedInServiceDate: assets.placedInServiceDate,
      })
      .from(loans)
      .leftJoin(assets, eq(assets.id, loans.assetId))
      .where(eq(loans.userId, userId))
      .orderBy(asc(loans.firstPaymentDate), asc(loans.id)),
    db
      .select({
        loanId: loanPayments.loanId,
        principalCents: sum(loanPayments.principalCents).mapWith(Number),
      })
      .from(loanPayments)
      .where(and(eq(loanPayments.userId, userId), lte(loanPayments.date, date)))
      .groupBy(loanPayments.loanId),
  ])
  const principalPaid = new Map(paid.map((row) => [row.loanId, row.principalCents]))
  return loanRows
    .filter((row) => {
      const lent = addMonths(row.firstPaymentDate, -1)
      const start =
        row.placedInServiceDate !== null && row.placedInServiceDate < lent ? row.placedInServiceDate : lent
      return start <= date
    })
    .map((row) => ({
      loanId: row.id,
      lender: row.lender,
      assetDescription: row.assetDescription,
      balanceCents: row.principalCents - (principalPaid.get(row.id) ?? 0),
    }))
    .filter((loan) => loan.balanceCents > 0)
}

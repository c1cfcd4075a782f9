import { and, asc, between, eq, sum } from 'drizzle-orm'
import type { DepreciationSummary } from '@/contracts/assets.ts'
import { percentOfCents } from '@/domain/decimal.ts'
import { yearTotals } from '@/domain/loans/amortization.ts'
import type { Db } from '@/server/db/client.ts'
import { assets, loanPayments, loans } from '@/server/db/schema/index.ts'
import { depreciationOfAssets, figured, section179OfYear, yearOf } from './asset-figures.ts'
import { scheduleOf } from './loan-view.ts'

const total = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0)

/**
 * A tax year's depreciation of the user's equipment (section 179, bonus and the MACRS tables:
 * Schedule C line 13 through Form 4562), its sales (Form 4797), and the interest of the loan
 * payments recorded in the year (line 16b), with what the loans' schedules put in the year beside it.
 * A plain function of the books, for the route and for the tax side.
 */
export async function depreciationSummary(options: {
  db: Db
  userId: string
  year: number
}): Promise<DepreciationSummary> {
  const { db, userId, year } = options
  const [assetRows, loanRows, paidInYear] = await Promise.all([
    db
      .select()
      .from(assets)
      .where(eq(assets.userId, userId))
      .orderBy(asc(assets.placedInServiceDate), asc(assets.id)),
    db
      .select()
      .from(loans)
      .where(eq(loans.userId, userId))
      .orderBy(asc(loans.firstPaymentDate), asc(loans.id)),
    db
      .select({
        loanId: loanPayments.loanId,
        interestCents: sum(loanPayments.interestCents).mapWith(Number),
        principalCents: sum(loanPayments.principalCents).mapWith(Number),
      })
      .from(loanPayments)
      .where(
        and(eq(loanPayments.userId, userId), between(loanPayments.date, `${year}-01-01`, `${year}-12-31`)),
      )
      .groupBy(loanPayments.loanId),
  ])

  // In service some time in the year: placed by its end, not disposed of before it began.
  const inService = new Set(
    assetRows
      .filter((row) => yearOf(row.placedInServiceDate) <= year)
      .filter((row) => row.disposedDate === null || yearOf(row.disposedDate) >= year)
      .map((row) => row.id),
  )
  const byId = new Map(assetRows.map((row) => [row.id, row]))
  const figures = figured(() => depreciationOfAssets(assetRows, year))
    .filter((figure) => inService.has(figure.assetId))
    .map((figure) => {
      const { description, kind, truckId } = byId.get(figure.assetId)!
      return { ...figure, description, kind, truckId }
    })

  const paid = new Map(paidInYear.map((row) => [row.loanId, row]))
  const loanFigures = loanRows
    .map((row) => {
      const scheduled = yearTotals(scheduleOf(row), year)
      return {
        loanId: row.id,
        lender: row.lender,
        interestCents: paid.get(row.id)?.interestCents ?? 0,
        businessUsePercent: (row.assetId && byId.get(row.assetId)?.businessUsePercent) || 100,
        principalCents: paid.get(row.id)?.principalCents ?? 0,
        scheduledInterestCents: scheduled.interestCents,
        scheduledPrincipalCents: scheduled.principalCents,
      }
    })
    .filter((loan) => paid.has(loan.loanId) || loan.scheduledInterestCents + loan.scheduledPrincipalCents > 0)
    .map(({ scheduledPrincipalCents: _, ...loan }) => loan)

  return {
    year,
    section179Cents: total(figures, (f) => f.section179Cents),
    section179LimitCents: section179OfYear(assetRows, year).limitCents,
    bonusCents: total(figures, (f) => f.bonusCents),
    macrsCents: total(figures, (f) => f.macrsCents),
    depreciationCents: total(figures, (f) => f.depreciationCents),
    interestCents: total(loanFigures, (l) => l.interestCents),
    businessInterestCents: total(loanFigures, (l) =>
      percentOfCents(l.interestCents, String(l.businessUsePercent)),
    ),
    scheduledInterestCents: total(loanFigures, (l) => l.scheduledInterestCents),
    gainCents: total(figures, (f) => f.disposal?.gainCents ?? 0),
    recaptureCents: total(figures, (f) => f.disposal?.recaptureCents ?? 0),
    assets: figures,
    loans: loanFigures,
  }
}

import { type FuelExpenseConversion, ZGallons } from '@/contracts/ifta.ts'
import { fuelExpensePlace, fuelTypeOfExpense } from '@/domain/ifta/fuel-expense-place.ts'
import { quarterOf } from '@/domain/ifta/quarter.ts'
import type { Tx } from '@/server/db/client.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { createFuelPurchase, unlinkedFuelExpenses } from './fuel-purchases.ts'
import { lockedQuartersForWrite } from './ifta-locks.ts'

/**
 * Makes a fuel purchase of every fuel expense (of a quarter or dates, or all) that no purchase
 * carries yet and whose words print its gallons and state ("Fuel - Pilot #12, Tucson, AZ 90.1
 * gal", as a settlement's fuel line reads when its pay sheet prints them): each purchase carries
 * that expense, nothing is posted. In one transaction; asked again, it finds nothing left to make.
 * DEF (no motor fuel) and expenses dated in a filed quarter are left as they are, and said so.
 */
export async function convertFuelExpenses(
  options: Caller & { quarter?: string; from?: string; to?: string },
): Promise<FuelExpenseConversion> {
  const { db, userId } = options
  return db.transaction(async (tx: Tx) => {
    const locked = await lockedQuartersForWrite(tx, userId)
    const expenses = await unlinkedFuelExpenses({ ...options, db: tx })
    const purchaseIds: string[] = []
    const problems: string[] = []
    for (const expense of expenses) {
      const place = fuelExpensePlace(expense.description)
      if (!place.gallons || !place.jurisdiction) continue
      const said = `${expense.date} “${expense.description.slice(0, 80)}”`
      const fuelType = fuelTypeOfExpense(expense.description)
      const gallons = ZGallons.safeParse(place.gallons)
      if (fuelType === null) problems.push(`${said}: DEF is no motor fuel, left as an expense`)
      else if (!gallons.success) problems.push(`${said}: ${place.gallons} is not a number of gallons`)
      else if (locked.has(quarterOf(expense.date)))
        problems.push(`${said}: its quarter’s return is filed, amend it to add the purchase`)
      else {
        try {
          purchaseIds.push(
            await createFuelPurchase({
              ...options,
              db: tx,
              tx,
              source: expense.settlementId ? 'settlement' : 'expense',
              input: {
                date: expense.date,
                jurisdiction: place.jurisdiction,
                gallons: gallons.data,
                amountCents: expense.amountCents,
                fuelType,
                taxPaid: true,
                truckId: expense.truckId,
                vendor: place.vendor,
                city: place.city?.slice(0, 100) ?? null,
                paymentMethod: expense.paymentMethod ?? 'credit_card',
                ledgerEntryId: expense.ledgerEntryId,
              },
            }),
          )
        } catch (error) {
          // A truck no longer the user's to use: that one is said, the others are made.
          if (!(error instanceof AppError) || error.code !== 'BAD_REQUEST') throw error
          problems.push(`${said}: ${error.message}`)
        }
      }
    }
    return { created: purchaseIds.length, purchaseIds, problems }
  })
}

import { createHash, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { type GeneratedData, TEST_CLIENT_MESSAGES } from '@/contracts/test-clients.ts'
import { categoryLabel } from '@/domain/categories.ts'
import { addDays, todayIn } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { profileFor } from '@/server/db/factories/expense-profiles.ts'
import { buildExpense } from '@/server/db/factories/ledger.ts'
import { CARRIERS, randomLane } from '@/server/db/factories/places.ts'
import { type Random, unseededRandom } from '@/server/db/factories/random.ts'
import { dataTemplates, documents, ledgerEntries, testClients, users } from '@/server/db/schema/index.ts'
import { insertSettlement } from '@/server/features/settlements/settlements.public.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Storage } from '@/server/lib/storage/storage.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { renderTestDocument } from './test-data-pdf.ts'

/**
 * What one Generate Data adds (spec 4): 1–5 documents, 1–3 settlements, $500–$2,500 of revenue and
 * $200–$1,200 of expenses, dated within the last two weeks.
 */
export const GENERATION = {
  documents: { min: 1, max: 5 },
  settlements: { min: 1, max: 3 },
  revenueCents: { min: 50_000, max: 250_000 },
  expensesCents: { min: 20_000, max: 120_000 },
  daysBack: 13,
} as const

const DEFAULT_CATEGORIES: Record<string, string[]> = {
  company_driver: ['meals', 'parking', 'cell_phone'],
  owner_operator: ['fuel', 'maintenance', 'insurance', 'tolls'],
  fleet_manager: ['fuel', 'maintenance', 'insurance', 'dispatch_fees'],
}

/** `total` cut into `parts` positive integers (each a random share, the rest on the last). */
export function splitCents(random: Random, total: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => random.int(2, 10))
  const sum = weights.reduce((a, b) => a + b, 0)
  const shares = weights.map((w) => Math.floor((total * w) / sum))
  shares[parts - 1]! += total - shares.reduce((a, b) => a + b, 0)
  return shares
}

interface StoredPdf {
  id: string
  fileName: string
  bytes: Buffer
  storageKey: string
  kind: 'settlement' | 'receipt'
}

/**
 * Gives a test client a batch of real data: settlements with load lines posted to the ledger (as a
 * confirmed upload would), expenses in the template's categories, and the PDFs they came from as
 * processed documents. The files are stored first, then every row lands in one transaction.
 * `actor` is the admin who asked (audited); the schedule runs without one.
 */
export async function generateTestData(options: {
  db: Db
  clock: Clock
  storage: Storage
  userId: string
  actor?: Actor
  random?: Random
}): Promise<GeneratedData> {
  const { db, clock, storage, userId } = options
  const random = options.random ?? unseededRandom()
  const [client] = await db
    .select({ user: users, template: dataTemplates })
    .from(testClients)
    .innerJoin(users, eq(users.id, testClients.userId))
    .leftJoin(dataTemplates, eq(dataTemplates.id, testClients.templateId))
    .where(eq(testClients.userId, userId))
  if (!client) throw new AppError('NOT_FOUND', TEST_CLIENT_MESSAGES.notFound)
  if (client.user.status !== 'active') throw new AppError('CONFLICT', TEST_CLIENT_MESSAGES.suspended)

  const now = clock.now()
  const today = todayIn(client.user.timeZone, now)
  const between = (range: { min: number; max: number }) => random.int(range.min, range.max)
  const settlementCount = between(GENERATION.settlements)
  const documentCount = between(GENERATION.documents)
  const revenueCents = between(GENERATION.revenueCents)
  const expensesCents = between(GENERATION.expensesCents)
  const receiptCount = Math.max(0, documentCount - settlementCount)
  const expenseCount = Math.max(random.int(1, 3), receiptCount)
  const categories = client.template?.expenseCategories ?? DEFAULT_CATEGORIES[client.user.role] ?? ['other']
  const dateBack = () => addDays(today, -random.int(0, GENERATION.daysBack))

  const settlementInputs = splitCents(random, revenueCents, settlementCount).map((gross) => {
    const date = dateBack()
    const loads = gross >= 40_000 && random.chance(0.5) ? 2 : 1
    const lines = splitCents(random, gross, loads).map((amountCents) => {
      const lane = randomLane(random)
      return {
        kind: 'load' as const,
        description: `${lane.origin} to ${lane.destination}`,
        amountCents,
        loadNumber: `L-${random.int(10_000, 99_999)}`,
        loadDate: addDays(date, -random.int(7, 13)),
        origin: lane.origin,
        destination: lane.destination,
        miles: lane.miles,
      }
    })
    return {
      broker: random.pick(CARRIERS),
      settlementNumber: String(random.int(10_000, 99_999)),
      tripNumber: '',
      settlementDate: date,
      periodStart: addDays(date, -13),
      periodEnd: addDays(date, -7),
      notes: 'Generated test data',
      lines,
    }
  })
  const expenses = splitCents(random, expensesCents, expenseCount).map((amountCents) => {
    const category = random.pick(categories)
    return buildExpense(
      {
        userId,
        category,
        amountCents,
        description: profileFor(category).describe(random),
        createdAt: now,
        updatedAt: now,
      },
      { random, between: { from: addDays(today, -GENERATION.daysBack), to: today }, now },
    )
  })

  // The files first: a crash after this leaves unreferenced files, never rows pointing at nothing.
  const pdfs: StoredPdf[] = []
  const store = async (kind: StoredPdf['kind'], fileName: string, bytes: Buffer) => {
    const pdf = { id: randomUUID(), fileName, bytes, storageKey: `${userId}/${randomUUID()}`, kind }
    await storage.put(pdf.storageKey, bytes, 'application/pdf')
    pdfs.push(pdf)
    return pdf.id
  }
  const settlementDocs: (string | null)[] = []
  for (const [i, s] of settlementInputs.entries()) {
    settlementDocs.push(
      i < documentCount
        ? await store(
            'settlement',
            `settlement-${s.settlementNumber}.pdf`,
            await renderTestDocument({
              issuer: s.broker,
              title: 'Driver Settlement Statement',
              facts: [
                ['Settlement #', s.settlementNumber],
                ['Settlement date', s.settlementDate],
                ['Period', `${s.periodStart} to ${s.periodEnd}`],
                ['Driver', client.user.fullName],
              ],
              lines: s.lines.map((l) => ({
                label: `Load ${l.loadNumber} ${l.description}`,
                amountCents: l.amountCents,
              })),
              totalLabel: 'Gross pay',
            }),
          )
        : null,
    )
  }
  for (const expense of expenses.slice(0, receiptCount)) {
    expense.documentId = await store(
      'receipt',
      `receipt-${expense.date}-${expense.category}.pdf`,
      await renderTestDocument({
        issuer: expense.description,
        title: 'Receipt',
        facts: [
          ['Date', expense.date],
          ['Paid by', expense.paymentMethod ?? 'card'],
        ],
        lines: [{ label: categoryLabel(expense.category), amountCents: expense.amountCents }],
        totalLabel: 'Total',
      }),
    )
  }

  await db.transaction(async (tx) => {
    if (pdfs.length > 0) {
      await tx.insert(documents).values(
        pdfs.map((pdf) => ({
          id: pdf.id,
          userId,
          kind: pdf.kind,
          fileName: pdf.fileName,
          mediaType: 'application/pdf',
          sizeBytes: pdf.bytes.byteLength,
          sha256: createHash('sha256').update(pdf.bytes).digest('hex'),
          storageKey: pdf.storageKey,
          status: 'processed' as const,
          createdAt: now,
          updatedAt: now,
          processedAt: now,
        })),
      )
    }
    for (const [i, input] of settlementInputs.entries()) {
      await insertSettlement(tx, { userId, input, now, post: true, documentId: settlementDocs[i] ?? null })
    }
    await tx.insert(ledgerEntries).values(expenses)
    await tx.update(testClients).set({ lastActivityAt: now }).where(eq(testClients.userId, userId))
    if (options.actor) {
      await recordAudit(tx, options.actor, {
        action: 'test_client.generate',
        targetUserId: userId,
        details: { documents: pdfs.length, settlements: settlementCount, revenueCents, expensesCents },
        at: now,
      })
    }
  })
  return { documents: pdfs.length, settlements: settlementCount, revenueCents, expensesCents }
}

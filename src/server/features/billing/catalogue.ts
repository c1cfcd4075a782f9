import { asc, eq } from 'drizzle-orm'
import type { CatalogueItem } from '@/contracts/billing.ts'
import { BILLING_MESSAGES } from '@/contracts/billing.ts'
import type { AppContext } from '@/server/context.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { catalogueItems } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { gatewayKeys, paymentsEnabled, requireStripe } from './gateway.ts'

/** Marks the provider's products as ours, with the catalogue item they sell. */
export const ITEM_METADATA_KEY = 'rigledger_item'

export type CatalogueRow = typeof catalogueItems.$inferSelect

export async function catalogueRows(db: Db) {
  return db
    .select()
    .from(catalogueItems)
    .where(eq(catalogueItems.active, true))
    .orderBy(asc(catalogueItems.position))
}

function view(row: CatalogueRow): CatalogueItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    features: row.features,
    amountCents: row.amountCents,
    yearlyAmountCents: row.yearlyAmountCents,
    providerReady: Boolean(row.providerPriceId && (row.kind !== 'plan' || row.providerYearlyPriceId)),
  }
}

export async function listCatalogue(ctx: Pick<AppContext, 'db' | 'config'>) {
  return { items: (await catalogueRows(ctx.db)).map(view), paymentsEnabled: await paymentsEnabled(ctx) }
}

export async function catalogueItem(db: Db, id: string) {
  const [row] = await db.select().from(catalogueItems).where(eq(catalogueItems.id, id))
  if (!row?.active) throw new AppError('NOT_FOUND', BILLING_MESSAGES.itemNotFound)
  return row
}

/** The item a provider price sells, and at which interval. */
export async function itemOfPrice(db: Db | Tx, priceId: string | null | undefined) {
  if (!priceId) return null
  for (const row of await db.select().from(catalogueItems)) {
    if (row.providerPriceId === priceId) return { item: row, interval: 'month' as const }
    if (row.providerYearlyPriceId === priceId) return { item: row, interval: 'year' as const }
  }
  return null
}

/**
 * Create Products: pushes every catalogue item without provider ids to the provider (a product with
 * its price; a plan also its yearly price), keeping the ids. Items already there are left alone.
 */
export async function createProducts(ctx: Pick<AppContext, 'db' | 'config' | 'clock'>, actor: Actor) {
  if (!(await gatewayKeys(ctx))) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.saveFirst)
  const { stripe } = await requireStripe(ctx)
  let created = 0
  for (const row of await catalogueRows(ctx.db)) {
    if (row.providerPriceId && (row.kind !== 'plan' || row.providerYearlyPriceId)) continue
    const metadata = { [ITEM_METADATA_KEY]: row.id }
    const productId =
      row.providerProductId ??
      (
        await stripe.products.create({
          name: `RigLedger ${row.name}`,
          description: row.description,
          metadata,
        })
      ).id
    const recurring = row.kind === 'service' ? undefined : { interval: 'month' as const }
    const price = await stripe.prices.create({
      product: productId,
      currency: 'usd',
      unit_amount: row.amountCents,
      ...(recurring ? { recurring } : {}),
      metadata,
    })
    const yearly =
      row.kind === 'plan' && row.yearlyAmountCents
        ? await stripe.prices.create({
            product: productId,
            currency: 'usd',
            unit_amount: row.yearlyAmountCents,
            recurring: { interval: 'year' },
            metadata,
          })
        : null
    await ctx.db
      .update(catalogueItems)
      .set({
        providerProductId: productId,
        providerPriceId: price.id,
        providerYearlyPriceId: yearly?.id ?? null,
      })
      .where(eq(catalogueItems.id, row.id))
    created++
  }
  await recordAudit(ctx.db, actor, {
    action: 'admin.create_products',
    details: { created },
    at: ctx.clock.now(),
  })
  return { created, message: BILLING_MESSAGES.productsCreated }
}

/**
 * Test Connection: the account answers, our products are there, a webhook points here. Each part
 * says what it found; an unreachable provider is a failed connection with the reason.
 */
export async function testConnection(ctx: Pick<AppContext, 'db' | 'config'>) {
  const keys = await gatewayKeys(ctx)
  if (!keys) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.secretFirst)
  const { stripe } = await requireStripe(ctx)
  const webhookUrl = `${ctx.config.publicUrl}/api/webhooks/stripe`
  try {
    await stripe.balance.retrieve()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const down = { ok: false, message: 'Not checked: no connection' }
    return {
      connection: { ok: false, message: `${BILLING_MESSAGES.unreachable}: ${reason}` },
      products: down,
      webhooks: down,
    }
  }
  const connection = {
    ok: true,
    message: `Connected (${keys.environment === 'production' ? 'live' : 'test'} mode)`,
  }
  const products = await stripe.products.list({ limit: 100, active: true })
  const ours = new Set(products.data.map((p) => p.metadata?.[ITEM_METADATA_KEY]).filter(Boolean))
  const rows = await catalogueRows(ctx.db)
  const missing = rows.filter((r) => !ours.has(r.id) || !r.providerPriceId)
  const endpoints = await stripe.webhookEndpoints.list({ limit: 100 })
  const hook = endpoints.data.find((e) => e.url === webhookUrl)
  return {
    connection,
    products:
      missing.length === 0
        ? { ok: true, message: `All ${rows.length} products and prices are set up` }
        : {
            ok: false,
            message: `${missing.length} of ${rows.length} products are missing: use Create Products Now`,
          },
    webhooks: hook
      ? { ok: true, message: `A webhook sends events to ${webhookUrl}` }
      : { ok: false, message: `No webhook sends events to ${webhookUrl} yet` },
  }
}

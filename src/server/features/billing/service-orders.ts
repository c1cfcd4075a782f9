import { desc, eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import { catalogueItems, serviceOrders, users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'

/** The bought services, open ones first then newest: the admins' tasks. */
export async function listServiceOrders(db: Db) {
  const rows = await db
    .select({ order: serviceOrders, itemName: catalogueItems.name, name: users.fullName, email: users.email })
    .from(serviceOrders)
    .leftJoin(catalogueItems, eq(catalogueItems.id, serviceOrders.itemId))
    .leftJoin(users, eq(users.id, serviceOrders.userId))
    .orderBy(serviceOrders.status, desc(serviceOrders.createdAt))
    .limit(200)
  return {
    items: rows.map(({ order, itemName, name, email }) => ({
      id: order.id,
      itemId: order.itemId,
      itemName: itemName ?? order.itemId,
      customerEmail: email ?? String(order.details.customerEmail ?? ''),
      customerName: name,
      userId: order.userId,
      status: order.status,
      details: order.details,
      createdAt: order.createdAt.toISOString(),
      dueAt: order.dueAt?.toISOString() ?? null,
    })),
  }
}

export async function setServiceOrderStatus(options: {
  db: Db
  clock: Clock
  actor: Actor
  id: string
  status: 'open' | 'done'
}) {
  const { db, actor } = options
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceOrders)
      .set({ status: options.status })
      .where(eq(serviceOrders.id, options.id))
      .returning()
    if (!row) throw new AppError('NOT_FOUND', 'Service request not found')
    await recordAudit(tx, actor, {
      action: `admin.service_order_${options.status}`,
      targetUserId: row.userId,
      details: { item: row.itemId },
      at: options.clock.now(),
    })
  })
  return { items: (await listServiceOrders(db)).items.filter((o) => o.id === options.id) }
}

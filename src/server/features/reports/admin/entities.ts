import { sql } from 'drizzle-orm'
import type { EntityType } from '@/contracts/reports-admin.ts'
import type { Db } from '@/server/db/client.ts'
import { likePattern } from '@/server/lib/paging.ts'
import { queryRows } from '@/server/lib/sql-values.ts'

/** How many entities the dropdown is offered at once; more are found by searching. */
export const ENTITY_LIMIT = 100

/**
 * A company's stable id: the first 128 bits of SHA-256 of its name trimmed and lower-cased, in the
 * uuid layout. The same name (in any case) is one company; computed by the database both ways.
 */
const COMPANY_KEY = sql`lower(btrim(u.company_name))`
const COMPANY_HASH = sql`left(encode(sha256(convert_to(${COMPANY_KEY}, 'UTF8')), 'hex'), 32)`

export function companyHashOf(entityId: string): string {
  return entityId.replaceAll('-', '').toLowerCase()
}

function asEntityId(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

export interface Entity {
  id: string
  name: string
}

/** Trucks, companies or owner-operators by name, the first ENTITY_LIMIT matching `search`. */
export async function listEntities(db: Db, type: EntityType, search?: string): Promise<Entity[]> {
  const pattern = search ? likePattern(search) : null
  if (type === 'truck') {
    const rows = await queryRows<{ id: string; name: string }>(
      db,
      sql`select t.id, 'Unit ' || t.unit_number || ' · ' || coalesce(nullif(btrim(u.company_name), ''), u.full_name) as name
        from trucks t join users u on u.id = t.user_id
        ${pattern ? sql`where t.unit_number ilike ${pattern} or u.full_name ilike ${pattern} or u.company_name ilike ${pattern}` : sql``}
        order by u.full_name, t.unit_number limit ${ENTITY_LIMIT}`,
    )
    return rows
  }
  if (type === 'company') {
    const rows = await queryRows<{ hash: string; name: string }>(
      db,
      sql`select ${COMPANY_HASH} as hash, min(btrim(u.company_name)) as name
        from users u
        where u.role <> 'admin' and btrim(coalesce(u.company_name, '')) <> ''
        ${pattern ? sql`and u.company_name ilike ${pattern}` : sql``}
        group by ${COMPANY_KEY} order by ${COMPANY_KEY} limit ${ENTITY_LIMIT}`,
    )
    return rows.map((r) => ({ id: asEntityId(r.hash), name: r.name }))
  }
  return queryRows<Entity>(
    db,
    sql`select u.id, u.full_name || coalesce(' · ' || nullif(btrim(u.company_name), ''), '') as name
      from users u where u.role = 'owner_operator'
      ${pattern ? sql`and (u.full_name ilike ${pattern} or u.email ilike ${pattern} or u.company_name ilike ${pattern})` : sql``}
      order by u.full_name, u.id limit ${ENTITY_LIMIT}`,
  )
}

/** What an entity id names, with its display name and whose books it covers. */
export type ResolvedEntity =
  | { type: 'truck'; id: string; name: string }
  | { type: 'company' | 'owner_operator'; id: string; name: string; userIds: string[] }

export async function resolveEntity(
  db: Db,
  entityId: string,
  type?: EntityType,
): Promise<ResolvedEntity | null> {
  const tries: EntityType[] = type ? [type] : ['truck', 'owner_operator', 'company']
  for (const kind of tries) {
    const found = await find(db, kind, entityId)
    if (found) return found
  }
  return null
}

async function find(db: Db, type: EntityType, entityId: string): Promise<ResolvedEntity | null> {
  if (type === 'truck') {
    const [row] = await queryRows<Entity>(
      db,
      sql`select t.id, 'Unit ' || t.unit_number || ' · ' || coalesce(nullif(btrim(u.company_name), ''), u.full_name) as name
        from trucks t join users u on u.id = t.user_id where t.id::text = ${entityId.toLowerCase()}`,
    )
    return row ? { type, ...row } : null
  }
  if (type === 'owner_operator') {
    const [row] = await queryRows<Entity>(
      db,
      sql`select u.id, u.full_name as name from users u
        where u.id::text = ${entityId.toLowerCase()} and u.role = 'owner_operator'`,
    )
    return row ? { type, ...row, userIds: [row.id] } : null
  }
  const members = await queryRows<{ id: string; name: string }>(
    db,
    sql`select u.id, btrim(u.company_name) as name from users u
      where u.role <> 'admin' and btrim(coalesce(u.company_name, '')) <> ''
        and ${COMPANY_HASH} = ${companyHashOf(entityId)}
      order by u.id`,
  )
  if (members.length === 0) return null
  return { type, id: entityId.toLowerCase(), name: members[0]!.name, userIds: members.map((m) => m.id) }
}

import type { settlementLines, settlements } from '@/server/db/schema/index.ts'
import type { BuildOptions } from './ledger.ts'

export type SettlementInsert = Required<typeof settlements.$inferInsert>
export type SettlementLineInsert = Required<typeof settlementLines.$inferInsert>
export type LineOverride = Partial<Omit<SettlementLineInsert, 'settlementId' | 'position'>> &
  Pick<SettlementLineInsert, 'kind' | 'amountCents'>

export interface BuiltSettlement {
  settlement: SettlementInsert
  lines: SettlementLineInsert[]
}

export interface SettlementOptions extends BuildOptions {
  /** A leased owner-operator's weekly settlement, or a company driver's pay stub. */
  style?: 'owner_operator' | 'company_driver'
  /** Where the week's first load starts (continues the previous week's last stop). */
  startCity?: string
}

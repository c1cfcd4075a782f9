import { z } from 'zod'
import { COMMON_MESSAGES, ZDateFilter, ZIsoDate, ZRequiredLine } from './common.ts'
import { LEDGER_MESSAGES, MAX_AMOUNT_CENTS, ZWholeCents } from './ledger-common.ts'

export const BALANCE_MESSAGES = {
  notFound: 'Balance sheet item not found',
  labelRequired: 'Name the item, e.g. "Checking at First Bank"',
  kindInvalid: 'Choose cash, another asset or another liability',
  loadFailed: 'Failed to load the balance sheet',
} as const

/** What the user types: cash they hold, another thing they own, another debt. */
export const BALANCE_ITEM_KINDS = ['cash', 'other_asset', 'other_liability'] as const
export type BalanceItemKind = (typeof BALANCE_ITEM_KINDS)[number]

export const BALANCE_ITEM_KIND_NAMES: Record<BalanceItemKind, string> = {
  cash: 'Cash',
  other_asset: 'Other asset',
  other_liability: 'Other liability',
}

export const ASSET_LINE_KINDS = ['cash', 'reserve', 'receivable', 'equipment', 'other'] as const
export const LIABILITY_LINE_KINDS = ['loan', 'advance', 'other'] as const
export type AssetLineKind = (typeof ASSET_LINE_KINDS)[number]
export type LiabilityLineKind = (typeof LIABILITY_LINE_KINDS)[number]

/** Whole cents, 0 or more (an emptied account is typed as 0). */
const ZBalanceCents = ZWholeCents()
  .min(0, { error: LEDGER_MESSAGES.amountNegative })
  .max(MAX_AMOUNT_CENTS, { error: LEDGER_MESSAGES.amountTooLarge })
  .meta({ description: 'Whole cents, 0 or more', examples: [1_250_000] })

const itemFields = {
  kind: z.enum(BALANCE_ITEM_KINDS, { error: BALANCE_MESSAGES.kindInvalid }),
  label: ZRequiredLine(120, BALANCE_MESSAGES.labelRequired),
  amountCents: ZBalanceCents,
  /** The day the amount was true: the latest entry per label on or before a sheet's date counts. */
  asOfDate: ZIsoDate,
}

export const ZBalanceItemInput = z.object(itemFields).meta({
  examples: [
    { kind: 'cash', label: 'Checking at First Bank', amountCents: 1_250_000, asOfDate: '2026-11-30' },
  ],
})
export type BalanceItemInput = z.output<typeof ZBalanceItemInput>

export const ZBalanceItemPatch = z
  .object(itemFields)
  .partial()
  .meta({ examples: [{ amountCents: 1_310_000 }] })
export type BalanceItemPatch = z.output<typeof ZBalanceItemPatch>

export const ZBalanceItem = z.object({
  id: z.string(),
  kind: z.enum(BALANCE_ITEM_KINDS),
  label: z.string(),
  amountCents: z.number().int(),
  asOfDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type BalanceItem = z.infer<typeof ZBalanceItem>
export const ZBalanceItemList = z.object({ items: z.array(ZBalanceItem) })

export const ZBalanceSheetQuery = z.object({ date: ZDateFilter })

export const ZAssetLine = z.object({
  kind: z.enum(ASSET_LINE_KINDS),
  label: z.string(),
  amountCents: z.number().int(),
})
export const ZLiabilityLine = z.object({
  kind: z.enum(LIABILITY_LINE_KINDS),
  label: z.string(),
  amountCents: z.number().int(),
})
export type AssetLine = z.infer<typeof ZAssetLine>
export type LiabilityLine = z.infer<typeof ZLiabilityLine>

export const ZBalanceSheet = z.object({
  date: z.string(),
  assets: z.array(ZAssetLine),
  liabilities: z.array(ZLiabilityLine),
  totalAssetsCents: z.number().int(),
  totalLiabilitiesCents: z.number().int(),
  /** Assets less liabilities: what the business is worth to its owner on the books. */
  equityCents: z.number().int(),
})
export type BalanceSheet = z.infer<typeof ZBalanceSheet>

export { COMMON_MESSAGES }

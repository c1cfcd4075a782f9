import { z } from 'zod'
import { yieldRateFrom } from '@/domain/reserves/tbill-yields-csv.ts'
import { ZIsoDate, ZLine, ZPage } from './common.ts'

export const TBILL_MESSAGES = {
  notFound: 'Treasury bill yield not found',
  rateInvalid: 'Enter the investment rate in percent, e.g. 4.312 (0 to under 100, up to four decimals)',
  duplicate: 'A yield for that auction date is already on file: edit it instead',
  fileRequired: 'Choose the auction results file',
  fileTooLarge: 'The file is too large for auction results (1 MB at most)',
  noRows: 'The file has no 13-week bill auctions with a rate',
  loadFailed: 'Failed to load the Treasury bill yields',
} as const

/** A yield in percent as a decimal string: 0 to under 100, four decimals at most ("4.312"). */
export const ZTbillRate = z
  .string({ error: TBILL_MESSAGES.rateInvalid })
  .max(12, { error: TBILL_MESSAGES.rateInvalid })
  .overwrite((v) => v.trim())
  .refine((v) => yieldRateFrom(v) === v, { error: TBILL_MESSAGES.rateInvalid })
  .meta({ description: 'Investment rate (coupon-equivalent yield) in percent', examples: ['4.312'] })

export const ZTbillYieldInput = z
  .object({ auctionDate: ZIsoDate, rate: ZTbillRate })
  .meta({ examples: [{ auctionDate: '2025-06-30', rate: '4.312' }] })
export type TbillYieldInput = z.output<typeof ZTbillYieldInput>
export const ZTbillYieldPatch = ZTbillYieldInput.partial().meta({ examples: [{ rate: '4.305' }] })
export type TbillYieldPatch = z.output<typeof ZTbillYieldPatch>

export const ZTbillYield = z.object({
  id: z.string(),
  auctionDate: z.string(),
  rate: z.string(),
  source: z.string(),
  updatedAt: z.string(),
})
export type TbillYieldView = z.infer<typeof ZTbillYield>
export const ZTbillYieldQuery = z.object(ZPage)
export const ZTbillYieldList = z.object({ items: z.array(ZTbillYield), total: z.number().int() })
export type TbillYieldList = z.infer<typeof ZTbillYieldList>

/** A file of auction results (TreasuryDirect's export, or date,rate rows) as text. */
export const ZTbillImportInput = z
  .object({
    csv: z
      .string({ error: TBILL_MESSAGES.fileRequired })
      .min(1, { error: TBILL_MESSAGES.fileRequired })
      .max(1_000_000, { error: TBILL_MESSAGES.fileTooLarge }),
    /** The file's name, said in each row's source. */
    fileName: ZLine(200).optional(),
  })
  .meta({ examples: [{ csv: 'auction_date,rate\n2025-06-30,4.312', fileName: 'yields.csv' }] })

export const ZTbillImportResult = z.object({
  layout: z.enum(['treasurydirect', 'simple']),
  /** Auctions written (added or replaced). */
  imported: z.number().int(),
  /** Rows of other terms, and 13-week auctions announced but not yet held. */
  skipped: z.number().int(),
})
export type TbillImportResult = z.infer<typeof ZTbillImportResult>

/** A file refused whole: the message and every row that could not be read. */
export const ZTbillImportRefused = z.object({
  error: z.string(),
  /** Absent when the request itself was refused (no file, too large). */
  problems: z.array(z.object({ line: z.number().int(), reason: z.string() })).optional(),
})
export type TbillImportRefused = z.infer<typeof ZTbillImportRefused>

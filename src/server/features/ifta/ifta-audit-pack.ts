import archiver, { type Archiver } from 'archiver'
import type { AppContext } from '@/server/context.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { fuelPurchasesCsv, mileageSummaryCsv, quarterRecords, tripSheetsCsv } from './ifta-audit-sheets.ts'
import { iftaReturnDocumentOf, renderIftaReturn } from './ifta-return-files.ts'

/**
 * Adds one file and waits until the zip has taken it in, so a slow download holds about one file in
 * memory, not every receipt of the quarter. False when the download was cut short.
 */
function addFile(zip: Archiver, data: string | Buffer, name: string, date: Date): Promise<boolean> {
  if (zip.destroyed) return Promise.resolve(false)
  return new Promise((resolve, reject) => {
    const stop = () => {
      zip.off('entry', onEntry)
      zip.off('close', onClose)
      zip.off('error', onError)
    }
    const onEntry = () => {
      stop()
      resolve(true)
    }
    const onClose = () => {
      stop()
      resolve(false)
    }
    const onError = (error: Error) => {
      stop()
      reject(error)
    }
    zip.on('entry', onEntry)
    zip.on('close', onClose)
    zip.on('error', onError)
    zip.append(data, { name, date })
  })
}

/** A receipt's name in the pack: its purchase's date, then the name it was uploaded with. */
function receiptName(date: string, fileName: string, used: Set<string>) {
  const base = `receipts/${date}-${fileName}`
  let name = base
  for (let n = 2; used.has(name); n += 1) name = base.replace(/(\.\w+)?$/, `-${n}$1`)
  used.add(name)
  return name
}

/**
 * What an IFTA auditor asks for about a quarter, as one zip (streamed): the return as PDF and CSV,
 * every trip sheet, every fuel purchase with its receipt file, the miles by truck and
 * jurisdiction, and a README saying what each file is.
 */
export async function iftaAuditPack(ctx: AppContext, caller: Caller & { quarter: string; today: string }) {
  const made = await iftaReturnDocumentOf(caller)
  const { quarter, owner, document } = made
  const [pdf, csv, records] = await Promise.all([
    renderIftaReturn(ctx, made, 'pdf'),
    renderIftaReturn(ctx, made, 'csv'),
    quarterRecords(caller.db, caller.userId, quarter),
  ])
  const now = ctx.clock.now()
  const key = quarter.key
  const files = {
    pdf: `${document.fileStem}.pdf`,
    csv: `${document.fileStem}.csv`,
    trips: `trip-sheets-${key}.csv`,
    fuel: `fuel-purchases-${key}.csv`,
    mileage: `mileage-by-truck-and-jurisdiction-${key}.csv`,
  }
  // Each attached receipt once, even when it is the receipt of several purchases.
  const receipts = new Map<string, { date: string; fileName: string; storageKey: string; createdAt: Date }>()
  for (const { purchase, receipt } of records.purchases)
    if (purchase.documentId && receipt && !receipts.has(purchase.documentId))
      receipts.set(purchase.documentId, { date: purchase.date, ...receipt })

  const zip = archiver('zip', { zlib: { level: 6 } })
  ctx.background(async () => {
    try {
      const generated: [string | Buffer, string][] = [
        [pdf, files.pdf],
        [csv, files.csv],
        [tripSheetsCsv(records), files.trips],
        [mileageSummaryCsv(records), files.mileage],
      ]
      for (const [data, name] of generated) if (!(await addFile(zip, data, name, now))) return
      const names = new Map<string, string>()
      const missing: string[] = []
      const used = new Set<string>()
      for (const [documentId, receipt] of receipts) {
        const bytes = await ctx.storage.get(receipt.storageKey)
        if (!bytes) {
          missing.push(`${receipt.date} ${receipt.fileName}`)
          continue
        }
        const name = receiptName(receipt.date, receipt.fileName, used)
        names.set(documentId, name)
        if (!(await addFile(zip, Buffer.from(bytes), name, receipt.createdAt))) return
      }
      if (!(await addFile(zip, fuelPurchasesCsv(records, names), files.fuel, now))) return
      const readme = readmeText({
        account: owner.businessName ? `${owner.businessName} (${owner.fullName})` : owner.fullName,
        quarter: `${quarter.label}, ${document.period}`,
        generated: now.toLocaleString('en-US', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: owner.timeZone,
        }),
        status: made.ret.status,
        files,
        counts: { trips: records.trips.length, purchases: records.purchases.length, receipts: names.size },
        missing,
      })
      if (!(await addFile(zip, readme, 'README.txt', now))) return
      await zip.finalize()
    } catch (error) {
      // The download ends broken rather than hanging; the error is logged with the task.
      zip.destroy(error as Error)
      throw error
    }
  })
  return { stream: zip, fileName: `rigledger-ifta-${key}-audit-pack.zip` }
}

function readmeText(pack: {
  account: string
  quarter: string
  generated: string
  status: 'open' | 'filed' | 'amending'
  files: Record<'pdf' | 'csv' | 'trips' | 'fuel' | 'mileage', string>
  counts: { trips: number; purchases: number; receipts: number }
  missing: string[]
}) {
  const { files, counts } = pack
  const returnState =
    pack.status === 'filed'
      ? 'as filed (its figures as they were on filing)'
      : 'as the records build it now (not filed)'
  const lines = [
    'IFTA audit pack',
    '',
    `Account: ${pack.account}`,
    `Quarter: ${pack.quarter}`,
    `Made by RigLedger on ${pack.generated}`,
    '',
    files.pdf,
    `  The quarter's IFTA return ${returnState}:`,
    '  miles, taxable and tax-paid gallons, tax and surcharge per jurisdiction, their totals,',
    '  the late penalty when past due, and the checks.',
    files.csv,
    '  The same return as a spreadsheet.',
    files.trips,
    `  Every trip sheet started in the quarter (${counts.trips}): one line per trip and jurisdiction`,
    '  crossed, with its dates, truck, odometers, origin, destination, routes, miles, taxable',
    '  miles and the odometer where the truck entered the jurisdiction.',
    files.mileage,
    '  The trip sheets summed per truck and jurisdiction: trips, miles and taxable miles.',
    files.fuel,
    `  Every fuel purchase of the quarter (${counts.purchases}): date, truck, vendor, place, gallons,`,
    '  price, amount, fuel type, whether tax was paid at the pump, payment, and its receipt file.',
    'receipts/',
    `  The receipt files attached to the purchases (${counts.receipts}), named by purchase date.`,
    '',
    'A truck that is not a qualified motor vehicle (two axles and 26,000 lb or less) is listed',
    'but left off the return: its lines say "No" under "On the return".',
  ]
  if (pack.missing.length > 0)
    lines.push('', 'Receipts attached but missing from storage:', ...pack.missing.map((m) => `  ${m}`))
  return `${lines.join('\r\n')}\r\n`
}

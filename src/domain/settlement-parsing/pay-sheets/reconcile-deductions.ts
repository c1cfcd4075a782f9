import type { Item, ItemReading } from './assemble-deductions.ts'
import type { LabelledAmount } from './find-labelled-amounts.ts'

/*
 * Choosing between readings of the deduction lines by the totals printed on the sheet. The totals
 * only choose among lines that are printed; they never become lines themselves.
 */

/**
 * Reads the ambiguous rows of deduction tables as deductions when only that reading agrees with a
 * printed total: gross − deductions + reimbursements = net, or the printed total of deductions.
 */
export function settleAmbiguous(reading: ItemReading, pairs: readonly LabelledAmount[]): ItemReading {
  if (!reading.ambiguous.length) return reading
  const moved = new Set(reading.ambiguous.map((a) => `${a.description}|${a.amountCents}`))
  const alternate: ItemReading = {
    ...reading,
    deductions: [...reading.deductions, ...reading.ambiguous],
    reimbursements: reading.reimbursements.filter((r) => !moved.has(`${r.description}|${r.amountCents}`)),
    ambiguous: [],
  }
  const cents = (kind: LabelledAmount['kind']) => pairs.filter((p) => p.kind === kind).map((p) => p.cents)
  const agrees = (r: ItemReading) => {
    const deducted = r.deductions.reduce((a, d) => a + d.amountCents, 0)
    const added = r.reimbursements.reduce((a, d) => a + d.amountCents, 0)
    return (
      cents('totalDeductions').includes(deducted) ||
      cents('gross').some((g) => cents('net').includes(g - deducted + added))
    )
  }
  return !agrees(reading) && agrees(alternate) ? alternate : reading
}

/**
 * Chooses which summary lines count so the deductions add up to gross + reimbursements − net:
 * the fewest changes from the first reading (drop a summary line that repeats a subtotal, or add
 * one that was taken for a subtotal). Null when no choice adds up.
 */
// Every combination of toggles is tried (2^n): beyond this many summary lines it is no summary.
const MAX_TOGGLES = 14

export function reconcile(items: readonly Item[], optional: readonly Item[], target: number): Item[] | null {
  const base = items.reduce((a, d) => a + d.amountCents, 0)
  if (base === target) return [...items]
  const summary = items.filter((d) => d.fromSummary)
  const toggles = [
    ...summary.map((d) => ({ item: d, add: false })),
    ...optional.map((d) => ({ item: d, add: true })),
  ]
  if (toggles.length > MAX_TOGGLES) return null
  let best: { mask: number; changes: number } | null = null
  for (let mask = 1; mask < 1 << toggles.length; mask++) {
    let sum = base
    let changes = 0
    toggles.forEach((t, i) => {
      if (!(mask & (1 << i))) return
      changes++
      sum += t.add ? t.item.amountCents : -t.item.amountCents
    })
    if (sum === target && (!best || changes < best.changes)) best = { mask, changes }
  }
  if (!best) return null
  const { mask } = best
  const dropped = new Set(toggles.filter((t, i) => !t.add && mask & (1 << i)).map((t) => t.item))
  const added = toggles.filter((t, i) => t.add && mask & (1 << i)).map((t) => t.item)
  return [...items.filter((d) => !dropped.has(d)), ...added]
}
